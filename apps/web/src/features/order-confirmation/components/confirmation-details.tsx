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
            <th scope="col" className="px-4 py-3 font-medium">
              Artwork
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Unit price
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Quantity
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <div className="w-14 shrink-0">
                    <ArtworkImage
                      url={item.product.imageUrl}
                      alt={`${item.product.title} by ${item.product.artistName}`}
                      width={56}
                      height={70}
                      sizes="56px"
                    />
                  </div>
                  <span className="font-display text-base">{item.product.title}</span>
                </div>
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatUsd(item.unitPrice)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{item.quantity}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatUsd(item.totalPrice)}</td>
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
