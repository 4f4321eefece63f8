import {
  BankTransferMessages,
  formatDeclaredAmount,
  formatInr,
  formatUsd,
  verifyPaymentFailedMessage,
} from '@art-market/domain/rules';
import { Check, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextAreaField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
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

function TransferReview({ transfer, onDone }: { transfer: PendingBankTransfer; onDone: () => void }) {
  const verify = useVerifyBankTransfer();
  const [notes, setNotes] = useState('');
  const [decision, setDecision] = useState<boolean | null>(null);

  function review(isVerified: boolean) {
    setDecision(isVerified);
    verify.mutate(
      { orderId: transfer.orderId, isVerified, notes: notes.trim() || null },
      {
        onSuccess: () => {
          toast.success(`Payment ${isVerified ? 'approved' : 'rejected'} for order ${transfer.orderNumber}`);
          onDone();
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {transfer.overdue ? (
        <Alert tone="info">
          {HOLD_LAPSED}: other collectors may have bought them since. Approved, the order goes ahead if its artworks are still
          available, and the transfer is refunded if one has been sold.
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
            ['Exchange rate', `1 USD = ${formatInr(transfer.exchangeRate)}`],
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
      <TextAreaField
        label="Notes"
        hint="Sent to the customer with your decision."
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      {verify.isError ? (
        <Alert>{verifyPaymentFailedMessage(errorMessage(verify.error, BankTransferMessages.verifyFailed))}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => review(true)} disabled={verify.isPending}>
          <Check aria-hidden="true" className="size-4" />
          {verify.isPending && decision === true ? 'Approving…' : 'Approve Payment'}
        </Button>
        <Button variant="secondary" onClick={() => review(false)} disabled={verify.isPending}>
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
