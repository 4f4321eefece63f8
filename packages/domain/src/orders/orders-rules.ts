import { allocateProportionally } from '../common/allocation.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../common/enums.ts';
import { type BasisPoints, type Cents, percentOf } from '../common/money.ts';
import { lineCommissionCents } from './discount-share.ts';
import { canMove, PAYMENT_STATUS_MOVES, statesBefore } from './order-lifecycle.ts';
import type { ShippingAddress } from './orders.ts';

/** One line of text for the confirmation page and e-mails. */
export function formatShippingAddress(address: ShippingAddress): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
  ].join(', ');
}

// ---- totals (docs/product/money.md#order-totals) ----

export interface OrderLineInput {
  priceCents: Cents;
  taxCents: Cents;
  shippingCents: Cents;
  commissionBasisPoints: BasisPoints;
}

export interface PricedLine extends OrderLineInput {
  discountCents: Cents;
  commissionCents: Cents;
  /** price - discount + tax + shipping */
  totalCents: Cents;
  /** what the vendor earns: the line total less the commission */
  vendorEarningCents: Cents;
}

export interface OrderTotals {
  subtotalCents: Cents;
  discountCents: Cents;
  taxCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

/**
 * Prices an order: the discount is a share of the product subtotal, spread over the lines in
 * proportion to their prices so the lines sum exactly to the order; the platform pays each line's
 * discount out of its commission (`lineCommissionCents`, ADR 0023).
 */
export function priceOrder(
  lines: readonly OrderLineInput[],
  discountRate: BasisPoints = 0,
): { lines: PricedLine[]; totals: OrderTotals } {
  const subtotalCents = sumOf(lines.map((line) => line.priceCents));
  const discountCents = percentOf(subtotalCents, discountRate);
  const discounts = allocateProportionally(
    discountCents,
    lines.map((line) => line.priceCents),
  );
  const priced = lines.map((line, index) => {
    const discount = discounts[index] ?? 0;
    const discountedPrice = line.priceCents - discount;
    const commissionCents = lineCommissionCents(line.priceCents, discount, line.commissionBasisPoints);
    const totalCents = discountedPrice + line.taxCents + line.shippingCents;
    return { ...line, discountCents: discount, commissionCents, totalCents, vendorEarningCents: totalCents - commissionCents };
  });
  const taxCents = sumOf(lines.map((line) => line.taxCents));
  const shippingCents = sumOf(lines.map((line) => line.shippingCents));
  return {
    lines: priced,
    totals: {
      subtotalCents,
      discountCents,
      taxCents,
      shippingCents,
      totalCents: subtotalCents - discountCents + taxCents + shippingCents,
    },
  };
}

function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

// ---- numbers people read ----

/** Human-readable order numbers from a database sequence: AM000042, AM1000000 past a million. */
export function formatOrderNumber(sequence: number): string {
  return `AM${String(sequence).padStart(6, '0')}`;
}

/** One vendor order per vendor of an order: AM000042-1, AM000042-2, ... */
export function formatVendorOrderNumber(orderNumber: string, index: number): string {
  return `${orderNumber}-${index + 1}`;
}

// ---- status codes (docs/product/orders-and-payments.md#status-codes) ----

export type PaymentStatusCode = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];
export type PaymentMethodCode = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** An order's payment status moves only forward: a paid order never becomes pending or failed again. */
export function canMovePaymentStatus(from: PaymentStatusCode, to: PaymentStatusCode): boolean {
  return canMove(PAYMENT_STATUS_MOVES, from, to);
}

/** The statuses a move to `to` may start from: the database update is guarded by this list. */
export function paymentStatusesBefore(to: PaymentStatusCode): PaymentStatusCode[] {
  return statesBefore(PAYMENT_STATUS_MOVES, to);
}
