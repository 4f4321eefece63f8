import type { DashboardOrder } from '@art-market/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { capturePayPalPayment } from '#web/lib/paypal-capture.ts';

/**
 * An order whose PayPal payment the collector approved but nobody captured (the way back from
 * PayPal went wrong): one click takes the money and shows the confirmation.
 */
export function CompletePayment({ order }: { order: DashboardOrder }) {
  const navigate = useNavigate();
  const complete = useMutation({
    mutationFn: async (payPalOrderId: string) => {
      const outcome = await capturePayPalPayment(order.id, payPalOrderId);
      if (!outcome.ok) throw new Error(outcome.message);
      return payPalOrderId;
    },
    onSuccess: (payPalOrderId) =>
      void navigate(`/order-confirmation/${order.id}?${new URLSearchParams({ token: payPalOrderId })}`),
  });
  const pending = order.paymentToComplete;
  if (!pending) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => complete.mutate(pending.payPalOrderId)} disabled={complete.isPending}>
          {complete.isPending ? 'Completing payment…' : 'Complete payment'}
        </Button>
        <span className="text-sm text-muted">You approved this payment on PayPal; it has not been taken yet.</span>
      </div>
      {complete.isError ? <Alert>{complete.error.message}</Alert> : null}
    </div>
  );
}
