import { OrderMessages } from '@art-market/domain/copy';
import { OrderStatus, PaymentStatus } from '@art-market/domain/rules';
import type { Database } from '#api/db/client.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { findCustomerOrder, type OrderRow } from '#api/modules/orders/order-life.ts';

/** The caller's order, when it may still take a payment; another customer's order is 404. */
export async function findPayableOrder(tx: Database, customerId: string, orderId: string): Promise<OrderRow> {
  const order = isUuid(orderId) ? await findCustomerOrder(tx, customerId, orderId) : undefined;
  if (!order) throw new NotFound(OrderMessages.orderNotFound);
  assertPayable(order);
  return order;
}

export function assertPayable(order: OrderRow): void {
  if (order.paymentStatus === PaymentStatus.Paid || order.paymentStatus === PaymentStatus.Authorized) {
    throw new Conflict(OrderMessages.alreadyPaid);
  }
  if (order.paymentStatus === PaymentStatus.Processing) throw new Conflict(OrderMessages.paymentUnderReview);
  if (order.status === OrderStatus.Cancelled || order.paymentStatus !== PaymentStatus.Pending) {
    throw new Conflict(OrderMessages.notPayable);
  }
}
