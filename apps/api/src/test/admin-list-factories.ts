import { eq } from 'drizzle-orm';
import { cartItems, customers, orders } from '#api/db/schema.ts';
import { type createLiveProduct, placeOrder, putInCart } from './checkout-factories.ts';
import type { TestApp } from './test-app.ts';

type LiveProduct = Awaited<ReturnType<typeof createLiveProduct>>;

/**
 * An order placed through the real checkout (cart, then address), then moved to the given status,
 * payment status and date by updating the test database directly: the payment and delivery flows
 * are tested elsewhere, and going through them here would only slow these list tests down.
 * The cart is emptied afterwards so the customer's next order starts afresh.
 */
export async function placeOrderAs(
  t: TestApp,
  customer: { id: string; token: string },
  products: LiveProduct[],
  state: { status?: number; paymentStatus?: number; createdAt?: string } = {},
) {
  for (const product of products) await putInCart(t.app, customer.token, product);
  const placed = await placeOrder(t.app, customer.token);
  await t.database.db
    .update(orders)
    .set({
      status: state.status ?? 0,
      paymentStatus: state.paymentStatus ?? 0,
      ...(state.createdAt && { createdAt: new Date(state.createdAt) }),
    })
    .where(eq(orders.id, placed.orderId));
  await t.database.db.delete(cartItems).where(eq(cartItems.customerId, customer.id));
  return placed;
}

export async function setJoinDate(t: TestApp, customerId: string, createdAt: string) {
  await t.database.db
    .update(customers)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(customers.id, customerId));
}
