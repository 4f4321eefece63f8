import { payoutWaitMessage } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import type { EarningsOrder } from '@art-market/domain/schemas';
import { type FormEvent, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

type Confirm = (order: EarningsOrder, bankReference: string) => void;

function PaymentForm({ order, onConfirm }: { order: EarningsOrder; onConfirm: Confirm }) {
  const [bankReference, setBankReference] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(order, bankReference);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {order.refundDeductions.length > 0 ? (
        <dl aria-label="What the vendor is owed" className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
          <dt className="text-muted">Earning as sold</dt>
          <dd className="text-right tabular-nums">{formatUsd(order.earnedAmount)}</dd>
          {order.refundDeductions.map((deduction, index) => (
            <div key={`${deduction.date}-${index}`} className="contents">
              <dt className="text-muted">
                {deduction.kind === 'chargeback' ? 'Chargeback' : 'Refund'} of {new Date(deduction.date).toLocaleDateString()}
              </dt>
              <dd className="text-right tabular-nums">-{formatUsd(deduction.amount)}</dd>
            </div>
          ))}
          <dt className="font-semibold">Owed</dt>
          <dd className="text-right font-semibold tabular-nums">{formatUsd(order.vendorPayment)}</dd>
        </dl>
      ) : null}
      <p className="text-sm">
        Send <strong className="tabular-nums">{formatUsd(order.vendorPayment)}</strong> to {order.vendorName}'s bank account, then
        record it here.
      </p>
      <TextField
        label="Bank's transfer reference (optional)"
        maxLength={200}
        autoComplete="off"
        hint="The UTR or reference your bank gave the transfer; the vendor sees it on their statement."
        value={bankReference}
        onChange={(event) => setBankReference(event.target.value)}
      />
      <Button type="submit" className="self-start">
        Mark as Paid
      </Button>
    </form>
  );
}

/** Mark as Paid asks for the bank's reference first; the status still turns Paid at once on confirming. */
export function MarkVendorPaidDialog({
  order,
  onConfirm,
  onClose,
}: {
  order: EarningsOrder | null;
  onConfirm: Confirm;
  onClose: () => void;
}) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Record vendor payment"
      description={order ? `Order ${order.orderNumber}` : undefined}
    >
      {order?.payoutWait ? (
        <div className="flex flex-col gap-4">
          <Alert tone="info">{payoutWaitMessage(order.payoutWait)}</Alert>
          <p className="text-sm">
            Nothing to send yet: {order.vendorName} will be owed{' '}
            <span className="tabular-nums">{formatUsd(order.vendorPayment)}</span> for this order.
          </p>
        </div>
      ) : order ? (
        <PaymentForm order={order} onConfirm={onConfirm} />
      ) : null}
    </Modal>
  );
}
