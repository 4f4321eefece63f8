import {
  BankTransferMessages,
  formatDeclaredAmount,
  formatInr,
  formatUsd,
  formatUsdInrRate,
  verifyPaymentFailedMessage,
} from '@art-market/domain/rules';
import { type VerifiedBankTransfer, verifyBankTransferBodySchema } from '@art-market/domain/schemas';
import { Check, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, readFailure } from '#web/lib/api-client.ts';
import type { PendingBankTransfer } from '../api/get-pending-bank-transfers.ts';
import { useVerifyBankTransfer } from '../api/verify-bank-transfer.ts';
import { HOLD_LAPSED } from './bank-transfer-hold.tsx';
import { BankTransferProof } from './bank-transfer-proof.tsx';
import { formatCalendarDate } from './calendar-date.ts';

function Details({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-lg">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right tabular-nums sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The amount typed, checked by the API's own rule; undefined with the message when it is not one. */
function readAmountReceived(text: string): { amount?: number; error?: string } {
  if (text.trim() === '') return { error: BankTransferMessages.amountReceivedInvalid };
  const parsed = verifyBankTransferBodySchema.shape.amountReceived.safeParse(Number(text));
  return parsed.success ? { amount: parsed.data } : { error: parsed.error.issues[0]?.message };
}

/** What the admin is told once an approval went through: paid, paid with a surplus, or recorded in part. */
function announce(answer: VerifiedBankTransfer, transfer: PendingBankTransfer) {
  const currency = answer.currency ?? transfer.declaredCurrency;
  const format = (amount: number) => formatDeclaredAmount(amount, currency);
  if (answer.partial) {
    toast.success(
      `Partial payment recorded for order ${transfer.orderNumber}: ${format(answer.amountOutstanding ?? 0)} still outstanding`,
    );
    return;
  }
  toast.success(`Payment approved for order ${transfer.orderNumber}`);
  if (answer.amountOverpaid) {
    toast.info(`Received ${format(answer.amountOverpaid)} more than due: return the difference to the customer.`);
  }
}

/**
 * The amount check (docs/product/studio-and-console.md#console-bank-transfer), in the currency the
 * customer sent: what they declared, what the order asks after the discount, and what earlier partial
 * payments have already brought in.
 */
function AmountCheck({ transfer }: { transfer: PendingBankTransfer }) {
  const format = (amount: number) => formatDeclaredAmount(amount, transfer.declaredCurrency);
  const rows: [string, ReactNode][] = [
    ['Declared by the customer', format(transfer.amount)],
    [`Amount due (after the ${transfer.discountPercentage}% discount)`, <strong key="due">{format(transfer.amountDue)}</strong>],
  ];
  if (transfer.partiallyPaid) {
    rows.push(['Received so far', format(transfer.amountReceived)]);
    rows.push(['Outstanding', <strong key="outstanding">{format(transfer.amountOutstanding)}</strong>]);
  }
  return <Details title="Amount check" rows={rows} />;
}

function TransferReview({ transfer, onDone }: { transfer: PendingBankTransfer; onDone: () => void }) {
  const verify = useVerifyBankTransfer();
  // One key per opening of the review: a double click or a retry after a lost answer records the amount once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [notes, setNotes] = useState('');
  const [received, setReceived] = useState('');
  const [receivedError, setReceivedError] = useState<string | undefined>();
  const [decision, setDecision] = useState<boolean | null>(null);
  const failure = readFailure(verify.error);
  const shortfall = failure.status === 409 && failure.message === BankTransferMessages.shortfall;

  function send(isVerified: boolean, extra: { amountReceived?: number; confirmPartial?: boolean } = {}) {
    setDecision(isVerified);
    verify.mutate(
      { body: { orderId: transfer.orderId, isVerified, notes: notes.trim() || null, ...extra }, idempotencyKey },
      {
        onSuccess: (answer) => {
          if (isVerified) announce(answer, transfer);
          else toast.success(`Payment rejected for order ${transfer.orderNumber}`);
          onDone();
        },
      },
    );
  }

  function approve(confirmPartial: boolean) {
    const { amount, error } = readAmountReceived(received);
    setReceivedError(error);
    if (amount === undefined) return;
    send(true, confirmPartial ? { amountReceived: amount, confirmPartial } : { amountReceived: amount });
  }

  const currency = transfer.declaredCurrency;
  return (
    <div className="flex flex-col gap-6">
      {transfer.overdue ? (
        <Alert tone="info">
          {HOLD_LAPSED}: other collectors may have bought them since. Approved, the order goes ahead if its artworks are still
          available, and the transfer is refunded if one has been sold.
        </Alert>
      ) : null}
      {transfer.partiallyPaid ? (
        <Alert tone="info">
          Partially paid: {formatDeclaredAmount(transfer.amountReceived, currency)} received,{' '}
          {formatDeclaredAmount(transfer.amountOutstanding, currency)} outstanding. The order waits for the rest.
        </Alert>
      ) : null}
      {transfer.mismatches.length > 0 ? (
        <Alert>
          <p className="font-medium">Check before approving: this transfer does not match the order.</p>
          <ul className="mt-1 list-disc pl-5">
            {transfer.mismatches.map((mismatch) => (
              <li key={mismatch}>{mismatch}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <AmountCheck transfer={transfer} />
      <div className="grid gap-6 sm:grid-cols-2">
        <Details
          title="Order information"
          rows={[
            ['Order number', transfer.orderNumber],
            ['Order date', new Date(transfer.orderDate).toLocaleDateString()],
            ['Customer', transfer.customerName],
            ['Email', transfer.customerEmail],
            ['Subtotal', formatUsd(transfer.originalSubtotal)],
            [`Discount (${transfer.discountPercentage}%)`, `-${formatUsd(transfer.discountAmount)}`],
            ['Tax', formatUsd(transfer.taxAmount)],
            ['Shipping', formatUsd(transfer.shippingAmount)],
            ['Total', formatUsd(transfer.totalAmount)],
            ['Total in INR', <strong key="inr">{formatInr(transfer.amountInr)}</strong>],
            ['Exchange rate', formatUsdInrRate(transfer.exchangeRate)],
          ]}
        />
        <Details
          title="Payment information"
          rows={[
            [
              'Transaction ID',
              <span key="id" className="break-all">
                {transfer.transactionId}
              </span>,
            ],
            ['Transaction date', formatCalendarDate(transfer.transactionDate)],
            ['Bank', transfer.bankName],
            ['Account holder', transfer.accountHolderName || 'Not provided'],
            ['Amount declared', formatDeclaredAmount(transfer.amount, transfer.declaredCurrency)],
            ['Submitted', new Date(transfer.submittedAt).toLocaleString()],
          ]}
        />
      </div>
      <section className="flex flex-col gap-3">
        <h3 className="text-lg">Proof of payment</h3>
        <BankTransferProof transfer={transfer} />
      </section>
      <TextField
        label={`Amount received (${currency})`}
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        hint={
          transfer.partiallyPaid
            ? 'What arrived since the partial payments already recorded, as your bank statement shows it.'
            : 'What your bank statement shows for this transfer. Needed to approve.'
        }
        value={received}
        error={receivedError}
        onChange={(event) => {
          setReceived(event.target.value);
          setReceivedError(undefined);
          verify.reset();
        }}
      />
      <TextAreaField
        label="Notes"
        hint="Sent to the customer with your decision."
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      {shortfall ? (
        <Alert>
          <p>{failure.message}</p>
          <Button className="mt-3" variant="secondary" onClick={() => approve(true)} disabled={verify.isPending}>
            Confirm as partial payment
          </Button>
        </Alert>
      ) : verify.isError ? (
        <Alert>{verifyPaymentFailedMessage(errorMessage(verify.error, BankTransferMessages.verifyFailed))}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => approve(false)} disabled={verify.isPending}>
          <Check aria-hidden="true" className="size-4" />
          {verify.isPending && decision === true ? 'Approving…' : 'Approve Payment'}
        </Button>
        <Button variant="secondary" onClick={() => send(false)} disabled={verify.isPending}>
          <X aria-hidden="true" className="size-4" />
          {verify.isPending && decision === false ? 'Rejecting…' : 'Reject Payment'}
        </Button>
      </div>
    </div>
  );
}

export function BankTransferDialog({ transfer, onClose }: { transfer: PendingBankTransfer | null; onClose: () => void }) {
  return (
    <Modal
      open={transfer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Bank transfer details"
      description={transfer ? `Order ${transfer.orderNumber} · ${transfer.customerName}` : undefined}
      wide
    >
      {transfer ? <TransferReview transfer={transfer} onDone={onClose} /> : null}
    </Modal>
  );
}
