import { ORDER_STATUS_NAMES, PAYMENT_STATUS_NAMES } from '@art-market/domain/copy';
import {
  type CollectorOrderFacts,
  describeCollectorOrder,
  OrderStatus,
  type OrderStatusCode,
  PaymentStatus,
  type PaymentStatusCode,
} from '@art-market/domain/rules';
import { type BadgeTone, StatusBadge } from './status-badge.tsx';

const ORDER_TONES: Record<OrderStatusCode, BadgeTone> = {
  [OrderStatus.Pending]: 'pending',
  [OrderStatus.Processing]: 'pending',
  [OrderStatus.Shipped]: 'sold',
  [OrderStatus.Delivered]: 'live',
  [OrderStatus.Cancelled]: 'inactive',
};

const PAYMENT_TONES: Record<PaymentStatusCode, BadgeTone> = {
  [PaymentStatus.Pending]: 'pending',
  [PaymentStatus.Processing]: 'pending',
  [PaymentStatus.Authorized]: 'live',
  [PaymentStatus.Paid]: 'live',
  [PaymentStatus.Failed]: 'inactive',
  [PaymentStatus.Refunded]: 'inactive',
};

export function orderStatusName(code: number): string {
  return ORDER_STATUS_NAMES[code as OrderStatusCode] ?? 'Unknown';
}

export function paymentStatusName(code: number): string {
  return PAYMENT_STATUS_NAMES[code as PaymentStatusCode] ?? 'Unknown';
}

/** The delivery status badge (docs/product/orders-and-payments.md#status-codes), marked by the lower-case status name. */
export function OrderStatusBadge({ status }: { status: number }) {
  const name = orderStatusName(status);
  return (
    <span data-status={name.toLowerCase()}>
      <StatusBadge tone={ORDER_TONES[status as OrderStatusCode] ?? 'info'}>{name}</StatusBadge>
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: number }) {
  return <StatusBadge tone={PAYMENT_TONES[status as PaymentStatusCode] ?? 'info'}>{paymentStatusName(status)}</StatusBadge>;
}

/**
 * An order as the collector reads it ("Checking your payment", "Paid – being prepared", ...): the domain's one
 * mapping (`describeCollectorOrder`), marked by its state.
 */
export function CollectorOrderBadge({ order }: { order: CollectorOrderFacts }) {
  const view = describeCollectorOrder(order);
  return (
    <span data-state={view.state}>
      <StatusBadge tone={view.tone}>{view.label}</StatusBadge>
    </span>
  );
}
