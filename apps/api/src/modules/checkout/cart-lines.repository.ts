import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems, productImages, products, shippingOptions } from '../../db/schema.ts';
import { isPublic } from '../catalog/catalog.repository.ts';

/** Each cart line with what the cart shows and an order needs: price, tax and rate now, and the chosen shipping. */
export async function findCartLines(db: Database, customerId: string) {
  return db
    .select({
      cartItemId: cartItems.id,
      productId: products.id,
      vendorId: products.vendorId,
      title: products.title,
      artistName: products.artistName,
      imageUrl: productImages.url,
      priceCents: products.priceCents,
      taxCents: products.taxCents,
      commissionBasisPoints: products.commissionBasisPoints,
      isPublic,
      isSoldOut: products.isSoldOut,
      shippingOptionId: shippingOptions.id,
      shippingOptionName: shippingOptions.name,
      shippingCents: shippingOptions.costCents,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(shippingOptions, eq(shippingOptions.id, cartItems.shippingOptionId))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true)))
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt));
}

export type CartLine = Awaited<ReturnType<typeof findCartLines>>[number];

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
