import { z } from 'zod';
import { allocateProportionally } from './allocation.ts';
import { canonicalCountry } from './countries.ts';
import { lineCommissionCents } from './discount-share.ts';
import { OrderStatus, PaymentMethod, PaymentStatus } from './enums.ts';
import { type BasisPoints, type Cents, percentOf } from './money.ts';
import { canMove, MAX_CART_ITEMS, MAX_HELD_PER_CUSTOMER, PAYMENT_STATUS_MOVES, statesBefore } from './order-lifecycle.ts';
import { emailField, normalizePhone, requiredText } from './validation.ts';

export const OrderMessages = {
  emptyCart: 'Your cart is empty',
  orderNotFound: 'Order not found',
  artworkHeld: 'This artwork is being purchased by another collector',
  alreadyPaid: 'This order has already been paid',
  notPayable: 'This order can no longer be paid',
  paymentUnderReview: 'A bank transfer for this order is already under review',
} as const;

/** An artwork that left the storefront between the cart and the order, named so the buyer knows which. */
export function artworkUnavailableMessage(title: string): string {
  return `"${title}" is no longer available`;
}

export function artworkHeldMessage(title: string): string {
  return `"${title}": ${OrderMessages.artworkHeld}`;
}

/** The artwork is held by another order of the same customer: name it, so she knows where to pay. */
export function artworkHeldByOwnOrderMessage(title: string, orderNumber: string): string {
  return `"${title}" is held for your order ${orderNumber}: complete or cancel that payment first`;
}

/** A customer's holds on an artwork have run for their whole lifetime: others get a turn. */
export function holdRunOverMessage(title: string): string {
  return `Your hold on "${title}" has run out, so other collectors may buy it now; please try again in 30 minutes`;
}

/** One customer holds at most MAX_HELD_PER_CUSTOMER artworks at once. */
export function tooManyHeldMessage(heldElsewhere: number): string {
  return `You can hold at most ${MAX_HELD_PER_CUSTOMER} artworks at once, and ${heldElsewhere} are held for your other orders: complete or cancel those payments first`;
}

export function cartFullMessage(): string {
  return `Your cart can hold at most ${MAX_CART_ITEMS} artworks`;
}

// ---- the checkout address (docs/product/orders-and-payments.md#orders-and-vendor-orders) ----

export const shippingAddressSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField('Please enter a valid email', 'Email is required'),
  phone: requiredText('Phone number is required', 40)
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\+?\d{6,15}$/, 'Please enter a valid phone number')),
  address: requiredText('Address is required', 300),
  city: requiredText('City is required', 100),
  state: requiredText('State is required', 100),
  zipCode: requiredText('ZIP code is required', 20),
  country: requiredText('Country is required', 100).transform(canonicalCountry),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressForm = z.input<typeof shippingAddressSchema>;

/** One line of text for the confirmation page and e-mails. */
export function formatShippingAddress(address: ShippingAddress): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
  ].join(', ');
}

/** PayU charges in INR and is offered only for India, compared case-insensitively. */
export function isIndia(country: string): boolean {
  return country.trim().toLowerCase() === 'india';
}

// ---- totals (docs/product/money.md#order-totals) ----

/** Bank transfer: 5% off the product subtotal, not tax or shipping (docs/product/money.md#bank-transfer-discount). */
export const BANK_TRANSFER_DISCOUNT: BasisPoints = 500;

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

export const PAYMENT_METHOD_NAMES: Record<PaymentMethodCode, string> = {
  [PaymentMethod.NEFT]: 'NEFT Transfer',
  [PaymentMethod.PayPal]: 'PayPal',
  [PaymentMethod.PayU]: 'PayU',
};

export const PAYMENT_STATUS_NAMES: Record<PaymentStatusCode, string> = {
  [PaymentStatus.Pending]: 'Pending',
  [PaymentStatus.Processing]: 'Processing',
  [PaymentStatus.Authorized]: 'Authorized',
  [PaymentStatus.Paid]: 'Paid',
  [PaymentStatus.Failed]: 'Failed',
  [PaymentStatus.Refunded]: 'Refunded',
};

export const ORDER_STATUS_NAMES: Record<OrderStatusCode, string> = {
  [OrderStatus.Pending]: 'Pending',
  [OrderStatus.Processing]: 'Processing',
  [OrderStatus.Shipped]: 'Shipped',
  [OrderStatus.Delivered]: 'Delivered',
  [OrderStatus.Cancelled]: 'Cancelled',
};
