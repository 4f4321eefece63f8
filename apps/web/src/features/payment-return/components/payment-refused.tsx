import { PaymentReturnMessages } from '@art-market/domain/rules';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';

/**
 * The provider refused the payment (a declined card, a failed PayU payment): not a cancellation, and
 * not something a retry of the same return can fix, so the buyer is sent back to choose how to pay.
 */
export function PaymentRefused({ message }: { message: string }) {
  return (
    <>
      <h1 className="text-3xl">{PaymentReturnMessages.failedTitle}</h1>
      <Alert>{message}</Alert>
      <p>{PaymentReturnMessages.otherMethods}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/checkout">Choose another way to pay</ButtonLink>
        <ButtonLink to="/customer-dashboard" variant="secondary">
          View My Orders
        </ButtonLink>
        <ButtonLink to="/support" variant="secondary">
          Contact Support
        </ButtonLink>
      </div>
    </>
  );
}
