import { artworkHeldByOwnOrderMessage, CartMessages, cartFullMessage, OrderMessages } from '@art-market/domain/copy';
import { artworkTotalCents, MAX_CART_ITEMS, toDollars } from '@art-market/domain/rules';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import { cartItems } from '#api/db/schema.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { changeShippingInCart, lockCart, putInCartIfRoom } from './cart.repository.ts';
import { findArtworkForCart, findCartView } from './cart-lines.repository.ts';

export async function listCart(ctx: AppContext, customerId: string) {
  const lines = await findCartView(ctx.db, customerId, ctx.now());
  return lines.map((line) => ({
    id: line.cartItemId,
    productId: line.productId,
    title: line.title,
    artistName: line.artistName,
    imageUrl: line.imageUrl,
    price: toDollars(line.priceCents),
    totalPrice: toDollars(artworkTotalCents(line)),
    ...(line.offerId !== null && { agreedPrice: true }),
    shippingName: line.shippingOptionName,
    shippingCost: toDollars(line.shippingCents),
    countryOfOrigin: line.countryOfOrigin,
    shippingOptions: line.shippingOptions.map((option) => ({
      id: option.id,
      name: option.name,
      cost: toDollars(option.costCents),
    })),
  }));
}

/**
 * Puts a live, unsold artwork in the cart with one of its own shipping options. Each artwork is one
 * piece: adding it again only changes the shipping option.
 */
export async function addToCart(ctx: AppContext, customerId: string, input: { productId: string; shippingOptionId: string }) {
  if (!isUuid(input.productId)) throw new NotFound(CartMessages.notFound);
  const shippingOptionId = isUuid(input.shippingOptionId) ? input.shippingOptionId : null;
  // Choosing another shipping option for a line in the cart is the common case: one statement, no transaction.
  const changed =
    shippingOptionId !== null && (await changeShippingInCart(ctx.db, customerId, input.productId, shippingOptionId, ctx.now()));
  if (!changed) await addLine(ctx, customerId, input.productId, shippingOptionId);
  return listCart(ctx, customerId);
}

/** Adds a line (or changes one the quick path could not), saying why when the artwork cannot be added. */
async function addLine(ctx: AppContext, customerId: string, productId: string, shippingOptionId: string | null) {
  const product = await findArtworkForCart(ctx.db, productId, shippingOptionId, customerId, ctx.now());
  if (!product) throw new NotFound(CartMessages.notFound);
  if (!product.isPublic || product.isSoldOut) throw new Conflict(CartMessages.unavailable);
  // A piece another collector is paying for stays out of carts until that hold ends.
  if (product.isHeldForOthers) throw new Conflict(OrderMessages.artworkHeld);
  // Hers already, waiting for her transfer's review: say which order, not "another collector".
  if (product.heldByOwnOrderNumber) {
    throw new Conflict(artworkHeldByOwnOrderMessage(product.title, product.heldByOwnOrderNumber));
  }
  if (!product.shippingOptionId) {
    throw new Invalid(CartMessages.badShippingOption, { shippingOptionId: CartMessages.badShippingOption });
  }
  const line = { customerId, productId: product.id, shippingOptionId: product.shippingOptionId };
  await withTransaction(ctx, async (tx) => {
    await lockCart(tx, customerId);
    if (!(await putInCartIfRoom(tx, line, MAX_CART_ITEMS))) throw new Conflict(cartFullMessage());
  });
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
