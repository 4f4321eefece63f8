import { AccountMessages } from '@art-market/domain/copy';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ConsoleHeader } from '#web/components/ui/console-header.tsx';
import { ConsoleTabs } from '#web/components/ui/console-tabs.tsx';
import { logOut, useSession } from '#web/lib/session.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AddArtForm } from '../components/add-art-form.tsx';
import { BankAccountsTab } from '../components/bank-accounts-tab.tsx';
import { StudioHeading } from '../components/studio-heading.tsx';
import { StudioMessagesTab, StudioUnreadBadge } from '../components/studio-messages-tab.tsx';
import { StudioOffersTab } from '../components/studio-offers-tab.tsx';
import { StudioReviewsTab } from '../components/studio-reviews-tab.tsx';
import { VendorEarningsPanel } from '../components/vendor-earnings-panel.tsx';
import { VendorOverviewTab } from '../components/vendor-overview-tab.tsx';
import { VendorProductsTab } from '../components/vendor-products-tab.tsx';
import { VendorProfileTab } from '../components/vendor-profile-tab.tsx';

export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard');
  const navigate = useNavigate();
  const { vendor, vendorToken } = useSession();
  const [loggingOut, setLoggingOut] = useState(false);
  const [params] = useSearchParams();

  // Without stored vendor data the studio is closed (docs/product/studio-and-console.md#routes); a token left without its data
  // (removed, or unreadable and dropped at load) is a broken login, not a visitor, and is named as such.
  if (!vendor) {
    if (loggingOut) return null;
    const message = vendorToken ? AccountMessages.noAuthData : AccountMessages.dashboardLoginRequired;
    return <Navigate to="/vendorlogin" replace state={{ message }} />;
  }

  const vendorId = vendor.vendorId ?? vendor.id;

  function logout() {
    setLoggingOut(true);
    logOut('vendor');
    void navigate('/vendorlogin');
  }

  return (
    <>
      <ConsoleHeader area="Artist studio" onLogout={logout} />
      <main id="main" className="mx-auto max-w-[96rem] px-4 py-10 sm:px-6">
        <StudioHeading vendorId={vendorId} fallbackName={vendor.displayName || `${vendor.firstName} ${vendor.lastName}`} />
        <ConsoleTabs
          label="Studio sections"
          defaultValue={params.get('tab')}
          tabs={[
            {
              value: 'dashboard',
              label: 'Dashboard',
              content: (
                <div className="flex flex-col gap-10">
                  <VendorOverviewTab vendorId={vendorId} />
                  <VendorEarningsPanel vendorId={vendorId} />
                </div>
              ),
            },
            { value: 'products', label: 'Products', content: <VendorProductsTab vendorId={vendorId} /> },
            { value: 'add-product', label: 'Add New Product', content: <AddArtForm vendorId={vendorId} /> },
            { value: 'offers', label: 'Offers', content: <StudioOffersTab vendorId={vendorId} /> },
            { value: 'reviews', label: 'Reviews', content: <StudioReviewsTab vendorId={vendorId} /> },
            {
              value: 'messages',
              label: 'Messages',
              badge: <StudioUnreadBadge vendorId={vendorId} />,
              content: <StudioMessagesTab vendorId={vendorId} />,
            },
            { value: 'bank-accounts', label: 'Bank Accounts', content: <BankAccountsTab vendorId={vendorId} /> },
            { value: 'profile', label: 'Profile', content: <VendorProfileTab vendorId={vendorId} /> },
          ]}
        />
      </main>
    </>
  );
}
