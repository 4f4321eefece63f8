import { PaymentStatus } from '@art-market/domain/rules';

/**
 * A PayU payment still Pending with a payment id reloads after 2 seconds,
 * at most twice, unless the return page already forced a refresh.
 */
export function shouldRefreshPayU(input: {
  paymentStatus: number;
  isPayU: boolean;
  paymentId: string | null;
  forceRefresh: boolean;
  attempts: number;
  maxAttempts: number;
}): boolean {
  return (
    input.paymentStatus === PaymentStatus.Pending &&
    input.isPayU &&
    Boolean(input.paymentId) &&
    !input.forceRefresh &&
    input.attempts < input.maxAttempts
  );
}
