import { fieldErrorsOf, formatUsd, refundableCents, toCents, toDollars } from '@art-market/domain/rules';
import { cancelOrderBodySchema, type DashboardOrder } from '@art-market/domain/schemas';
import { type FormEvent, type RefObject, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { AfterSaleWords, REFUND_TIMING } from '../after-sale-words.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

/** A cancellation refunds everything paid that has not been refunded yet (products, tax and shipping). */
function cancellationRefund(order: DashboardOrder): number {
  return toDollars(refundableCents(toCents(order.totalAmount), toCents(order.refundedAmount)));
}

export function CancelOrderDialog({
  order,
  open,
  onOpenChange,
  onCancelled,
  returnFocusTo,
}: {
  order: DashboardOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: (message: string) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const refund = cancellationRefund(order);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel order #${order.orderNumber}?`}
      description={`Nothing has shipped yet, so you can still cancel. All you paid, ${formatUsd(refund)}, is refunded to your original payment method. ${REFUND_TIMING}`}
      returnFocusTo={returnFocusTo}
    >
      <CancelOrderForm order={order} refund={refund} onCancelled={onCancelled} onKeep={() => onOpenChange(false)} />
    </Modal>
  );
}

function CancelOrderForm({
  order,
  refund,
  onCancelled,
  onKeep,
}: {
  order: DashboardOrder;
  refund: number;
  onCancelled: (message: string) => void;
  onKeep: () => void;
}) {
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cancelOrderBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(fieldErrorsOf(parsed.error.issues).reason);
      return;
    }
    cancel.mutate({ orderId: order.id, reason: parsed.data.reason }, { onSuccess: (answer) => onCancelled(answer.message) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextAreaField
        label="Reason (optional)"
        hint="Telling us why helps the artist; you do not have to."
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
          if (!cancel.isIdle) cancel.reset();
        }}
      />
      {cancel.isError ? <Alert>{errorMessage(cancel.error, AfterSaleWords.cancelFailed)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onKeep}>
          Keep order
        </Button>
        <Button type="submit" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : `Cancel order and refund ${formatUsd(refund)}`}
        </Button>
      </div>
    </form>
  );
}
