import { OrderStatus, PaymentStatus } from '@art-market/domain/rules';
import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { preparedStatement } from '#api/db/prepared-statement.ts';
import { cartItems, orders, productImages, products, shippingOptions } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';
import { agreedOfferOf, atAgreedPrice } from '#api/modules/offers/agreed-price.ts';
import { heldByOwnSubmittedOrder, isHeldForOthers } from '#api/modules/orders/order-life.ts';

/** What the cart shows of each line. */
const cartViewColumns = {
  cartItemId: cartItems.id,
  productId: products.id,
  title: products.title,
  artistName: products.artistName,
  imageUrl: productImages.url,
  priceCents: products.priceCents,
  taxCents: products.taxCents,
  shippingOptionName: shippingOptions.name,
  shippingCents: shippingOptions.costCents,
  countryOfOrigin: products.countryOfOrigin,
};

/** Every shipping option of the line's artwork, for the cart to say which one fits (the cart view only). */
const productShippingOptions = sql<{ id: string; name: string; costCents: number }[]>`(select coalesce(json_agg(
  json_build_object('id', so.id, 'name', so.name, 'costCents', so.cost_cents) order by so.cost_cents), '[]'::json)
  from ${shippingOptions} so where so.product_id = ${products.id})`;

/** What an order needs of each line besides: price, tax and rate now, and whether it can still be sold. */
const cartLineColumns = (customerId: string | Placeholder, now: Date | Placeholder) => ({
  ...cartViewColumns,
  vendorId: products.vendorId,
  commissionBasisPoints: products.commissionBasisPoints,
  isPublic,
  isSoldOut: products.isSoldOut,
  isHeldForOthers: isHeldForOthers(products.id, customerId, now),
  shippingOptionId: shippingOptions.id,
  agreedOffer: agreedOfferOf(products.id, customerId, now),
});

/** The customer's open order: unpaid and still pending, the one a checkout reuses or replaces. */
const openOrderOf = (customerId: Placeholder, column: SQL) =>
  sql`(select ${column} from ${orders} where ${and(
    eq(orders.customerId, customerId),
    eq(orders.status, OrderStatus.Pending),
    eq(orders.paymentStatus, PaymentStatus.Pending),
  )} order by ${orders.createdAt} desc limit 1)`;

// Every cart view and checkout runs it: built once, and each connection parses and plans it once.
const findCartStatement = preparedStatement('find_cart', (db) => {
  const customerId = sql.placeholder('customerId');
  return db
    .select({
      ...cartLineColumns(customerId, sql.placeholder('now')),
      // Uncorrelated, so PostgreSQL evaluates each once per query, not per line.
      openOrderId: sql<string | null>`${openOrderOf(customerId, sql`${orders.id}`)}`,
      openOrderCartKey: sql<string | null>`${openOrderOf(customerId, sql`${orders.cartKey}`)}`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shippingOptions, eq(shippingOptions.id, cartItems.shippingOptionId))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true)))
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt));
});

/**
 * The customer's cart in one round trip: its lines, oldest first, and the customer's open order (its
 * id and what its cart held), which a checkout of an unchanged cart reuses.
 */
export async function findCart(db: Database, customerId: string, now: Date) {
  const rows = await findCartStatement(db, { customerId, now });
  const [first] = rows;
  const openOrder = first?.openOrderId ? { id: first.openOrderId, cartKey: first.openOrderCartKey ?? '' } : undefined;
  // A work the collector agreed a price for is priced at it while the accepted offer's hold lives (ADR 0047).
  return { lines: rows.map(({ openOrderId: _id, openOrderCartKey: _cartKey, ...line }) => atAgreedPrice(line)), openOrder };
}

export type CartLine = Awaited<ReturnType<typeof findCart>>['lines'][number];

// The cart as its page shows it, after every change: none of the checks an order needs, so a lighter statement.
const findCartViewStatement = preparedStatement('find_cart_view', (db) =>
  db
    .select({
      ...cartViewColumns,
      shippingOptions: productShippingOptions,
      agreedOffer: agreedOfferOf(products.id, sql.placeholder('customerId'), sql.placeholder('now')),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shippingOptions, eq(shippingOptions.id, cartItems.shippingOptionId))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true)))
    .where(eq(cartItems.customerId, sql.placeholder('customerId')))
    .orderBy(asc(cartItems.createdAt)),
);

/**
 * The customer's cart lines as the cart shows them, oldest first: at the agreed price while an accepted
 * offer holds the work for them, as checkout charges it (ADR 0047).
 */
export async function findCartView(db: Database, customerId: string, now: Date) {
  return (await findCartViewStatement(db, { customerId, now })).map(atAgreedPrice);
}

/** Identifies a cart's content and prices: an unchanged cart keeps its unpaid order. */
export function cartKeyOf(lines: readonly CartLine[]): string {
  return lines
    .map((line) =>
      [
        line.productId,
        line.shippingOptionId,
        line.priceCents,
        line.taxCents,
        line.shippingCents,
        line.commissionBasisPoints,
      ].join(':'),
    )
    .sort()
    .join('|');
}

const findArtworkForCartStatement = preparedStatement('find_artwork_for_cart', (db) => {
  const productId = sql.placeholder('productId');
  return db
    .select({
      id: products.id,
      title: products.title,
      isPublic,
      isSoldOut: products.isSoldOut,
      isHeldForOthers: isHeldForOthers(products.id, sql.placeholder('customerId'), sql.placeholder('now')),
      heldByOwnOrderNumber: heldByOwnSubmittedOrder(products.id, sql.placeholder('customerId'), sql.placeholder('now')),
      shippingOptionId: shippingOptions.id,
    })
    .from(products)
    .leftJoin(
      shippingOptions,
      // A null option matches no row, as `= null` does.
      and(eq(shippingOptions.productId, products.id), eq(shippingOptions.id, sql.placeholder('shippingOptionId'))),
    )
    .where(eq(products.id, productId));
});

/**
 * An artwork as adding it to a cart needs it, in one round trip: whether it is live, sold, held
 * for someone else or for the customer's own order under review, and the shipping option asked for if it is one of the artwork's own.
 */
export async function findArtworkForCart(
  db: Database,
  productId: string,
  shippingOptionId: string | null,
  customerId: string,
  now: Date,
) {
  const [row] = await findArtworkForCartStatement(db, { productId, shippingOptionId, customerId, now });
  return row;
}
