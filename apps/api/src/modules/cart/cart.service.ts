import { artworkTotalCents, CartMessages, OrderMessages, toDollars } from '@art-market/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { cartItems, products, shippingOptions } from '../../db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { isPublic } from '../catalog/catalog.repository.ts';
import { findCartLines } from '../checkout/cart-lines.repository.ts';
import { findHeldForOthers } from '../checkout/holds.repository.ts';
import { isUuid } from '../products/product.repository.ts';

export async function listCart(ctx: AppContext, customerId: string) {
  const lines = await findCartLines(ctx.db, customerId);
  return lines.map((line) => ({
    id: line.cartItemId,
    productId: line.productId,
    title: line.title,
    imageUrl: line.imageUrl,
    price: toDollars(line.priceCents),
    totalPrice: toDollars(artworkTotalCents(line)),
    shippingName: line.shippingOptionName,
    shippingCost: toDollars(line.shippingCents),
  }));
}

/**
 * Puts a live, unsold artwork in the cart with one of its own shipping options. Each artwork is one
 * piece: adding it again only changes the shipping option.
 */
export async function addToCart(ctx: AppContext, customerId: string, input: { productId: string; shippingOptionId: string }) {
  if (!isUuid(input.productId)) throw new NotFound(CartMessages.notFound);
  const [product] = await ctx.db
    .select({ id: products.id, isSoldOut: products.isSoldOut, isPublic: isPublic })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw new NotFound(CartMessages.notFound);
  if (!product.isPublic || product.isSoldOut) throw new Conflict(CartMessages.unavailable);
  // A piece another collector is paying for stays out of carts until that hold ends.
  if ((await findHeldForOthers(ctx.db, [product.id], customerId, ctx.now())).length > 0) {
    throw new Conflict(OrderMessages.artworkHeld);
  }
  const [option] = isUuid(input.shippingOptionId)
    ? await ctx.db
        .select({ id: shippingOptions.id })
        .from(shippingOptions)
        .where(and(eq(shippingOptions.id, input.shippingOptionId), eq(shippingOptions.productId, product.id)))
    : [];
  if (!option) throw new Invalid(CartMessages.badShippingOption, { shippingOptionId: CartMessages.badShippingOption });

  await ctx.db
    .insert(cartItems)
    .values({ customerId, productId: product.id, shippingOptionId: option.id })
    .onConflictDoUpdate({ target: [cartItems.customerId, cartItems.productId], set: { shippingOptionId: option.id } });
  return listCart(ctx, customerId);
}

export async function removeFromCart(ctx: AppContext, customerId: string, itemId: string) {
  const removed = isUuid(itemId)
    ? await ctx.db
        .delete(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.customerId, customerId)))
        .returning({ id: cartItems.id })
    : [];
  if (removed.length === 0) throw new NotFound('Cart item not found');
  return listCart(ctx, customerId);
}
