import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '#web/app/providers.tsx';
import { routes } from '#web/app/router.tsx';

/**
 * Renders the real app at `path` (with optional navigation state), as a person would arrive there;
 * `strictMode` runs effects twice on mount, as development builds do (main.tsx).
 */
export function renderApp(path: string, state?: unknown, options: { strictMode?: boolean } = {}) {
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: decodeURI(url.pathname), search: url.search, state }],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(options.strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, user, location: () => router.state.location };
}

export function storeCustomerLogin(firstName = 'Asha') {
  localStorage.setItem('customerToken', 'customer-token');
  localStorage.setItem(
    'customerData',
    JSON.stringify({
      id: 'c1',
      firstName,
      lastName: 'Rao',
      email: 'asha@example.com',
      mobileNumber: '9876543210',
      country: 'India',
    }),
  );
}
