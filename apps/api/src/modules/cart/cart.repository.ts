import { and, eq, exists, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { placeholderFor, preparedStatement } from '#api/db/prepared-statement.ts';
import { cartItems, products, shippingOptions } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';
import { isHeldForOthers } from '#api/modules/orders/order-life.ts';

// Only when the line is there and the artwork could be added now: live, unsold, not held for someone else,
// and the option one of its own (the conditions adding a new line checks, one by one, in cart.service.ts).
const changeShippingStatement = preparedStatement('change_cart_shipping', (db) => {
  const customerId = sql.placeholder('customerId');
  const productId = sql.placeholder('productId');
  const shippingOptionId = placeholderFor('shippingOptionId', cartItems.shippingOptionId);
  const stillAddable = db
    .select({ one: sql`1` })
    .from(products)
    .innerJoin(shippingOptions, and(eq(shippingOptions.productId, products.id), eq(shippingOptions.id, shippingOptionId)))
    .where(
      and(
        eq(products.id, productId),
        isPublic,
        eq(products.isSoldOut, false),
        not(isHeldForOthers(products.id, customerId, sql.placeholder('now'))),
      ),
    );
  return db
    .update(cartItems)
    .set({ shippingOptionId })
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId), exists(stillAddable)))
    .returning({ id: cartItems.id });
});

/**
 * Changes the shipping option of an artwork already in the customer's cart, in one statement; answers
 * false, changing nothing, when the line is not there or the artwork could not be added now (the caller
 * then takes the full path, which says why). The cart's size does not change, so the cap needs no lock.
 */
export async function changeShippingInCart(
  db: Database,
  customerId: string,
  productId: string,
  shippingOptionId: string,
  now: Date,
): Promise<boolean> {
  const changed = await changeShippingStatement(db, { customerId, productId, shippingOptionId, now });
  return changed.length > 0;
}

const lockCartStatement = preparedStatement(
  'lock_cart',
  () => sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder('key')}))`,
);

/** Serialises cart changes of one customer for the rest of the transaction (the cap is counted under it). */
export async function lockCart(db: Database, customerId: string): Promise<void> {
  await lockCartStatement(db, { key: `cart:${customerId}` });
}

// The count is its own statement, after the lock's, so it sees every line committed before the lock was granted.
const putInCartIfRoomStatement = preparedStatement('put_in_cart_if_room', () => {
  const customerId = sql.placeholder('customerId');
  const productId = sql.placeholder('productId');
  const column = (name: 'customerId' | 'productId' | 'shippingOptionId') => sql.identifier(cartItems[name].name);
  const otherLines = sql`select count(*) from ${cartItems}
    where ${cartItems.customerId} = ${customerId} and ${cartItems.productId} <> ${productId}`;
  return sql`insert into ${cartItems} (${column('customerId')}, ${column('productId')}, ${column('shippingOptionId')})
    select ${customerId}::uuid, ${productId}::uuid, ${sql.placeholder('shippingOptionId')}::uuid
    where (${otherLines}) < ${sql.placeholder('maxLines')}
    on conflict (${column('customerId')}, ${column('productId')})
    do update set ${column('shippingOptionId')} = excluded.${column('shippingOptionId')}
    returning ${cartItems.id}`;
});

/**
 * Puts an artwork in the customer's cart unless the cart already holds `maxLines` others; one already
 * there only changes its shipping option. Answers whether it was written. Call it under `lockCart`.
 */
export async function putInCartIfRoom(
  db: Database,
  line: { customerId: string; productId: string; shippingOptionId: string },
  maxLines: number,
): Promise<boolean> {
  const written = (await putInCartIfRoomStatement(db, { ...line, maxLines })) as { rows: unknown[] };
  return written.rows.length > 0;
}

/** Takes these artworks out of the customer's cart (a bank transfer for them was submitted). */
export async function removeArtworksFromCart(db: Database, customerId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.customerId, customerId), inArray(cartItems.productId, productIds)));
}
