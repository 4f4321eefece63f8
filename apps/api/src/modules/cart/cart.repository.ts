import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { placeholderFor, preparedStatement } from '../../db/prepared-statement.ts';
import { cartItems } from '../../db/schema.ts';

const putInCartStatement = preparedStatement('put_in_cart', (db) =>
  db
    .insert(cartItems)
    .values({
      customerId: sql.placeholder('customerId'),
      productId: sql.placeholder('productId'),
      shippingOptionId: sql.placeholder('shippingOptionId'),
    })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productId],
      set: { shippingOptionId: placeholderFor('shippingOptionId', cartItems.shippingOptionId) },
    }),
);

/** Puts an artwork in the customer's cart; one already there only changes its shipping option. */
export async function putInCart(db: Database, customerId: string, productId: string, shippingOptionId: string): Promise<void> {
  await putInCartStatement(db, { customerId, productId, shippingOptionId });
}

/** Serialises cart changes of one customer for the rest of the transaction (the cap is counted under it). */
export async function lockCart(db: Database, customerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${customerId}`}))`);
}

/** How many artworks the customer's cart holds besides this one. */
export async function countOtherCartItems(db: Database, customerId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(cartItems)
    .where(and(eq(cartItems.customerId, customerId), ne(cartItems.productId, productId)));
  return row?.lines ?? 0;
}

/** Takes these artworks out of the customer's cart (a bank transfer for them was submitted). */
export async function removeArtworksFromCart(db: Database, customerId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.customerId, customerId), inArray(cartItems.productId, productIds)));
}
