import { z } from 'zod';
import { RETURN_INSPECTIONS, RETURN_REASONS } from '../after-sale/refunds.ts';
import { RETURN_STATUSES } from '../orders/order-lifecycle.ts';
import type { OrderStatusCode } from '../orders/orders-rules.ts';
import { refundDeductionSchema } from '../payouts/earnings.ts';
import { FulfilmentMessages } from './fulfilment-copy.ts';
import { isOrderStatusCode } from './fulfilment-rules.ts';

const trackingText = z
  .string({ error: FulfilmentMessages.trackingRequired })
  .trim()
  .min(1, FulfilmentMessages.trackingRequired)
  .max(100, 'Must be at most 100 characters');

/**
 * PUT /vendordashboard/orders/{orderId}/tracking: both fields, one message
 * (docs/product/studio-and-console.md#order-updates).
 */
export const trackingInputSchema = z.object({
  trackingNumber: trackingText,
  shippingProvider: trackingText,
});
export type TrackingInput = z.output<typeof trackingInputSchema>;

/** PUT /vendordashboard/orders/{orderId}/status: a bare integer (docs/product/orders-and-payments.md#fulfilment). */
export const orderStatusInputSchema = z
  .number({ error: FulfilmentMessages.invalidStatus })
  .int(FulfilmentMessages.invalidStatus)
  .refine(isOrderStatusCode, FulfilmentMessages.invalidStatus)
  .transform((value) => value as OrderStatusCode);

/** A vendor order's tracking (docs/product/orders-and-payments.md#fulfilment). */
export const orderTrackingSchema = z.object({
  orderId: z.string(),
  trackingNumber: z.string().nullable(),
  shippingProvider: z.string().nullable(),
  status: z.number().int(),
  parentOrderStatus: z.number().int(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

export const orderStatusAnswerSchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  parentOrderStatus: z.number().int(),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusAnswerSchema>;

/** One artwork of a vendor order with its price breakdown (dollars). */
export const vendorOrderItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  shippingOptionName: z.string(),
  price: z.number(),
  discount: z.number(),
  tax: z.number(),
  shippingCost: z.number(),
  commission: z.number(),
  total: z.number(),
  earnings: z.number(),
  /** Set when a Domestic option was chosen for an address outside the artwork's country of origin. */
  shippingWarning: z.string().nullable(),
  /** The collector's return of this artwork, if any; once received, what becomes of it (`inspection`). */
  returned: z
    .object({
      id: z.string(),
      status: z.enum(RETURN_STATUSES),
      reason: z.enum(RETURN_REASONS),
      inspection: z.enum(RETURN_INSPECTIONS).nullable(),
      /** When the collector asked, when the parcel was marked received, when the artwork's fate was decided (ISO). */
      requestedAt: z.string(),
      receivedAt: z.string().nullable(),
      inspectedAt: z.string().nullable(),
    })
    .nullable(),
});

/** Where the vendor sends the parcel: the buyer's name, phone and address (not the e-mail). */
export const vendorShippingAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

/**
 * A vendor order (docs/product/orders-and-payments.md#orders-and-vendor-orders). `orderId` is the vendor order's id, the one
 * the tracking and status calls take; `amount` is the product price, `earnings` = total - commission.
 */
export const vendorOrderSchema = z.object({
  orderId: z.string(),
  vendorOrderNumber: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  productNames: z.string(),
  amount: z.number(),
  discount: z.number(),
  tax: z.number(),
  shippingCost: z.number(),
  totalPrice: z.number(),
  commission: z.number(),
  earnings: z.number(),
  /**
   * The earnings breakdown of a discounted sale (ADR 0023): commission at the rate on the full price,
   * and who paid the bank-transfer discount; earnings = totalPrice - commissionOnFullPrice + discountPaidByPlatform.
   */
  commissionOnFullPrice: z.number(),
  discountPaidByPlatform: z.number(),
  discountPaidByYou: z.number(),
  status: z.number().int(),
  paymentStatus: z.number().int(),
  amountReceived: z.boolean(),
  shippingAddress: vendorShippingAddressSchema,
  trackingNumber: z.string().nullable(),
  shippingProvider: z.string().nullable(),
  parentOrderStatus: z.number().int(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** What has been refunded of this vendor order's items (a cancellation, a return, an admin's refund, a chargeback). */
  refundedAmount: z.number(),
  /** One line per refund or chargeback that took part of `earnings` back, oldest first (as the admin's Earnings row). */
  earningDeductions: z.array(refundDeductionSchema),
  /** What the order pays the vendor after those deductions: the admin's `vendorPayment`, never below zero. */
  netEarnings: z.number(),
  items: z.array(vendorOrderItemSchema),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;
