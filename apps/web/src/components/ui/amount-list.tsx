import { formatInrAt, formatUsd, type InrAmount, orderSummaryRows, taxNote, toCents, toDollars } from '@art-market/domain/rules';

/** An order's (or a cart's) money in dollars as the API sends it: the artworks before tax and discount, and the rest. */
export interface SummaryDollars {
  subtotal: number;
  tax: number;
  discount: number;
  shipping: number;
}

/**
 * The summary rows every screen shows above a total (ADR 0045): the artworks with their tax included and
 * named, a bank-transfer discount when there is one, shipping. The same rows as the e-mails (domain
 * `orderSummaryRows`).
 */
export function summaryRows(amounts: SummaryDollars): [label: string, amount: number][] {
  return orderSummaryRows({
    subtotalCents: toCents(amounts.subtotal),
    taxCents: toCents(amounts.tax),
    discountCents: toCents(amounts.discount),
    shippingCents: toCents(amounts.shipping),
  }).map((row) => [row.label, toDollars(row.cents)]);
}

/** An order's totals as the API sends them (confirmation, checkout, dashboard). */
export interface OrderDollars {
  totalAmount: number;
  taxAmount: number;
  shippingAmount: number;
  discountAmount: number;
}

/**
 * An order's summary rows: the artworks before tax and discount are what the total leaves once tax and
 * shipping are taken off and the discount put back. `discount` is the order's, or a quote's (a bank
 * transfer not yet sent).
 */
export function orderRows(order: OrderDollars, discount = order.discountAmount): [label: string, amount: number][] {
  const products = toCents(order.totalAmount) - toCents(order.taxAmount) - toCents(order.shippingAmount);
  return summaryRows({
    subtotal: toDollars(products + toCents(order.discountAmount)),
    tax: order.taxAmount,
    discount,
    shipping: order.shippingAmount,
  });
}

/**
 * A money breakdown: one row per part, then the total in bold (cart, checkout, confirmation page,
 * dashboard orders), and under the total what it is in another currency when it was paid in one.
 */
export function AmountList({
  rows,
  total,
  totalNote,
  className = '',
}: {
  rows: readonly (readonly [label: string, amount: number])[];
  total: number;
  /** E.g. the rupees a PayU payment takes, with their rate. */
  totalNote?: { label: string; text: string } | null;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 ${className}`}>
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{formatUsd(amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold tabular-nums">{formatUsd(total)}</dd>
      {totalNote ? (
        <>
          <dt className="text-muted">{totalNote.label}</dt>
          <dd className="text-right text-muted tabular-nums">{totalNote.text}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** An artwork's price as every screen shows it (ADR 0045): tax included, with the tax named under it. */
export function PriceWithTax({ price, tax, className = '' }: { price: number; tax: number; className?: string }) {
  return (
    <span className={`inline-flex flex-col tabular-nums ${className}`}>
      <span>{formatUsd(price)}</span> <span className="text-xs font-normal text-muted">{taxNote(tax)}</span>
    </span>
  );
}

/** The note under a total paid (or to be paid) in rupees: the rupees and the rate, both from the server. */
export function rupeeNote(charge: InrAmount | null | undefined, label = 'Paid with PayU, in rupees') {
  return charge ? { label, text: formatInrAt(charge) } : null;
}
