import { CustomerDashboardMessages } from '@art-market/domain/copy';
import { CheckoutMessages, EmailVerificationMessages, PaymentMessages } from '@art-market/domain/rules';
import type { CreatedOrder, OrderView } from '@art-market/domain/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { ResendVerification } from '#web/components/email-verification/resend-verification.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ErrorPanel } from '#web/components/ui/error-panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { BankTransferPayment } from './bank-transfer-payment.tsx';
import { type CheckoutMethod, methodLabel, offeredMethods } from './payment-choice.ts';
import { PayPalPayment } from './paypal-payment.tsx';
import { PayUPayment } from './payu-payment.tsx';

/** Step 2: the methods offered for this address, and the chosen one's panel. */
export function PaymentMethods({
  created,
  order,
  method,
  onChoose,
}: {
  created: CreatedOrder;
  order: UseQueryResult<OrderView>;
  method: CheckoutMethod | null;
  onChoose: (method: CheckoutMethod) => void;
}) {
  const config = usePaymentConfig();
  if (config.isPending) return <Spinner label="Loading payment methods…" />;
  if (config.isError) return <ErrorPanel message={CheckoutMessages.paypalConfigFailed} onRetry={() => void config.refetch()} />;

  const country = created.shippingAddress.country;
  const methods = offeredMethods(country, config.data);
  const sandbox = config.data.sandbox || config.data.mode === 'sandbox';
  return (
    <div className="flex flex-col gap-5">
      {sandbox ? <Alert tone="info">{PaymentMessages.sandboxNotice}</Alert> : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Payment method</legend>
        {methods.map((choice) => (
          <label
            key={choice}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border px-4 py-3 text-sm ${
              method === choice ? 'border-ink ring-1 ring-ink' : 'border-line hover:border-ink/60'
            } bg-white`}
          >
            <input
              type="radio"
              name="payment-method"
              value={choice}
              checked={method === choice}
              onChange={() => onChoose(choice)}
              className="size-4 accent-accent"
            />
            {methodLabel(choice, country)}
          </label>
        ))}
      </fieldset>
      {method === 'paypal' && methods.includes('paypal') ? <PayPalPayment orderId={created.orderId} /> : null}
      {method === 'payu' && methods.includes('payu') ? (
        <PayUPayment orderId={created.orderId} total={order.data?.totalAmount} quote={order.data?.payuQuote} />
      ) : null}
      {method === 'bankTransfer' && methods.includes('bankTransfer') ? (
        !config.data.emailVerified ? (
          // A transfer holds the artworks for days on the collector's word: only from a verified address.
          <div className="flex flex-col gap-3">
            <Alert tone="info">{EmailVerificationMessages.bankTransferNeedsVerifiedEmail}</Alert>
            <ResendVerification account="customer" />
          </div>
        ) : order.data ? (
          <BankTransferPayment order={order.data} accounts={config.data} />
        ) : order.isError ? (
          <ErrorPanel
            message={errorMessage(order.error, CustomerDashboardMessages.fetchOrder)}
            onRetry={() => void order.refetch()}
          />
        ) : (
          <Spinner label="Loading the amount to transfer…" />
        )
      ) : null}
    </div>
  );
}
