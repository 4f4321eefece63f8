import type { DashboardOrder } from '@art-market/domain/schemas';
import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { formatOrderDate } from '#web/lib/dates.ts';
import { msUntil, timeLeftText, useNow } from '../use-time-left.ts';

export type AfterSaleAction = 'cancel' | 'return';

/**
 * Cancel while the API's window is open (24 h after payment, nothing shipped), return while its window is
 * (7 days after delivery). Each disappears on its own once its deadline passes.
 */
export function OrderActions({
  order,
  onOpen,
}: {
  order: DashboardOrder;
  onOpen: (action: AfterSaleAction, trigger: HTMLButtonElement) => void;
}) {
  const now = useNow(order.cancellableUntil !== null || order.returnableUntil !== null);
  const cancelLeft = msUntil(order.cancellableUntil, now);
  const returnable = order.returnableUntil !== null && order.returnQuote !== null && msUntil(order.returnableUntil, now) > 0;
  const cancelHintId = useId();
  const returnHintId = useId();
  if (cancelLeft === 0 && !returnable) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
      {cancelLeft > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" aria-describedby={cancelHintId} onClick={(event) => onOpen('cancel', event.currentTarget)}>
            Cancel order
          </Button>
          <span id={cancelHintId} className="text-sm text-muted">
            You can cancel for another {timeLeftText(cancelLeft)}
          </span>
        </div>
      ) : null}
      {returnable && order.returnableUntil ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" aria-describedby={returnHintId} onClick={(event) => onOpen('return', event.currentTarget)}>
            Return an item
          </Button>
          <span id={returnHintId} className="text-sm text-muted">
            You can return it until {formatOrderDate(order.returnableUntil, true)}
          </span>
        </div>
      ) : null}
    </div>
  );
}
