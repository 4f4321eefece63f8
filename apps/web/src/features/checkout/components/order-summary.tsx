import { BANK_TRANSFER_DISCOUNT_LABEL, type CartItem, formatInr, formatUsd, toCents, toDollars } from '@art-market/domain/rules';
import type { OrderView } from '@art-market/domain/schemas';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';

/** What the summary shows of a line: a cart line, or an order's line when paying an order again. */
export type SummaryLine = Pick<
  CartItem,
  'id' | 'productId' | 'title' | 'imageUrl' | 'price' | 'totalPrice' | 'shippingName' | 'shippingCost'
>;

/** Before the order exists, the cart's own sums (in cents); afterwards, the server's totals. */
function cartSums(items: readonly SummaryLine[]) {
  const price = items.reduce((sum, item) => sum + toCents(item.price), 0);
  const tax = items.reduce((sum, item) => sum + toCents(item.totalPrice) - toCents(item.price), 0);
  const shipping = items.reduce((sum, item) => sum + toCents(item.shippingCost), 0);
  return {
    subTotal: toDollars(price),
    taxAmount: toDollars(tax),
    shippingAmount: toDollars(shipping),
    totalAmount: toDollars(price + tax + shipping),
  };
}

/** The order summary (docs/product/storefront.md#checkout): artworks, then subtotal, discount, tax, shipping and total. */
export function OrderSummary({
  items,
  order,
  bankTransfer,
}: {
  items: readonly SummaryLine[];
  order: OrderView | undefined;
  bankTransfer: boolean;
}) {
  const totals = order ?? cartSums(items);
  const quote = bankTransfer && order ? order.bankTransferQuote : undefined;
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
              <p className="tabular-nums">{formatUsd(item.totalPrice)}</p>
              <p className="text-muted">
                {item.shippingName}: <span className="tabular-nums">{formatUsd(item.shippingCost)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-line pt-4 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums">{formatUsd(totals.subTotal)}</dd>
        {quote ? (
          <>
            <dt>{BANK_TRANSFER_DISCOUNT_LABEL}</dt>
            <dd className="text-right tabular-nums">−{formatUsd(quote.discountAmount)}</dd>
          </>
        ) : null}
        <dt>Tax</dt>
        <dd className="text-right tabular-nums">{formatUsd(totals.taxAmount)}</dd>
        <dt>Shipping</dt>
        <dd className="text-right tabular-nums">{formatUsd(totals.shippingAmount)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatUsd(quote ? quote.totalAmount : totals.totalAmount)}</dd>
        {quote ? (
          <>
            <dt className="text-muted">In Indian rupees</dt>
            <dd className="text-right text-muted tabular-nums">{formatInr(quote.totalAmountInr)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
