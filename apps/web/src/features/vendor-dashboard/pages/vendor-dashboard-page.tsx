import { AccountMessages } from '@art-market/domain/copy';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ConsoleHeader } from '../../../components/ui/console-header.tsx';
import { ConsoleTabs } from '../../../components/ui/console-tabs.tsx';
import { logOut, useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AddArtForm } from '../components/add-art-form.tsx';
import { BankAccountsTab } from '../components/bank-accounts-tab.tsx';
import { StudioHeading } from '../components/studio-heading.tsx';
import { VendorEarningsPanel } from '../components/vendor-earnings-panel.tsx';
import { VendorOverviewTab } from '../components/vendor-overview-tab.tsx';
import { VendorProductsTab } from '../components/vendor-products-tab.tsx';
import { VendorProfileTab } from '../components/vendor-profile-tab.tsx';

export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard');
  const navigate = useNavigate();
  const { vendor } = useSession();
  const [loggingOut, setLoggingOut] = useState(false);

  // Without stored vendor data the studio is closed (vendor-and-admin section 6).
  if (!vendor) {
    return loggingOut ? null : <Navigate to="/vendorlogin" replace state={{ message: AccountMessages.dashboardLoginRequired }} />;
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
            { value: 'bank-accounts', label: 'Bank Accounts', content: <BankAccountsTab vendorId={vendorId} /> },
            { value: 'profile', label: 'Profile', content: <VendorProfileTab vendorId={vendorId} /> },
          ]}
        />
      </main>
    </>
  );
}
