import { PaymentReturnMessages } from '@art-market/domain';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /payment/cancel (storefront section 2). */
export function PaymentCancelPage() {
  useDocumentTitle(PaymentReturnMessages.cancelledTitle);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16 sm:px-6">
      <h1 className="text-3xl">{PaymentReturnMessages.cancelledTitle}</h1>
      <p>{PaymentReturnMessages.cancelledText}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/checkout">Retry Payment</ButtonLink>
        <ButtonLink to="/support" variant="secondary">
          Contact Support
        </ButtonLink>
      </div>
    </div>
  );
}
