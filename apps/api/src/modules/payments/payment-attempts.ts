/** What other modules may use of payments' records: an order's payment attempts, the one whose money is in, its latest transfer. */

export { findOrderTransfer } from './bank-transfer/bank-transfer.repository.ts';
export { findOrderPayments, findPayingAttempt, type PaymentRow } from './payments.repository.ts';
