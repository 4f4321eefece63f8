import { formatInrAt, formatUsd, type InrAmount, payuFormFields } from '@art-market/domain/rules';
import type { PayUData } from '@art-market/domain/schemas';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useInitiatePayUPayment } from '../api/initiate-payu-payment.ts';

/**
 * PayU's hosted checkout takes a form POST, not a link: the signed fields go into a hidden form
 * that is submitted as soon as it is on the page (docs/product/orders-and-payments.md#payu).
 */
export function PayUPayment({ orderId, total, quote }: { orderId: string; total?: number; quote?: InrAmount }) {
  const initiate = useInitiatePayUPayment();
  const [payuData, setPayuData] = useState<PayUData | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (payuData) formRef.current?.submit();
  }, [payuData]);

  const busy = initiate.isPending || payuData !== null;
  return (
    <div className="flex flex-col gap-4">
      {total !== undefined && quote ? (
        <p className="text-sm">
          PayU charges <strong className="tabular-nums">{formatInrAt(quote)}</strong> for your{' '}
          <span className="tabular-nums">{formatUsd(total)}</span> order.
        </p>
      ) : null}
      <p className="text-sm text-muted">
        You will pay in Indian rupees on PayU's page (cards, UPI or net banking) and come back here to see your confirmation.
      </p>
      {initiate.isError ? <Alert>{initiate.error.message}</Alert> : null}
      <Button onClick={() => initiate.mutate(orderId, { onSuccess: setPayuData })} disabled={busy} className="self-start">
        {busy ? 'Redirecting to PayU…' : 'Pay with PayU'}
      </Button>
      {payuData ? (
        <form ref={formRef} method="POST" action={payuData.paymentUrl} hidden data-testid="payu-form">
          {Object.entries(payuFormFields(payuData)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      ) : null}
    </div>
  );
}
