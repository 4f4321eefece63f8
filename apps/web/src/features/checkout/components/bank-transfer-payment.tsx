import {
  BANK_TRANSFER_RAIL_CURRENCY,
  type BankTransferCurrency,
  BankTransferMessages,
  type BankTransferRail,
  bankTransferRailFor,
  bankTransferReferenceNotice,
  fieldErrorsOf,
  formatDeclaredAmount,
  formatInrAt,
  formatUsd,
  isFutureTransactionDate,
  proofFileProblem,
  WIRE_FEES_NOTICE,
} from '@art-market/domain/rules';
import {
  bankTransferFieldsSchema,
  missingBankTransferFields,
  type OrderView,
  type PaymentConfig,
} from '@art-market/domain/schemas';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { controlClasses, Field } from '#web/components/ui/field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { fieldRegistrar } from '#web/lib/form-fields.ts';
import { type BankTransferSubmission, useSubmitBankTransfer } from '../api/submit-bank-transfer.ts';

interface FormValues {
  transactionId: string;
  transactionDate: string;
  bankName: string;
  accountHolderName: string;
  amount: string;
  currency: BankTransferCurrency;
  proofFile: FileList | null;
}

const CURRENCY_OPTIONS = [
  { value: 'USD', label: 'US dollars (USD)' },
  { value: 'INR', label: 'Indian rupees (INR)' },
] as const;

/** Today in the browser's own calendar: the latest date the date picker offers. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
type Checked = Omit<BankTransferSubmission, 'orderId' | 'rail'>;

const asFieldErrors = (messages: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [name, { type: 'validate', message }]),
  ) as FieldErrors<FormValues>;

/**
 * Any gap answers the one message 'Please fill all required fields and upload
 * proof of payment' (with each missing field marked), then formats, then the proof's type and size.
 */
const checkBankTransfer: Resolver<FormValues, unknown, Checked> = async (values) => {
  const proofFile = values.proofFile?.[0] ?? null;
  const missing = missingBankTransferFields({ ...values }, proofFile !== null);
  if (Object.keys(missing).length > 0) {
    return {
      values: {},
      errors: { ...asFieldErrors(missing), root: { type: 'required', message: BankTransferMessages.required } },
    };
  }
  const parsed = bankTransferFieldsSchema.omit({ orderId: true }).safeParse(values);
  const problems = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  if (parsed.success && isFutureTransactionDate(parsed.data.transactionDate, new Date())) {
    problems.transactionDate = BankTransferMessages.futureTransactionDate;
  }
  const fileProblem = proofFileProblem(proofFile);
  if (fileProblem) problems.proofFile = fileProblem;
  if (!parsed.success || Object.keys(problems).length > 0 || !proofFile) return { values: {}, errors: asFieldErrors(problems) };
  return { values: { ...parsed.data, proofFile }, errors: {} };
};

type Accounts = Pick<PaymentConfig, 'bankAccount' | 'wireAccount'>;

/** NEFT: the Indian account and its IFSC. A wire: the SWIFT/BIC, the IBAN or account number, the bank's address. */
function accountEntries(rail: BankTransferRail, { bankAccount, wireAccount }: Accounts): [string, string][] {
  if (rail === 'neft' || !wireAccount) {
    return [
      ['Bank', bankAccount.bankName],
      ['Account name', bankAccount.accountName],
      ['Account number', bankAccount.accountNumber],
      ['IFSC code', bankAccount.ifscCode],
    ];
  }
  const entries: [string, string | null][] = [
    ['Beneficiary', wireAccount.accountName],
    ['IBAN', wireAccount.iban],
    ['Account number', wireAccount.accountNumber],
    ['SWIFT/BIC', wireAccount.swiftCode],
    ['Bank', wireAccount.bankName],
    ['Bank address', wireAccount.bankAddress],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== null);
}

function BankDetails({ entries }: { entries: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-sm border border-line bg-paper p-4 text-sm">
      {entries.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Destination account for the order's rail (NEFT in India, an international wire elsewhere: ADR 0043),
 * the amount, and the proof of the transfer.
 */
export function BankTransferPayment({ order, accounts }: { order: OrderView; accounts: Accounts }) {
  const rail = bankTransferRailFor(order.shippingAddressDetails.country, accounts.wireAccount !== null) ?? 'wire';
  const navigate = useNavigate();
  const submit = useSubmitBankTransfer();
  const form = useForm<FormValues, unknown, Checked>({
    resolver: checkBankTransfer,
    reValidateMode: 'onSubmit',
    defaultValues: {
      transactionId: '',
      transactionDate: '',
      bankName: '',
      accountHolderName: '',
      amount: '',
      currency: BANK_TRANSFER_RAIL_CURRENCY[rail],
      proofFile: null,
    },
  });
  const field = fieldRegistrar(form, () => {
    form.clearErrors('root');
    if (submit.isError) submit.reset();
  });
  const proof = field('proofFile');
  const quote = order.bankTransferQuote;
  const currency = useWatch({ control: form.control, name: 'currency' });
  const due = formatDeclaredAmount(currency === 'INR' ? quote.totalAmountInr : quote.totalAmount, currency);

  function send(values: Checked) {
    submit.mutate(
      { orderId: order.id, rail, ...values },
      {
        onSuccess: () =>
          void navigate(`/order-confirmation/${order.id}?source=banktransfer`, {
            state: { paymentType: 'neft', paymentCompleted: true },
          }),
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.errors) return;
          for (const [name, message] of Object.entries(error.errors)) {
            if (name in form.getValues()) form.setError(name as keyof FormValues, { message });
          }
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        {rail === 'neft' ? (
          <p className="text-sm">
            Transfer{' '}
            <strong className="tabular-nums">
              {formatInrAt({ amountInr: quote.totalAmountInr, exchangeRate: quote.exchangeRate })}
            </strong>{' '}
            by NEFT (<strong className="tabular-nums">{formatUsd(quote.totalAmount)}</strong>) to:
          </p>
        ) : (
          <p className="text-sm">
            Send an international wire of <strong className="tabular-nums">{formatUsd(quote.totalAmount)}</strong> (US dollars)
            to:
          </p>
        )}
        <BankDetails entries={accountEntries(rail, accounts)} />
        {rail === 'wire' ? <p className="text-sm font-medium">{WIRE_FEES_NOTICE}</p> : null}
        <p className="rounded-sm border border-ink/30 bg-white px-4 py-3 text-sm font-medium">
          {bankTransferReferenceNotice(order.orderNumber)}
        </p>
        <p className="text-sm text-muted">
          This includes your 5% bank transfer discount of {formatUsd(quote.discountAmount)}. Your artworks are reserved for you
          once you send the details below, until our team has checked the payment.
        </p>
      </div>
      <form noValidate onSubmit={form.handleSubmit(send)} className="flex flex-col gap-5" aria-label="Bank transfer details">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Transaction ID"
            required
            hint="The UTR or reference on your bank's receipt"
            {...field('transactionId')}
          />
          <TextField label="Transaction date" type="date" max={localToday()} required {...field('transactionDate')} />
          <TextField label="Bank name" required {...field('bankName')} />
          <TextField label="Account holder name" autoComplete="name" {...field('accountHolderName')} />
          <SelectField label="Currency of the transfer" required options={CURRENCY_OPTIONS} {...field('currency')} />
          <TextField
            label={`Amount transferred (${currency})`}
            inputMode="decimal"
            required
            hint={`As on your bank's receipt; the total is ${due}`}
            {...field('amount')}
          />
        </div>
        <Field label="Proof of payment" required hint="An image or PDF of the receipt, at most 5 MB" error={proof.error}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="file"
              accept="image/*,application/pdf"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className={`${controlClasses} file:mr-3 file:border-0 file:bg-transparent file:font-medium`}
              name={proof.name}
              ref={proof.ref}
              onChange={proof.onChange}
              onBlur={proof.onBlur}
            />
          )}
        </Field>
        {form.formState.errors.root?.message ? <Alert>{form.formState.errors.root.message}</Alert> : null}
        {submit.isError ? <Alert>{errorMessage(submit.error, BankTransferMessages.submitFailed)}</Alert> : null}
        <Button type="submit" disabled={submit.isPending} className="self-start">
          {submit.isPending ? 'Submitting…' : 'Submit bank transfer'}
        </Button>
      </form>
    </div>
  );
}
