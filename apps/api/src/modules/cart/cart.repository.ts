import { sql } from 'drizzle-orm';
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
