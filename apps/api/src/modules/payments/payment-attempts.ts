/** What other modules may use of payments' records: an order's payment attempts, and the one whose money is in. */
export { findOrderPayments, findPayingAttempt, type PaymentRow } from './payments.repository.ts';
