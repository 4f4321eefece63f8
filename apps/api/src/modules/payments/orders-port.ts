/** Payments' side of the port orders ask through (`orders/payments-port.ts`, ADR 0052); app.ts puts it on the context. */

import type { PaymentsPort } from '#api/modules/orders/payments-port.ts';
import { findOrderTransfer } from './bank-transfer/bank-transfer.repository.ts';
import { payRefund } from './payment-settlement.service.ts';
import { findOrderPayments, findOrdersPayments, findPayingAttempt, findPaymentRates } from './payments.repository.ts';
import { findApprovedPayPalOrders } from './paypal/paypal-approval.service.ts';

export const ordersPaymentsPort: PaymentsPort = {
  findOrderPayments,
  findOrdersPayments,
  findPayingAttempt,
  findPaymentRates,
  findOrderTransfer: (db, orderId) => findOrderTransfer(db, orderId),
  findApprovedPayPalOrders,
  payRefund,
};
