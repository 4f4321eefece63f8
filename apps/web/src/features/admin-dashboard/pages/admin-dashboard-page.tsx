import { AccountMessages, TwoFactorMessages } from '@art-market/domain/copy';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { TwoFactorSettings } from '#web/components/two-factor/two-factor-settings.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ConsoleHeader } from '#web/components/ui/console-header.tsx';
import { ConsoleTabs } from '#web/components/ui/console-tabs.tsx';
import { logOut, useSession } from '#web/lib/session.ts';
import { useTwoFactorStatus } from '#web/lib/two-factor-api.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AdminProductsTab } from '../components/admin-products-tab.tsx';
import { BankTransferTab } from '../components/bank-transfer-tab.tsx';
import { CollectionsTab } from '../components/collections-tab.tsx';
import { CommissionTab } from '../components/commission-tab.tsx';
import { CustomersTab } from '../components/customers-tab.tsx';
import { EarningsTab } from '../components/earnings-tab.tsx';
import { OrdersTab } from '../components/orders-tab.tsx';
import { ReportedConversationsTab } from '../components/reported-conversations-tab.tsx';
import { ReturnsTab } from '../components/returns-tab.tsx';
import { ReviewsTab } from '../components/reviews-tab.tsx';
import { VendorsTab } from '../components/vendors-tab.tsx';

const TABS = [
  { value: 'orders', label: 'Orders', content: <OrdersTab /> },
  { value: 'returns', label: 'Returns', content: <ReturnsTab /> },
  { value: 'products', label: 'Products', content: <AdminProductsTab /> },
  { value: 'collections', label: 'Collections', content: <CollectionsTab /> },
  { value: 'vendors', label: 'Vendors', content: <VendorsTab /> },
  { value: 'customers', label: 'Customers', content: <CustomersTab /> },
  { value: 'reviews', label: 'Reviews', content: <ReviewsTab /> },
  { value: 'reported-messages', label: 'Reported messages', content: <ReportedConversationsTab /> },
  { value: 'earnings', label: 'Earnings', content: <EarningsTab /> },
  {
    value: 'commission',
    label: 'Commission',
    content: <CommissionTab />,
  },
  { value: 'bank-transfer', label: 'Bank Transfer', content: <BankTransferTab /> },
  { value: 'security', label: 'Security', content: <TwoFactorSettings account="admin" /> },
];

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const navigate = useNavigate();
  const { admin, adminToken } = useSession();
  const [loggingOut, setLoggingOut] = useState(false);

  // As the studio: a token without its stored admin data is a broken login, named as such.
  if (!admin) {
    if (loggingOut) return null;
    const message = adminToken ? AccountMessages.noAuthData : AccountMessages.dashboardLoginRequired;
    return <Navigate to="/admin-login" replace state={{ message }} />;
  }

  function logout() {
    setLoggingOut(true);
    logOut('admin');
    void navigate('/admin-login');
  }

  return (
    <>
      <ConsoleHeader area="Admin console" onLogout={logout} />
      <main id="main" className="mx-auto max-w-[96rem] px-4 py-10 sm:px-6">
        <h1 className="mb-8 text-3xl sm:text-4xl">Welcome, {admin.name}</h1>
        <ConsoleBody />
      </main>
    </>
  );
}

/** Where admins must use two-factor authentication, one who has not set it up sees its set-up and nothing else. */
function ConsoleBody() {
  const status = useTwoFactorStatus('admin');
  if (status.isPending) return <p className="text-muted">Loading…</p>;
  if (status.data?.required && !status.data.enabled) {
    return (
      <div className="flex flex-col gap-6">
        <Alert tone="info">{TwoFactorMessages.enrolmentRequired}</Alert>
        <TwoFactorSettings account="admin" />
      </div>
    );
  }
  return <ConsoleTabs label="Console sections" tabs={TABS} />;
}
