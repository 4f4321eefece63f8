import { formatUsd } from '@art-market/domain/rules';
import type { OrderView } from '@art-market/domain/schemas';
import { AmountList, orderRows, PriceWithTax, rupeeNote } from '#web/components/ui/amount-list.tsx';
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
              <td className="hidden px-4 py-3 text-right sm:table-cell">
                <PriceWithTax price={item.unitPrice} tax={item.taxAmount} className="items-end" />
              </td>
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
 * The subtotal is the sum of the items listed above at their prices with tax (ADR 0045), the tax named in
 * its label; a bank transfer's discount is its own line; a PayU payment's rupees and rate stand under
 * the total, as recorded on the payment.
 */
export function OrderTotals({ order }: { order: OrderView }) {
  return (
    <AmountList rows={orderRows(order)} total={order.totalAmount} totalNote={rupeeNote(order.payuCharge)} className="text-sm" />
  );
}
