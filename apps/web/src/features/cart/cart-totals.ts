import { type CartItem, toCents, toDollars } from '@art-market/domain/rules';

/** Footer sums in cents (no float drift): subtotal of total prices, shipping, and both together. */
export function cartTotals(items: readonly CartItem[]) {
  const subtotal = items.reduce((sum, item) => sum + toCents(item.totalPrice), 0);
  const shipping = items.reduce((sum, item) => sum + toCents(item.shippingCost), 0);
  return { subtotal: toDollars(subtotal), shipping: toDollars(shipping), total: toDollars(subtotal + shipping) };
}
