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
              <td className="px-4 py-3 text-right">
                <PriceWithTax price={item.unitPrice} tax={item.taxAmount} className="items-end" />
              </td>
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
 * The subtotal is the sum of the items listed above at their prices with tax (ADR 0038), the tax named in
 * its label; a bank transfer's discount is its own line; a PayU payment's rupees and rate stand under
 * the total, as recorded on the payment.
 */
export function OrderTotals({ order }: { order: OrderView }) {
  return (
    <AmountList rows={orderRows(order)} total={order.totalAmount} totalNote={rupeeNote(order.payuCharge)} className="text-sm" />
  );
}
