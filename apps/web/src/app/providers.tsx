import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { afterFirstPaint } from '#web/lib/after-first-paint.ts';
import { SavedStateProvider } from '#web/lib/saved-state-context.tsx';
import { restoreSession } from '#web/lib/session.ts';

// ADR 0009: sonner stays out of the first load; toasts come from pages that load later than it does. ADR 0012: and
// it loads after the first paint.
const Toaster = lazy(() =>
  afterFirstPaint()
    .then(() => import('sonner'))
    .then((module) => ({ default: module.Toaster })),
);

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
      <SavedStateProvider>{children}</SavedStateProvider>
      {/* Mounted above every dialog so a sheet's overlay never covers it. */}
      <Suspense fallback={null}>
        <Toaster position="top-center" duration={3000} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
