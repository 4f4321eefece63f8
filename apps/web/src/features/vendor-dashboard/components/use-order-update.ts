import { FulfilmentMessages } from '@art-market/domain/copy';
import { type OrderStatusCode, planOrderUpdate } from '@art-market/domain/rules';
import { trackingInputSchema, type VendorOrder } from '@art-market/domain/schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { useUpdateOrderTracking } from '../api/update-order-tracking.ts';

export interface OrderUpdateForm {
  status: OrderStatusCode;
  trackingNumber: string;
  shippingProvider: string;
}

/** `unchanged`: Update was pressed with nothing changed, so nothing was sent. */
export type UpdateOutcome = { ok: true; message: string } | { ok: false; message: string; unchanged?: true };

/**
 * The modal's Update (docs/product/studio-and-console.md#order-updates): Shipped goes with the tracking call alone; another
 * status is its own call, after the tracking call when the tracking changed. `onSaved` runs when
 * anything was saved, even if a later call failed, so the list can show what the server now holds.
 */
export function useOrderUpdate(order: VendorOrder, onSaved: () => void) {
  const tracking = useUpdateOrderTracking();
  const status = useUpdateOrderStatus();
  const [outcome, setOutcome] = useState<UpdateOutcome | null>(null);

  async function update(form: OrderUpdateForm): Promise<UpdateOutcome> {
    const trackingChanged =
      form.trackingNumber.trim() !== (order.trackingNumber ?? '') ||
      form.shippingProvider.trim() !== (order.shippingProvider ?? '');
    if (form.status === order.status && !trackingChanged) {
      return finish({ ok: false, unchanged: true, message: FulfilmentMessages.nothingChanged });
    }
    const plan = planOrderUpdate(form.status, trackingChanged, order.status as OrderStatusCode);
    const parsed = trackingInputSchema.safeParse(form);
    if (plan.tracking && !parsed.success) return finish({ ok: false, message: FulfilmentMessages.trackingRequired });

    let saved = false;
    let fallback: string = FulfilmentMessages.updateTrackingFailed;
    try {
      if (plan.tracking && parsed.data) {
        await tracking.mutateAsync({ orderId: order.orderId, tracking: parsed.data });
        saved = true;
        toast.success(FulfilmentMessages.trackingUpdated);
      }
      fallback = FulfilmentMessages.updateStatusFailed;
      if (plan.status) {
        await status.mutateAsync({ orderId: order.orderId, status: form.status });
        saved = true;
        toast.success(FulfilmentMessages.statusUpdated);
      }
      return finish({ ok: true, message: plan.status ? FulfilmentMessages.statusUpdated : FulfilmentMessages.trackingUpdated });
    } catch (error) {
      // The server's message when it sent one (a refused move says why), else the spec's text for that call.
      const message = errorMessage(error, fallback);
      toast.error(message);
      return finish({ ok: false, message });
    } finally {
      if (saved) onSaved();
    }
  }

  function finish(result: UpdateOutcome): UpdateOutcome {
    setOutcome(result);
    return result;
  }

  return {
    update,
    outcome,
    clearOutcome: () => setOutcome(null),
    isUpdating: tracking.isPending || status.isPending,
  };
}
