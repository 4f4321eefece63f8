import { PaymentReturnMessages } from '@art-market/domain/rules';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PaymentRefused } from '../components/payment-refused.tsx';

/**
 * /payment/cancel (docs/product/storefront.md#payment-return-pages). The server sends a PayU payment that failed here too, with
 * reason=failed: that one says it failed and offers the other ways to pay.
 */
export function PaymentCancelPage() {
  const [search] = useSearchParams();
  const failed = search.get('source') === 'payu' && search.get('reason') === 'failed';
  useDocumentTitle(failed ? PaymentReturnMessages.failedTitle : PaymentReturnMessages.cancelledTitle);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16 sm:px-6">
      {failed ? (
        <PaymentRefused message={PaymentReturnMessages.payuFailedText} />
      ) : (
        <>
          <h1 className="text-3xl">{PaymentReturnMessages.cancelledTitle}</h1>
          <p>{PaymentReturnMessages.cancelledText}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/checkout">Retry Payment</ButtonLink>
            <ButtonLink to="/support" variant="secondary">
              Contact Support
            </ButtonLink>
          </div>
        </>
      )}
    </div>
  );
}
