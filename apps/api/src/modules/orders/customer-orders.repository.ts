import { PaymentStatus } from '@art-market/domain/rules';
import { and, asc, desc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { orders, payments, vendorOrders } from '#api/db/schema.ts';
import type { OrderRow } from './orders.repository.ts';

/**
 * The orders a customer's history lists, newest first. Saving the checkout address creates an order
 * before any payment; one still Pending with no payment attempt is a checkout the customer never
 * started paying (or replaced by changing the cart), so it is left out rather than shown as a purchase.
 */
export async function findHistoryOrders(
  db: Database,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<OrderRow[]> {
  const paymentStarted = db.select({ one: sql`1` }).from(payments).where(eq(payments.orderId, orders.id));
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), or(ne(orders.paymentStatus, PaymentStatus.Pending), exists(paymentStarted))))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(page.limit)
    .offset(page.offset);
}

export interface VendorTracking {
  orderId: string;
  vendorOrderNumber: string;
  status: number;
  trackingNumber: string | null;
  shippingProvider: string | null;
}

/** Tracking per vendor order of these orders, in vendor-order number order. */
export async function findOrdersTracking(db: Database, orderIds: string[]): Promise<VendorTracking[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: vendorOrders.orderId,
      vendorOrderNumber: vendorOrders.vendorOrderNumber,
      status: vendorOrders.status,
      trackingNumber: vendorOrders.trackingNumber,
      shippingProvider: vendorOrders.shippingProvider,
    })
    .from(vendorOrders)
    .where(inArray(vendorOrders.orderId, orderIds))
    .orderBy(asc(vendorOrders.vendorOrderNumber));
}
