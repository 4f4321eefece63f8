/** What other modules may use of payments' records: an order's payment attempts, the one whose money is in, its latest transfer. */

import { type InrAmount, inrAmountOf } from '@art-market/domain/rules';
import type { PaymentRow } from './payments.repository.ts';

export { findOrderTransfer } from './bank-transfer/bank-transfer.repository.ts';
export {
  findOrderPayments,
  findOrdersPayments,
  findPayingAttempt,
  findPaymentRates,
  type PaymentRow,
} from './payments.repository.ts';

/**
 * The rupees of an order's PayU payment as recorded on it (paise and rate, newest attempt first in
 * `attempts`): the completed one, else the latest still under way; null when there is none.
 */
export function payuChargeOf(attempts: readonly PaymentRow[]): InrAmount | null {
  const payu = attempts.filter((attempt) => attempt.provider === 'payu' && attempt.currency === 'INR');
  const charge =
    payu.find((attempt) => attempt.status === 'completed') ??
    payu.find((attempt) => attempt.status === 'created' || attempt.status === 'pending');
  return charge?.exchangeRate ? inrAmountOf(charge.amountMinor, charge.exchangeRate) : null;
}
