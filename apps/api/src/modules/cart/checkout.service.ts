import { randomUUID } from 'node:crypto';
import { artworkHeldMessage, artworkUnavailableMessage, OrderMessages } from '@art-market/domain/copy';
import { formatOrderNumber, formatVendorOrderNumber, priceOrder } from '@art-market/domain/rules';
import type { CreatedOrder, ShippingAddress } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict } from '#api/errors.ts';
import { rememberAddress } from '#api/modules/accounts/customer-addresses.service.ts';
import {
  insertOrderReplacingOpen,
  lockCustomer,
  type NewOrder,
  nextOrderSequence,
  updateOrderAddress,
} from '#api/modules/orders/order-life.ts';
import { type CartLine, cartKeyOf, findCart } from './cart-contents.ts';

/**
 * Turns the customer's cart into one order split per vendor, with every amount frozen in cents
 * (saving the address creates the order: docs/product/orders-and-payments.md#orders-and-vendor-orders).
 * An unchanged cart reuses the customer's unpaid order; a changed one replaces it. The address is kept
 * among the customer's saved ones.
 */
export async function createOrderFromCart(ctx: AppContext, customerId: string, address: ShippingAddress): Promise<CreatedOrder> {
  return withTransaction(ctx, async (tx) => {
    // One checkout at a time per customer, so a double submit cannot create two orders.
    await lockCustomer(tx, customerId);
    const { lines, openOrder } = await findCart(tx, customerId, ctx.now());
    if (lines.length === 0) throw new Conflict(OrderMessages.emptyCart);
    const gone = lines.find((line) => !line.isPublic || line.isSoldOut);
    if (gone) throw new Conflict(artworkUnavailableMessage(gone.title));
    const held = lines.find((line) => line.isHeldForOthers);
    if (held) throw new Conflict(artworkHeldMessage(held.title));

    await rememberAddress(tx, customerId, address, ctx.now());
    const cartKey = cartKeyOf(lines);
    if (openOrder?.cartKey === cartKey) {
      const orderNumber = await updateOrderAddress(tx, openOrder.id, address, ctx.now());
      return { orderId: openOrder.id, orderNumber, shippingAddress: address };
    }
    const orderNumber = formatOrderNumber(await nextOrderSequence(tx));
    const order = newOrder(customerId, orderNumber, address, cartKey, lines);
    await insertOrderReplacingOpen(tx, order, ctx.now());
    return { orderId: order.order.id, orderNumber, shippingAddress: address };
  });
}

/** The order's rows, ids included: one vendor order per vendor, one item per line, every amount priced by the domain. */
function newOrder(
  customerId: string,
  orderNumber: string,
  address: ShippingAddress,
  cartKey: string,
  lines: CartLine[],
): NewOrder {
  const { lines: priced, totals } = priceOrder(lines);
  const orderId = randomUUID();
  const vendorIds = [...new Set(lines.map((line) => line.vendorId))];
  const vendorOrderIds = new Map(vendorIds.map((vendorId) => [vendorId, randomUUID()]));
  return {
    order: { id: orderId, orderNumber, customerId, shippingAddress: address, cartKey, ...totals },
    vendorOrders: vendorIds.map((vendorId, index) => ({
      id: vendorOrderIds.get(vendorId) as string,
      orderId,
      vendorId,
      vendorOrderNumber: formatVendorOrderNumber(orderNumber, index),
    })),
    items: lines.map((line, index) => {
      const price = priced[index] as (typeof priced)[number];
      return {
        orderId,
        vendorOrderId: vendorOrderIds.get(line.vendorId) as string,
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
        offerId: line.offerId,
      };
    }),
  };
}
