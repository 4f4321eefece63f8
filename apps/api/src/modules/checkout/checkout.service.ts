import {
  artworkHeldMessage,
  artworkUnavailableMessage,
  type CreatedOrder,
  formatOrderNumber,
  formatVendorOrderNumber,
  OrderMessages,
  priceOrder,
  type ShippingAddress,
} from '@art-market/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { Conflict } from '../../errors.ts';
import { type CartLine, cartKeyOf, findCartLines } from './cart-lines.repository.ts';
import { findHeldForOthers, releaseOrderHolds } from './holds.repository.ts';
import {
  cancelUnpaidOrders,
  findReusableOrder,
  insertOrder,
  insertOrderItems,
  insertVendorOrder,
  nextOrderSequence,
  updateOrder,
} from './orders.repository.ts';

/**
 * Turns the customer's cart into one order split per vendor, with every amount frozen in cents
 * (storefront section 4: saving the address creates the order). An unchanged cart reuses the
 * customer's unpaid order; a changed one replaces it.
 */
export async function createOrderFromCart(ctx: AppContext, customerId: string, address: ShippingAddress): Promise<CreatedOrder> {
  return ctx.db.transaction(async (tx) => {
    // One checkout at a time per customer, so a double submit cannot create two orders.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const lines = await findCartLines(tx, customerId);
    if (lines.length === 0) throw new Conflict(OrderMessages.emptyCart);
    const gone = lines.find((line) => !line.isPublic || line.isSoldOut);
    if (gone) throw new Conflict(artworkUnavailableMessage(gone.title));
    await refuseArtworksHeldByOthers(ctx, tx, customerId, lines);

    const cartKey = cartKeyOf(lines);
    const reusable = await findReusableOrder(tx, customerId, cartKey);
    if (reusable) {
      await updateOrder(tx, reusable.id, { shippingAddress: address, updatedAt: ctx.now() });
      return { orderId: reusable.id, orderNumber: reusable.orderNumber, shippingAddress: address };
    }
    const order = await insertNewOrder(tx, customerId, address, cartKey, lines);
    for (const replaced of await cancelUnpaidOrders(tx, customerId, order.id, ctx.now())) {
      await releaseOrderHolds(tx, replaced, 'replaced', ctx.now());
    }
    return { orderId: order.id, orderNumber: order.orderNumber, shippingAddress: address };
  });
}

async function refuseArtworksHeldByOthers(ctx: AppContext, tx: Database, customerId: string, lines: CartLine[]) {
  const held = await findHeldForOthers(
    tx,
    lines.map((line) => line.productId),
    customerId,
    ctx.now(),
  );
  const heldLine = lines.find((line) => held.includes(line.productId));
  if (heldLine) throw new Conflict(artworkHeldMessage(heldLine.title));
}

async function insertNewOrder(tx: Database, customerId: string, address: ShippingAddress, cartKey: string, lines: CartLine[]) {
  const { lines: priced, totals } = priceOrder(lines);
  const orderNumber = formatOrderNumber(await nextOrderSequence(tx));
  const order = await insertOrder(tx, { orderNumber, customerId, shippingAddress: address, cartKey, ...totals });
  const vendorIds = [...new Set(lines.map((line) => line.vendorId))];
  for (const [index, vendorId] of vendorIds.entries()) {
    const vendorOrderId = await insertVendorOrder(tx, {
      orderId: order.id,
      vendorId,
      vendorOrderNumber: formatVendorOrderNumber(orderNumber, index),
    });
    await insertOrderItems(
      tx,
      lines.flatMap((line, lineIndex) => {
        const price = priced[lineIndex];
        if (line.vendorId !== vendorId || !price) return [];
        return [
          {
            orderId: order.id,
            vendorOrderId,
            productId: line.productId,
            title: line.title,
            artistName: line.artistName,
            imageUrl: line.imageUrl,
            shippingOptionName: line.shippingOptionName,
            priceCents: price.priceCents,
            taxCents: price.taxCents,
            shippingCents: price.shippingCents,
            discountCents: price.discountCents,
            commissionBasisPoints: price.commissionBasisPoints,
            commissionCents: price.commissionCents,
            totalCents: price.totalCents,
          },
        ];
      }),
    );
  }
  return order;
}
