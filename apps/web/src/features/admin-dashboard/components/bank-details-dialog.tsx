import { ACCOUNT_TYPES } from '@art-market/domain/rules';
import type { EarningsOrder } from '@art-market/domain/schemas';
import { Modal } from '#web/components/ui/modal.tsx';
import { ProfileList } from '#web/components/ui/profile-list.tsx';

const ACCOUNT_TYPE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(ACCOUNT_TYPES).map(([name, code]) => [code, name]),
);

/** The vendor's default bank account, where the admin sends a manual payment. */
export function BankDetailsDialog({ order, onClose }: { order: EarningsOrder | null; onClose: () => void }) {
  const account = order?.vendorBankAccount;
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Bank details"
      description={order ? `${order.vendorName} · order ${order.orderNumber}` : undefined}
    >
      {account ? (
        <ProfileList
          entries={[
            { label: 'Account holder', value: account.accountHolderName },
            { label: 'Account number', value: account.accountNumber },
            { label: 'Bank name', value: account.bankName },
            { label: 'Account type', value: ACCOUNT_TYPE_NAMES[account.accountType] ?? String(account.accountType) },
            { label: 'IFSC code', value: account.ifscCode },
            { label: 'Bank address', value: account.bankAddress },
            { label: 'IBAN', value: account.iban },
            { label: 'Routing number', value: account.routingNumber },
            { label: 'SWIFT code', value: account.swiftCode },
            { label: 'Status', value: account.isActive ? 'Active' : 'Inactive' },
          ]}
        />
      ) : (
        <p className="text-muted">No bank account on file</p>
      )}
    </Modal>
  );
}
