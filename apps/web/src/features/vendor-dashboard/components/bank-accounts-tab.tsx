import { BankAccountMessages } from '@art-market/domain/copy';
import { ACCOUNT_TYPES, defaultAccountFields, maskAccountNumber, maskIban } from '@art-market/domain/rules';
import type { BankAccount } from '@art-market/domain/schemas';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable, type TableColumn } from '#web/components/ui/data-table.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { TableSkeleton } from '#web/components/ui/skeleton.tsx';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteBankAccount } from '../api/delete-bank-account.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { useSaveBankAccount } from '../api/save-bank-account.ts';
import { BankAccountDialog, passwordFailure } from './bank-account-dialog.tsx';

const TYPE_LABEL = Object.fromEntries(Object.entries(ACCOUNT_TYPES).map(([label, value]) => [value, label]));

export function BankAccountsTab({ vendorId }: { vendorId: string }) {
  const accounts = useBankAccounts(vendorId);
  const remove = useDeleteBankAccount(vendorId);
  const save = useSaveBankAccount(vendorId);
  const [editor, setEditor] = useState<{ account: BankAccount | null } | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const [promoting, setPromoting] = useState<BankAccount | null>(null);
  const [password, setPassword] = useState('');
  const [promoteError, setPromoteError] = useState<string | null>(null);

  function startPromoting(account: BankAccount | null) {
    setPromoting(account);
    setPassword('');
    setPromoteError(null);
    save.reset();
  }

  /**
   * Payouts go to the default account, so making one the default asks for the current password; a
   * refusal (missing, wrong, too many tries) stays in the dialog, in the server's words.
   */
  function confirmDefault() {
    if (!promoting) return;
    if (!password) {
      setPromoteError(BankAccountMessages.currentPasswordRequired);
      return;
    }
    save.mutate(
      { fields: { ...defaultAccountFields(promoting), currentPassword: password }, accountId: promoting.id },
      {
        onSuccess: () => {
          toast.success(BankAccountMessages.madeDefault);
          startPromoting(null);
        },
        onError: (error) => setPromoteError(passwordFailure(error) ?? errorMessage(error, 'Failed to update bank account')),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(BankAccountMessages.deleted),
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete bank account')),
      onSettled: () => setDeleting(null),
    });
  }

  const columns: TableColumn<BankAccount>[] = [
    { header: 'Account holder', cell: (a) => a.accountHolderName },
    { header: 'Bank', cell: (a) => a.bankName },
    { header: 'Account number', cell: (a) => <span className="tabular-nums">{maskAccountNumber(a.accountNumber)}</span> },
    { header: 'Type', hideBelow: 'lg', cell: (a) => TYPE_LABEL[a.accountType] ?? '—' },
    // The IBAN contains the account number, so it is masked like it.
    { header: 'IFSC / IBAN', hideBelow: 'md', cell: (a) => a.ifscCode || (a.iban ? maskIban(a.iban) : '—') },
    {
      header: 'Default',
      cell: (a) =>
        a.isDefault ? (
          <StatusBadge tone="live">Default</StatusBadge>
        ) : (
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            aria-label={`Make account ending ${a.accountNumber.slice(-4)} the default`}
            onClick={() => startPromoting(a)}
          >
            Make default
          </Button>
        ),
    },
    {
      header: 'Actions',
      title: (a) => (a.isDefault ? 'Default account cannot be edited or deleted' : undefined),
      cell: (a) =>
        // The default account can be neither edited nor deleted (docs/product/studio-and-console.md#bank-accounts).
        a.isDefault ? (
          <span className="text-sm text-muted">Default account cannot be edited or deleted</span>
        ) : (
          <div className="flex gap-1">
            <Button variant="ghost" className="min-h-11 px-3" onClick={() => setEditor({ account: a })}>
              <Pencil aria-hidden="true" className="size-4" />
              <span className="sr-only">Edit account ending {a.accountNumber.slice(-4)}</span>
            </Button>
            <Button variant="ghost" className="min-h-11 px-3" onClick={() => setDeleting(a)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sr-only">Delete account ending {a.accountNumber.slice(-4)}</span>
            </Button>
          </div>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditor({ account: null })}>
          <Plus aria-hidden="true" className="size-4" />
          Add account
        </Button>
      </div>
      {accounts.isPending ? (
        <TableSkeleton label="Loading bank accounts…" />
      ) : accounts.isError ? (
        <ErrorPanel message={errorMessage(accounts.error, 'Failed to fetch bank accounts')} onRetry={() => accounts.refetch()} />
      ) : (
        <DataTable
          caption="Bank accounts"
          columns={columns}
          rows={accounts.data}
          rowKey={(a) => a.id}
          empty="No bank accounts yet. Add the account your weekly payouts should go to."
        />
      )}
      <BankAccountDialog
        vendorId={vendorId}
        open={editor !== null}
        account={editor?.account ?? null}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete bank account"
        message="Are you sure you want to delete this bank account?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={promoting !== null}
        onOpenChange={(open) => {
          if (!open) startPromoting(null);
        }}
        title="Make default account"
        message={`Send your payouts to ${promoting?.bankName ?? ''} account ${maskAccountNumber(promoting?.accountNumber ?? '')} from now on?`}
        confirmLabel="Make default"
        pending={save.isPending}
        onConfirm={confirmDefault}
      >
        <TextField
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          hint="Needed to change where your payouts go"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPromoteError(null);
          }}
        />
        {promoteError ? <Alert>{promoteError}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
