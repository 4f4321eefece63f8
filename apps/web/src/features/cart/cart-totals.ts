import { type CartItem, toCents, toDollars } from '@art-market/domain/rules';
import { summaryRows } from '#web/components/ui/amount-list.tsx';

/** The tax in a cart line's price: its total price (with tax) less its price. */
const taxCentsOf = (item: Pick<CartItem, 'price' | 'totalPrice'>) => toCents(item.totalPrice) - toCents(item.price);

/**
 * Footer sums in cents (no float drift): the summary rows every screen shows (artworks with their tax,
 * then shipping; ADR 0045), the total, and each line's tax.
 */
export function cartTotals(items: readonly Pick<CartItem, 'price' | 'totalPrice' | 'shippingCost'>[]) {
  const price = items.reduce((sum, item) => sum + toCents(item.price), 0);
  const tax = items.reduce((sum, item) => sum + taxCentsOf(item), 0);
  const shipping = items.reduce((sum, item) => sum + toCents(item.shippingCost), 0);
  return {
    rows: summaryRows({ subtotal: toDollars(price), tax: toDollars(tax), discount: 0, shipping: toDollars(shipping) }),
    total: toDollars(price + tax + shipping),
    taxOf: (item: Pick<CartItem, 'price' | 'totalPrice'>) => toDollars(taxCentsOf(item)),
  };
}
