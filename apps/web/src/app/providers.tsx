import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { restoreSession } from '../lib/session.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => {
    // App load: restore the stored logins before the first screen decides where to go.
    restoreSession();
    return queryClient ?? createQueryClient();
  });
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Mounted above every dialog so a sheet's overlay never covers it (stack-notes). */}
      <Toaster position="top-center" duration={3000} richColors closeButton />
    </QueryClientProvider>
  );
}
