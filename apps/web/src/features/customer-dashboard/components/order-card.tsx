import { CustomerDashboardMessages } from '@art-market/domain/copy';
import { collectorPaymentLabel, describeCollectorOrder, formatUsd, parcelStateLabel } from '@art-market/domain/rules';
import type { DashboardOrder } from '@art-market/domain/schemas';
import { useId, useRef, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { AmountList, orderRows, PriceWithTax, rupeeNote } from '#web/components/ui/amount-list.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CollectorOrderBadge } from '#web/components/ui/order-status-badge.tsx';
import { formatOrderDate } from '#web/lib/dates.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { CompletePayment } from './complete-payment.tsx';
import { type AfterSaleAction, OrderActions } from './order-actions.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderReviews } from './order-reviews.tsx';
import { ReturnRequestDialog } from './return-request-dialog.tsx';

/**
 * One order of Recent Orders, with its View Full Details / Hide Details toggle
 * (docs/product/storefront.md#customer-dashboard), its Cancel and Return actions while their windows
 * are open, and its refunds.
 */
export function OrderCard({ order }: { order: DashboardOrder }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const [dialog, setDialog] = useState<AfterSaleAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A dialog gives focus back to its button, or to the notice once the action is done (its button is gone then).
  const trigger = useRef<HTMLElement | null>(null);
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const returnFocusTo = notice ? noticeRef : trigger;
  const closeDialog = (isOpen: boolean) => (isOpen ? undefined : setDialog(null));
  return (
    <li className="flex flex-col gap-4 py-5" aria-label={`Order ${order.orderNumber}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <span className="font-medium">#{order.orderNumber}</span>
        <span className="text-muted">{formatOrderDate(order.date)}</span>
        <CollectorOrderBadge order={order} />
        <span className="tabular-nums">{formatUsd(order.totalAmount)}</span>
        <Button variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          {open ? 'Hide Details' : 'View Full Details'}
        </Button>
      </div>
      <p className="text-sm text-muted">{describeCollectorOrder(order).hint}</p>
      <CompletePayment order={order} />
      <OrderActions
        order={order}
        onOpen={(action, button) => {
          trigger.current = button;
          setNotice(null);
          setDialog(action);
        }}
      />
      {notice ? (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <OrderRefunds order={order} />
      <OrderReviews order={order} />
      {open ? (
        <div id={detailsId} className="flex flex-col gap-5 border border-line bg-white p-5 text-sm">
          <OrderFacts order={order} />
          {order.shipments.length > 1 ? <Shipments shipments={order.shipments} /> : null}
          <OrderItems items={order.items} />
          <CostBreakdown order={order} />
        </div>
      ) : null}
      <CancelOrderDialog
        order={order}
        open={dialog === 'cancel'}
        onOpenChange={closeDialog}
        returnFocusTo={returnFocusTo}
        onCancelled={(message) => {
          setNotice(message);
          setDialog(null);
        }}
      />
      <ReturnRequestDialog
        order={order}
        open={dialog === 'return'}
        onOpenChange={closeDialog}
        returnFocusTo={returnFocusTo}
        onRequested={() => setNotice(`Return requested for order #${order.orderNumber}. You can follow it under Returns.`)}
      />
    </li>
  );
}

function OrderFacts({ order }: { order: DashboardOrder }) {
  const facts = [
    ['Order ID', order.id],
    ['Date', formatOrderDate(order.date, true)],
    ['Status', describeCollectorOrder(order).label],
    ['Tracking number', order.trackingNumber ?? CustomerDashboardMessages.trackingMissing],
    ['Shipping provider', order.shippingProvider ?? CustomerDashboardMessages.trackingMissing],
    ['Payment status', collectorPaymentLabel(order.paymentStatus, order.paymentMethod)],
  ] as const;
  return (
    <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted">{label}</dt>
          <dd className="mt-0.5 break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An order from several artists travels as several parcels, each with its own tracking. */
function Shipments({ shipments }: { shipments: DashboardOrder['shipments'] }) {
  const missing = CustomerDashboardMessages.trackingMissing;
  return (
    <section aria-label="Parcels">
      <h4 className="font-medium">Parcels</h4>
      <ul className="mt-2 divide-y divide-line">
        {shipments.map((shipment) => (
          <li key={shipment.vendorOrderNumber} className="grid gap-x-6 gap-y-1 py-2 sm:grid-cols-4">
            <span>#{shipment.vendorOrderNumber}</span>
            <span>{parcelStateLabel(shipment.status)}</span>
            <span className="break-all">Tracking number: {shipment.trackingNumber ?? missing}</span>
            <span>Shipping provider: {shipment.shippingProvider ?? missing}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderItems({ items }: { items: DashboardOrder['items'] }) {
  if (items.length === 0) return <p className="text-muted">{CustomerDashboardMessages.itemsMissing}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">Items</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Product
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Price
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Quantity
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item, index) => (
            <tr key={`${item.name}-${index}`}>
              <td className="py-2 pr-4">{item.name}</td>
              <td className="py-2 pr-4 text-right">
                <PriceWithTax price={item.unitPrice} tax={item.taxAmount} className="items-end" />
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{item.quantity}</td>
              <td className="py-2 text-right tabular-nums">{formatUsd(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CostBreakdown({ order }: { order: DashboardOrder }) {
  return (
    <AmountList
      rows={orderRows(order)}
      total={order.totalAmount}
      totalNote={rupeeNote(order.payuCharge)}
      className="ml-auto w-full max-w-xs"
    />
  );
}
