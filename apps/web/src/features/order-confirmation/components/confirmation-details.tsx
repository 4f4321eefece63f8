import { BANK_TRANSFER_DISCOUNT_LABEL, formatUsd, toCents, toDollars } from '@art-market/domain/rules';
import type { OrderView } from '@art-market/domain/schemas';
import { AmountList } from '#web/components/ui/amount-list.tsx';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';

export function OrderItemsTable({ items }: { items: OrderView['orderItems'] }) {
  return (
    <div className="overflow-x-auto border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items in this order</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="px-3 py-3 font-medium sm:px-4">
              Artwork
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right font-medium sm:table-cell">
              Unit price
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right font-medium sm:table-cell">
              Quantity
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium sm:px-4">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-3 py-3 sm:px-4">
                <div className="flex items-center gap-3">
                  <div className="w-12 shrink-0 sm:w-14">
                    <ArtworkImage
                      url={item.product.imageUrl}
                      alt={`${item.product.title} by ${item.product.artistName}`}
                      width={56}
                      height={70}
                      sizes="56px"
                    />
                  </div>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-display text-base break-words">{item.product.title}</span>
                    {/* On a phone the price and quantity columns fold in here, so Total stays in view. */}
                    <span className="text-xs text-muted tabular-nums sm:hidden">
                      {item.quantity} × {formatUsd(item.unitPrice)}
                    </span>
                  </span>
                </div>
              </td>
              <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{formatUsd(item.unitPrice)}</td>
              <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{item.quantity}</td>
              <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums sm:px-4">{formatUsd(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Subtotal = total - tax - shipping. A bank transfer's discount is shown as its
 * own line, with the subtotal before it, so that the subtotal is the sum of the items listed above.
 */
export function OrderTotals({ order }: { order: OrderView }) {
  const total = toCents(order.totalAmount);
  const tax = toCents(order.taxAmount);
  const shipping = toCents(order.shippingAmount);
  const discount = toCents(order.discountAmount);
  const rows = [
    ['Subtotal', toDollars(total - tax - shipping + discount)],
    ...(discount > 0 ? [[BANK_TRANSFER_DISCOUNT_LABEL, -order.discountAmount] as const] : []),
    ['Shipping', order.shippingAmount],
    ['Tax', order.taxAmount],
  ] as const;
  return <AmountList rows={rows} total={order.totalAmount} className="text-sm" />;
}
