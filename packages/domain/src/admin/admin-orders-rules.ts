import { allocateProportionally } from '../common/allocation.ts';
import type { Cents } from '../common/money.ts';

/** Sort keys of the orders list: a leading minus sorts descending. Newest first by default. */
export const ADMIN_ORDER_SORTS = ['-createdAt', 'createdAt', '-totalAmount', 'totalAmount'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export interface OrderCharges {
  discountCents: Cents;
  taxCents: Cents;
  shippingCents: Cents;
}

export interface AllocatedItem {
  lineCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

/**
 * Shares an order's discount, tax and shipping over its items in proportion to each item's share
 * of the products (unit price x quantity), each rounded so the parts sum exactly to the whole.
 */
export function allocateOrderCharges(
  items: readonly { unitPriceCents: Cents; quantity: number }[],
  charges: OrderCharges,
): AllocatedItem[] {
  const weights = items.map((item) => item.unitPriceCents * item.quantity);
  const discounts = allocateProportionally(charges.discountCents, weights);
  const taxes = allocateProportionally(charges.taxCents, weights);
  const shippings = allocateProportionally(charges.shippingCents, weights);
  return weights.map((lineCents, index) => {
    const discountCents = discounts[index] ?? 0;
    const taxCents = taxes[index] ?? 0;
    const shippingCents = shippings[index] ?? 0;
    return {
      lineCents,
      discountCents,
      taxCents,
      shippingCents,
      totalCents: lineCents - discountCents + taxCents + shippingCents,
    };
  });
}
