import { OrderMessages, OrderStatus, PaymentStatus } from '@art-market/domain';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import {
  findCustomerOrder,
  findOrder,
  findOrderItems,
  holdArtworks,
  type OrderItemRow,
  type OrderRow,
} from '../orders/order-life.ts';

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

/**
 * Starts (or renews) an online payment: the order's artworks are held for the attempt `attemptId`,
 * in one transaction. The id is chosen before the provider is called; the attempt's row follows.
 */
export async function holdForOnlinePayment(
  ctx: AppContext,
  customerId: string,
  orderId: string,
  attemptId: string,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  return ctx.db.transaction(async (tx) => {
    const owned = await findPayableOrder(tx, customerId, orderId);
    // Locked, then checked again: a settlement or a transfer submitted meanwhile is seen.
    const order = await findOrder(tx, owned.id, { lock: true });
    if (!order) throw new NotFound(OrderMessages.orderNotFound);
    assertPayable(order);
    const items = await findOrderItems(tx, [order.id]);
    await holdArtworks(ctx, tx, order, items, { attemptId, kind: 'online' });
    return { order, items };
  });
}
