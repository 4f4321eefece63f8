import { BankAccountMessages, TwoFactorMessages } from '@art-market/domain/copy';
import { ACCOUNT_TYPES } from '@art-market/domain/rules';
import {
  type BankAccount,
  type BankAccountChange,
  type BankAccountChangeInput,
  bankAccountChangeSchema,
} from '@art-market/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError, errorMessage, fieldErrorsText } from '#web/lib/api-client.ts';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { useTwoFactorStatus } from '#web/lib/two-factor-api.ts';
import { useSaveBankAccount } from '../api/save-bank-account.ts';

const ACCOUNT_TYPE_OPTIONS = Object.entries(ACCOUNT_TYPES).map(([label, value]) => ({ value: String(value), label }));

const EMPTY: BankAccountChangeInput = {
  accountHolderName: '',
  bankName: '',
  accountNumber: '',
  accountType: ACCOUNT_TYPES.Savings,
  ifscCode: '',
  iban: '',
  routingNumber: '',
  swiftCode: '',
  bankAddress: '',
  isDefault: false,
  currentPassword: '',
};

function valuesOf(account: BankAccount | null): BankAccountChangeInput {
  if (!account) return EMPTY;
  const { accountHolderName, bankName, accountNumber, ifscCode, iban, routingNumber, swiftCode, bankAddress, isDefault } =
    account;
  const accountType = account.accountType === ACCOUNT_TYPES.Current ? ACCOUNT_TYPES.Current : ACCOUNT_TYPES.Savings;
  return {
    accountHolderName,
    bankName,
    accountNumber,
    accountType,
    ifscCode,
    iban,
    routingNumber,
    swiftCode,
    bankAddress,
    isDefault,
  };
}

/** The server's answer about the current password (missing or wrong), shown as it says it. */
export function passwordFailure(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errors?.currentPassword : undefined;
}

/**
 * The password refusal first; adding: the server's field errors as "field: message" joined by commas
 * (docs/product/api-conventions.md#error-body). Otherwise the server's message, or the one text for a
 * save that failed without one.
 */
function failureText(error: unknown, editing: boolean): string {
  const password = passwordFailure(error);
  if (password) return password;
  const code = error instanceof ApiError ? error.errors?.code : undefined;
  if (code) return code;
  const fieldErrors = editing ? undefined : fieldErrorsText(error);
  return fieldErrors ?? errorMessage(error, BankAccountMessages.saveFailed);
}

function BankAccountForm({ vendorId, account, onDone }: { vendorId: string; account: BankAccount | null; onDone: () => void }) {
  const save = useSaveBankAccount(vendorId);
  // With two-factor authentication on, every add or change takes a fresh code from the app.
  const twoFactor = useTwoFactorStatus('vendor');
  const form = useForm<BankAccountChangeInput, unknown, BankAccountChange>({
    resolver: zodResolver(bankAccountChangeSchema),
    reValidateMode: 'onSubmit',
    defaultValues: valuesOf(account),
  });
  const [unchanged, setUnchanged] = useState(false);
  const field = fieldRegistrar(form, () => {
    setUnchanged(false);
    if (save.isError) save.reset();
  });
  const editing = account !== null;
  const { isDirty } = form.formState;

  function submit({ currentPassword, ...fields }: BankAccountChange) {
    // Nothing to save: say so rather than answer "updated" for a request that changed nothing.
    if (editing && !isDirty) {
      setUnchanged(true);
      return;
    }
    // A new account is a new place payouts may go: the server asks for the password (an edit needs none).
    if (!editing && !currentPassword) {
      form.setError('currentPassword', { message: BankAccountMessages.currentPasswordRequired });
      return;
    }
    save.mutate(
      { fields: editing ? fields : { ...fields, currentPassword }, accountId: account?.id },
      {
        onSuccess: () => {
          toast.success(editing ? BankAccountMessages.updated : BankAccountMessages.added);
          onDone();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <TextField label="Account holder name" required autoComplete="name" {...field('accountHolderName')} />
      <TextField label="Bank name" required {...field('bankName')} />
      <TextField label="Account number" required inputMode="numeric" {...field('accountNumber')} />
      <SelectField
        label="Account type"
        options={ACCOUNT_TYPE_OPTIONS}
        {...form.register('accountType', { setValueAs: (value: unknown) => Number(value) })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="IFSC code" hint="e.g. HDFC0001234" autoCapitalize="characters" {...field('ifscCode')} />
        <TextField label="IBAN" hint="e.g. GB29NWBK60161331926819" autoCapitalize="characters" {...field('iban')} />
        <TextField label="Routing number" {...field('routingNumber')} />
        <TextField label="SWIFT code" autoCapitalize="characters" {...field('swiftCode')} />
      </div>
      <TextField label="Bank address" required {...field('bankAddress')} />
      {editing ? null : <CheckboxField label="Make this my default account" {...form.register('isDefault')} />}
      {editing ? null : (
        <TextField
          label="Current password"
          type="password"
          required
          autoComplete="current-password"
          hint="Needed to add a bank account"
          {...field('currentPassword')}
        />
      )}
      {twoFactor.data?.enabled ? (
        <TextField
          label={TwoFactorMessages.codeLabel}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="From your authenticator app"
          {...field('code')}
        />
      ) : null}
      {save.isError ? <Alert>{failureText(save.error, editing)}</Alert> : null}
      {unchanged ? <Alert tone="info">{BankAccountMessages.unchanged}</Alert> : null}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? 'Saving…' : editing ? 'Save changes' : 'Add account'}
      </Button>
    </form>
  );
}

export function BankAccountDialog({
  vendorId,
  open,
  account,
  onOpenChange,
}: {
  vendorId: string;
  open: boolean;
  account: BankAccount | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={account ? 'Edit bank account' : 'Add bank account'}>
      {open ? <BankAccountForm vendorId={vendorId} account={account} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}
