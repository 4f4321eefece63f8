import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ConsoleHeader } from '../../../components/ui/console-header.tsx';
import { ConsoleTabs } from '../../../components/ui/console-tabs.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { clearLogin, useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { VendorProfileTab } from '../components/vendor-profile-tab.tsx';

export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard');
  const navigate = useNavigate();
  const { vendor } = useSession();
  const [loggingOut, setLoggingOut] = useState(false);

  // Without stored vendor data the studio is closed (vendor-and-admin section 6).
  if (!vendor) return loggingOut ? null : <Navigate to="/vendorlogin" replace />;

  function logout() {
    setLoggingOut(true);
    clearLogin('vendor');
    void navigate('/vendorlogin');
  }

  return (
    <>
      <ConsoleHeader area="Artist studio" onLogout={logout} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="mb-8 text-3xl sm:text-4xl">{vendor.displayName || `${vendor.firstName} ${vendor.lastName}`}</h1>
        <ConsoleTabs
          label="Studio sections"
          tabs={[
            {
              value: 'dashboard',
              label: 'Dashboard',
              content: <EmptyState title="No paid orders found. Paid orders will appear here." />,
            },
            { value: 'products', label: 'Products', content: <EmptyState title="No products found" /> },
            {
              value: 'add-product',
              label: 'Add New Product',
              content: (
                <EmptyState title="List a new artwork">
                  <p className="text-muted">
                    This is where you will describe a new artwork, upload its images and certificate, and set its price and
                    shipping.
                  </p>
                </EmptyState>
              ),
            },
            {
              value: 'bank-accounts',
              label: 'Bank Accounts',
              content: (
                <EmptyState title="No bank accounts yet">
                  <p className="text-muted">The accounts your weekly payouts are sent to will be listed here.</p>
                </EmptyState>
              ),
            },
            { value: 'profile', label: 'Profile', content: <VendorProfileTab vendorId={vendor.vendorId ?? vendor.id} /> },
          ]}
        />
      </div>
    </>
  );
}
