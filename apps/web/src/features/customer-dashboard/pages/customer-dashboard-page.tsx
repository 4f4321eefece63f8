import { CustomerDashboardMessages } from '@art-market/domain/copy';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { logOut, useSession } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useCustomerDashboard } from '../api/get-customer-dashboard.ts';
import { CertificatesList } from '../components/certificates-list.tsx';
import { MyOffers } from '../components/my-offers.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { RecentOrders } from '../components/recent-orders.tsx';
import { ReturnsList } from '../components/returns-list.tsx';
import { SavedAddresses } from '../components/saved-addresses.tsx';
import { UnreadMessages } from '../components/unread-messages.tsx';

/** The page's sections, orders first, each reachable from the links at the top. */
const ACCOUNT_SECTIONS = [
  ['orders', 'Orders'],
  ['returns', 'Returns'],
  ['offers', 'My offers'],
  ['certificates', 'Certificates'],
  ['profile', 'Profile'],
  ['addresses', 'Saved addresses'],
] as const;

/** Logout goes to /login after 50 ms (docs/product/accounts.md#logout). */
const LOGOUT_REDIRECT_DELAY_MS = 50;

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
      <nav aria-label="Your collection" className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/saved" className="text-accent underline underline-offset-4">
          Saved works
        </Link>
        <Link to="/following" className="text-accent underline underline-offset-4">
          Following
        </Link>
        <Link to="/messages" className="text-accent underline underline-offset-4">
          Messages
          <UnreadMessages />
        </Link>
      </nav>
      {dashboard.isPending ? <Spinner label="Loading your account…" /> : null}
      {dashboard.isError && !dashboard.data ? (
        <div className="mt-8">
          <ErrorPanel
            message={errorMessage(dashboard.error, CustomerDashboardMessages.fetchDashboard)}
            onRetry={() => dashboard.refetch()}
          />
        </div>
      ) : null}
      {dashboard.data && profile ? (
        <>
          {/* Orders first (issue 28: the profile form stood 1,200 px above them on a phone); the rest by link. */}
          <nav aria-label="My account" className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {ACCOUNT_SECTIONS.map(([id, label]) => (
              <a key={id} href={`#${id}`} className="underline underline-offset-4 hover:text-accent">
                {label}
              </a>
            ))}
          </nav>
          <section id="orders" aria-labelledby="orders-heading" className="mt-8 scroll-mt-24">
            <h2 id="orders-heading" className="mb-4 text-2xl">
              Recent Orders
            </h2>
            <RecentOrders orders={dashboard.data.recentOrders} />
          </section>
          <section id="returns" aria-labelledby="returns-heading" className="mt-10 scroll-mt-24">
            <h2 id="returns-heading" className="mb-4 text-2xl">
              Returns
            </h2>
            <ReturnsList />
          </section>
          <section id="offers" aria-labelledby="offers-heading" className="mt-10 scroll-mt-24">
            <h2 id="offers-heading" className="mb-4 text-2xl">
              My offers
            </h2>
            <MyOffers />
          </section>
          <section id="certificates" aria-labelledby="certificates-heading" className="mt-10 scroll-mt-24">
            <h2 id="certificates-heading" className="mb-4 text-2xl">
              Certificates of sale
            </h2>
            <CertificatesList />
          </section>
          <section id="profile" aria-labelledby="profile-heading" className="mt-10 scroll-mt-24">
            <h2 id="profile-heading" className="mb-4 text-2xl">
              Profile
            </h2>
            <ProfileForm profile={profile} />
          </section>
          <section id="addresses" aria-labelledby="addresses-heading" className="mt-10 scroll-mt-24">
            <h2 id="addresses-heading" className="mb-4 text-2xl">
              Saved addresses
            </h2>
            <SavedAddresses />
          </section>
        </>
      ) : null}
    </div>
  );
}
