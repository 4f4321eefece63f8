import { type CartItem, formatUsd } from '@art-market/domain/rules';
import type { OrderView } from '@art-market/domain/schemas';
import { AmountList, orderRows, PriceWithTax, rupeeNote } from '#web/components/ui/amount-list.tsx';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';
import { cartTotals } from '#web/features/cart/cart-totals.ts';
import type { CheckoutMethod } from './payment-choice.ts';

/** What the summary shows of a line: a cart line, or an order's line when paying an order again. */
export type SummaryLine = Pick<
  CartItem,
  'id' | 'productId' | 'title' | 'imageUrl' | 'price' | 'totalPrice' | 'shippingName' | 'shippingCost'
>;

/**
 * The totals: before the order exists, the cart's own sums; afterwards the server's, with a bank
 * transfer's discount (its quote) when that is the method chosen.
 */
function totalsOf(items: readonly SummaryLine[], order: OrderView | undefined, method: CheckoutMethod | null) {
  if (!order) return cartTotals(items);
  const quote = method === 'bankTransfer' ? order.bankTransferQuote : undefined;
  const discount = quote ? quote.discountAmount : order.discountAmount;
  return { rows: orderRows(order, discount), total: quote ? quote.totalAmount : order.totalAmount };
}

/** What the total is in rupees for the method chosen: a bank transfer's quote, or what PayU will charge. */
function rupeesOf(order: OrderView | undefined, method: CheckoutMethod | null) {
  if (!order) return null;
  if (method === 'payu') return rupeeNote(order.payuQuote, 'PayU charges, in rupees');
  if (method === 'bankTransfer') {
    const quote = order.bankTransferQuote;
    return rupeeNote({ amountInr: quote.totalAmountInr, exchangeRate: quote.exchangeRate }, 'In Indian rupees');
  }
  return null;
}

/**
 * The order summary (docs/product/storefront.md#checkout): artworks at their prices with tax (ADR 0045),
 * then subtotal, discount, shipping and total, and the total in rupees for PayU or a bank transfer.
 */
export function OrderSummary({
  items,
  order,
  method,
}: {
  items: readonly SummaryLine[];
  order: OrderView | undefined;
  method: CheckoutMethod | null;
}) {
  const totals = totalsOf(items, order, method);
  const { taxOf } = cartTotals(items);
  return (
    <section aria-labelledby="summary-heading" className="flex flex-col gap-4 border border-line bg-white p-6">
      <h2 id="summary-heading" className="text-xl">
        Order summary
      </h2>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex gap-4 py-3">
            <div className="w-16 shrink-0">
              <ArtworkImage url={item.imageUrl} alt={item.title} width={64} height={80} sizes="64px" />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              <p className="font-display text-base leading-snug">{item.title}</p>
              <PriceWithTax price={item.totalPrice} tax={taxOf(item)} />
              <p className="text-muted">
                {item.shippingName}: <span className="tabular-nums">{formatUsd(item.shippingCost)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <AmountList
        rows={totals.rows}
        total={totals.total}
        totalNote={rupeesOf(order, method)}
        className="border-t border-line pt-4 text-sm"
      />
    </section>
  );
}
