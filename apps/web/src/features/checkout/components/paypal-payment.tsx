import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useStartPayPalCheckout } from '../api/create-paypal-order.ts';

export function PayPalPayment({ orderId }: { orderId: string }) {
  const start = useStartPayPalCheckout();
  // Success leaves the site, so the button stays busy until the browser is gone.
  const busy = start.isPending || start.isSuccess;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        You will approve the payment on PayPal's page (PayPal balance or card) and come back here to see your confirmation.
      </p>
      {start.isError ? <Alert>{start.error.message}</Alert> : null}
      <Button onClick={() => start.mutate(orderId)} disabled={busy} className="self-start">
        {busy ? 'Redirecting to PayPal…' : 'Pay with PayPal'}
      </Button>
    </div>
  );
}
