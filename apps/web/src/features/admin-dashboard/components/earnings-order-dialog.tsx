import { PAYMENT_METHOD_NAMES } from '@art-market/domain/copy';
import { formatUsd, type PaymentMethodCode } from '@art-market/domain/rules';
import type { EarningsOrder } from '@art-market/domain/schemas';
import { AmountList } from '#web/components/ui/amount-list.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from '#web/components/ui/order-status-badge.tsx';
import { ProfileList } from '#web/components/ui/profile-list.tsx';
import { formatOrderDate } from '#web/lib/dates.ts';
import { formatUsdAsInr, isBankTransfer } from './earnings-money.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-lg">{title}</h3>
      {children}
    </section>
  );
}

function OrderDetails({ order, usdInrRate }: { order: EarningsOrder; usdInrRate: number }) {
  const bill: [string, number][] = [
    ['Product price', order.productPrice],
    ['Shipping', order.shippingAmount],
    ['Tax', order.taxAmount],
  ];
  if (order.discountAmount > 0) bill.push(['Discount', -order.discountAmount]);
  return (
    <div className="flex flex-col gap-6">
      <Section title="Order information">
        <ProfileList
          entries={[
            { label: 'Vendor order', value: order.orderNumber },
            { label: 'Customer order', value: order.parentOrderNumber },
            { label: 'Date', value: formatOrderDate(order.createdAt, true) },
            { label: 'Payment method', value: PAYMENT_METHOD_NAMES[order.paymentMethod as PaymentMethodCode] ?? '—' },
            { label: 'Shipping provider', value: order.shippingProvider ?? 'Not available' },
            { label: 'Tracking number', value: order.trackingNumber ?? 'Not available' },
          ]}
        />
        <p className="flex flex-wrap gap-2 text-sm">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </p>
      </Section>
      <Section title="Items">
        <ul className="divide-y divide-line border border-line bg-white">
          {order.orderItems.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 px-4 py-3 text-sm">
              <span>
                {item.productTitle} <span className="text-muted">× {item.quantity}</span>
              </span>
              <span className="tabular-nums">{formatUsd(item.total)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Bill">
        <AmountList rows={bill} total={order.totalAmount} className="border border-line bg-white p-4 text-sm" />
        <p className="text-sm text-muted">
          Commission {formatUsd(order.commissionAmount)} · vendor payment {formatUsd(order.vendorPayment)}
          {isBankTransfer(order.paymentMethod) ? ` · total ${formatUsdAsInr(order.totalAmount, usdInrRate)}` : ''}
        </p>
        {order.disputeLossAmount > 0 ? (
          <p className="text-sm text-danger">
            Dispute loss {formatUsd(order.disputeLossAmount)}: a chargeback after the refund, taken by the platform.
          </p>
        ) : null}
      </Section>
      <Section title="Vendor information">
        <ProfileList
          entries={[
            { label: 'Name', value: order.vendorName },
            { label: 'Email', value: order.vendorEmail },
            { label: 'Phone', value: order.vendorPhone },
          ]}
        />
      </Section>
    </div>
  );
}

/** View Details of a delivered order: order, items, bill and vendor (docs/product/studio-and-console.md#console-earnings). */
export function EarningsOrderDialog({
  order,
  usdInrRate,
  onClose,
}: {
  order: EarningsOrder | null;
  usdInrRate: number;
  onClose: () => void;
}) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Order details"
      description={order ? `Order ${order.orderNumber} · ${order.vendorName}` : undefined}
      wide
    >
      {order ? <OrderDetails order={order} usdInrRate={usdInrRate} /> : null}
    </Modal>
  );
}
