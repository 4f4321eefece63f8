import {
  DAMAGE_REPORT_WINDOW_MS,
  RESTOCKING_FEE_RATE,
  RETURN_REQUEST_WINDOW_MS,
  type RefundStatus,
  type ReturnStatus,
  toPercentage,
} from '@art-market/domain/rules';

// The dashboard's words for cancellations, returns and refunds. The rules behind them (windows, the fee,
// what is refunded) come from the domain; these sentences only say them to the collector.

/** The same timing the API's cancellation answer and mails give. */
export { REFUND_TIMING } from '@art-market/domain/rules';

const HOUR_MS = 3_600_000;
const DAMAGE_REPORT_HOURS = `${DAMAGE_REPORT_WINDOW_MS / HOUR_MS} hours`;
const RETURN_DAYS = `${RETURN_REQUEST_WINDOW_MS / (24 * HOUR_MS)} days`;

export const AfterSaleWords = {
  cancelFailed: 'Your order could not be cancelled. Please try again.',
  returnFailed: 'Your return could not be requested. Please try again.',
  fetchReturns: 'Failed to fetch your returns',
  noReturns: 'You have no returns.',
  noReturnsHint: `A delivered artwork can be returned within ${RETURN_DAYS} of delivery, from its order under Recent Orders.`,
  feeRefund: (fee: string) =>
    `After a ${toPercentage(RESTOCKING_FEE_RATE)}% restocking fee on the price (${fee}); shipping is not refunded.`,
  fullRefund: `Refunded in full, shipping included: damage or a wrong description is refunded in full if reported within ${DAMAGE_REPORT_HOURS} of delivery with photos.`,
  lateClaim: `Reported more than ${DAMAGE_REPORT_HOURS} after delivery, so the restocking fee applies.`,
  photoForFullRefund: (amount: string) => `Add at least one photo to be refunded in full (${amount}).`,
} as const;

/** How a return's refund is described when it is not a full one. */
export const RESTOCKING_FEE_NOTE = `(after the ${toPercentage(RESTOCKING_FEE_RATE)}% restocking fee; shipping not refunded)`;

/** What each refund status means to the collector; `succeeded` adds its date. */
export const REFUND_STATUS_WORDS: Record<Exclude<RefundStatus, 'succeeded'>, string> = {
  pending: 'Refund on its way',
  manual: 'Refund being sent by bank transfer',
  failed: 'Refund delayed — our team is on it',
};

export const RETURN_STATUS_WORDS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  rejected: 'Rejected',
};

/** What happens next at each step of a return. */
export const RETURN_NEXT_STEP: Record<ReturnStatus, string> = {
  requested: 'Our team is reviewing your request and will e-mail you.',
  approved:
    'Approved: pack the artwork as it came to you, with its certificate, and send it back with a tracked service to the address below.',
  received: 'The artwork is back with us.',
  rejected: 'Your return was not accepted.',
};
