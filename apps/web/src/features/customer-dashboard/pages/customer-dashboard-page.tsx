import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { ProfileList } from '../../../components/ui/profile-list.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { logOut, useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCustomerDashboard } from '../api/get-customer-dashboard.ts';

/** Storefront section 4: logout goes to /login after 50 ms. */
const LOGOUT_REDIRECT_DELAY_MS = 50;
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function CustomerDashboardPage() {
  useDocumentTitle('My Account');
  const navigate = useNavigate();
  const { customerToken } = useSession();
  const [loggingOut, setLoggingOut] = useState(false);
  const dashboard = useCustomerDashboard(customerToken !== null);

  if (!customerToken) {
    return loggingOut ? null : <Navigate to="/login" replace state={{ redirectTo: '/customer-dashboard' }} />;
  }

  function logout() {
    setLoggingOut(true);
    logOut('customer');
    setTimeout(() => void navigate('/login'), LOGOUT_REDIRECT_DELAY_MS);
  }

  const profile = dashboard.data?.profile;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">{profile ? `Welcome, ${profile.firstName}` : 'My account'}</h1>
        <Button variant="secondary" onClick={logout}>
          Logout
        </Button>
      </div>
      {dashboard.isPending ? <Spinner label="Loading your account…" /> : null}
      {dashboard.isError ? (
        <div className="mt-8">
          <ErrorPanel
            message={errorMessage(dashboard.error, 'Failed to fetch dashboard data')}
            onRetry={() => dashboard.refetch()}
          />
        </div>
      ) : null}
      {dashboard.data && profile ? (
        <>
          <section aria-labelledby="profile-heading" className="mt-10">
            <h2 id="profile-heading" className="mb-4 text-2xl">
              Profile
            </h2>
            <ProfileList
              entries={[
                { label: 'First name', value: profile.firstName },
                { label: 'Last name', value: profile.lastName },
                { label: 'Email', value: profile.email },
                { label: 'Phone', value: profile.mobileNumber },
                { label: 'Country', value: profile.country },
              ]}
            />
          </section>
          <section aria-labelledby="orders-heading" className="mt-10">
            <h2 id="orders-heading" className="mb-4 text-2xl">
              Recent Orders
            </h2>
            {dashboard.data.recentOrders.length === 0 ? (
              <EmptyState title="Your Order History Is Empty">
                <p className="text-muted">When you buy an artwork, its order and delivery status will appear here.</p>
                <ButtonLink to="/">Explore Products</ButtonLink>
              </EmptyState>
            ) : (
              <ul className="divide-y divide-line border-y border-line">
                {dashboard.data.recentOrders.map((order) => (
                  <li key={order.id} className="flex flex-wrap justify-between gap-2 py-4">
                    <span className="font-medium">#{order.orderNumber}</span>
                    <span className="text-muted">{new Date(order.date).toLocaleDateString()}</span>
                    <span className="tabular-nums">{USD.format(order.totalAmount)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
