import { OrderStatus } from '../common/enums.ts';
import { canMove, VENDOR_ORDER_STATUS_MOVES } from '../orders/order-lifecycle.ts';
import { ORDER_STATUS_NAMES } from '../orders/orders-copy.ts';
import type { OrderStatusCode } from '../orders/orders-rules.ts';

export const ORDER_STATUS_CODES = Object.values(OrderStatus) as OrderStatusCode[];

export function isOrderStatusCode(value: number): value is OrderStatusCode {
  return (ORDER_STATUS_CODES as number[]).includes(value);
}

/**
 * A vendor order's delivery status moves only forward (domain `VENDOR_ORDER_STATUS_MOVES`): it is
 * cancelled only before it ships and delivered only once shipped with a tracking number. Staying where
 * it is counts as allowed (a tracking correction on a shipped parcel, a repeated click).
 */
export function canMoveVendorOrderStatus(from: OrderStatusCode, to: OrderStatusCode): boolean {
  return from === to || canMove(VENDOR_ORDER_STATUS_MOVES, from, to);
}

/** Why a move is refused, in words a vendor understands (the 409 message). */
export function statusMoveRefusal(from: OrderStatusCode, to: OrderStatusCode): string {
  if (to === OrderStatus.Cancelled) return `A ${ORDER_STATUS_NAMES[from].toLowerCase()} order can no longer be cancelled`;
  if (from === OrderStatus.Cancelled) return 'A cancelled order cannot change its status';
  if (to === OrderStatus.Delivered && from !== OrderStatus.Shipped) {
    return 'An order must be shipped with a tracking number before it can be delivered';
  }
  return `An order that is ${ORDER_STATUS_NAMES[from].toLowerCase()} cannot go back to ${ORDER_STATUS_NAMES[to].toLowerCase()}`;
}

/**
 * The customer order's status follows its vendor orders
 * (docs/product/orders-and-payments.md#orders-and-vendor-orders): Cancelled when all
 * are; otherwise, ignoring cancelled parts, Delivered when all are delivered, Shipped when any parcel
 * is on its way or arrived, Processing when any is being prepared, else Pending.
 */
export function parentOrderStatus(vendorStatuses: readonly OrderStatusCode[]): OrderStatusCode {
  const live = vendorStatuses.filter((status) => status !== OrderStatus.Cancelled);
  if (vendorStatuses.length > 0 && live.length === 0) return OrderStatus.Cancelled;
  if (live.length > 0 && live.every((status) => status === OrderStatus.Delivered)) return OrderStatus.Delivered;
  if (live.some((status) => status === OrderStatus.Shipped || status === OrderStatus.Delivered)) return OrderStatus.Shipped;
  if (live.some((status) => status === OrderStatus.Processing)) return OrderStatus.Processing;
  return OrderStatus.Pending;
}

/** Whether a vendor order still waits to be sent ("orders to ship" of the dashboard). */
export const STATUSES_TO_SHIP: readonly OrderStatusCode[] = [OrderStatus.Pending, OrderStatus.Processing];

/**
 * Which calls the order modal's Update makes (docs/product/studio-and-console.md#order-updates): Shipped travels with the
 * tracking call alone; any other status is its own call, after the tracking call when the tracking
 * changed (so Shipped comes before Delivered). New tracking with the status left as it was (`current`)
 * is the tracking call alone too: that call marks the order Shipped, and sending the old status after
 * it would be refused as a step back.
 */
export function planOrderUpdate(
  chosen: OrderStatusCode,
  trackingChanged: boolean,
  current: OrderStatusCode,
): { tracking: boolean; status: boolean } {
  if (chosen === OrderStatus.Shipped) return { tracking: true, status: false };
  if (trackingChanged && chosen === current) return { tracking: true, status: false };
  return { tracking: trackingChanged, status: true };
}
