import { PaymentReturnMessages } from '@art-market/domain/rules';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { browserLocation } from '#web/lib/browser-location.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PaymentRefused } from '../components/payment-refused.tsx';
import { readReturnParams } from '../payment-return.ts';
import { PaymentReturnError, processPaymentReturn } from '../process-payment-return.ts';

/** /payment/success: where PayPal and PayU send the buyer back (docs/product/storefront.md#payment-return-pages). */
export function PaymentSuccessPage() {
  useDocumentTitle('Completing your payment');
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<{ message: string; refused: boolean } | null>(null);
  // Runs once per visit: React's development double effects (StrictMode) must not capture twice.
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (startedFor.current === location.key) return;
    startedFor.current = location.key;
    processPaymentReturn(readReturnParams(new URLSearchParams(location.search)))
      .then((confirmation) => navigate(confirmation, { replace: true }))
      .catch((error: unknown) => {
        const known = error instanceof PaymentReturnError && error.message !== '';
        setFailure({
          message: known ? error.message : PaymentReturnMessages.fallback,
          refused: known && error.refused,
        });
      });
  }, [location.key, location.search, navigate]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16 sm:px-6">
      {failure?.refused ? (
        <PaymentRefused message={failure.message} />
      ) : failure ? (
        <>
          <h1 className="text-3xl">We could not complete your payment</h1>
          <Alert>{failure.message}</Alert>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => browserLocation.reload()}>Retry</Button>
            <ButtonLink to="/payment/cancel" variant="secondary">
              Cancel Payment
            </ButtonLink>
            <ButtonLink to="/customer-dashboard" variant="secondary">
              View My Orders
            </ButtonLink>
          </div>
          <p className="text-sm text-muted">{PaymentReturnMessages.help}</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl">Completing your payment</h1>
          <Spinner label="Confirming your payment with the provider… Please do not close this page." />
        </>
      )}
    </div>
  );
}
