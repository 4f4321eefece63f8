import { z } from 'zod';
import { freshCodeField } from '../accounts/two-factor.ts';
import { hasAtMostTwoDecimals } from '../common/money.ts';
import { clientText, optionalText } from '../common/validation.ts';
import { REFUND_STATUSES, RETURN_STATUSES } from '../orders/order-lifecycle.ts';
import { inrAmountSchema } from '../payments/checkout.ts';
import { REFUND_KINDS } from './after-sale-rules.ts';
import { INSPECTION_DECISIONS, RETURN_INSPECTIONS, RETURN_REASONS, RefundMessages, ReturnMessages } from './refunds.ts';

/** POST /CustomerDashboard/orders/{id}/cancel */
export const cancelOrderBodySchema = z
  .object({ reason: optionalText(500) })
  .optional()
  .default({ reason: '' });

/** One refund as the customer, the vendor and the admin see it. */
export const refundViewSchema = z.object({
  id: z.string(),
  kind: z.enum(REFUND_KINDS),
  status: z.enum(REFUND_STATUSES),
  amount: z.number(),
  /** For a payment in rupees (PayU): the rupees given back, as asked of the provider, at the payment's rate. */
  inr: inrAmountSchema.nullable(),
  reason: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const cancelledOrderSchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  paymentStatus: z.number().int(),
  refundedAmount: z.number(),
  refund: refundViewSchema,
  message: z.string(),
});
export type CancelledOrder = z.infer<typeof cancelledOrderSchema>;

/** POST /admin/dashboard/orders/{id}/refund: dollars with at most two decimals, or nothing for all that is left. */
export const adminRefundBodySchema = z.object({
  amount: z
    .number({ error: RefundMessages.amountInvalid })
    .positive(RefundMessages.amountInvalid)
    .refine(hasAtMostTwoDecimals, RefundMessages.amountInvalid)
    .optional(),
  reason: clientText({ error: RefundMessages.reasonRequired }).trim().min(1, RefundMessages.reasonRequired).max(500),
  /** A fresh authenticator code, when the admin has two-factor authentication on. */
  code: freshCodeField,
});
export type AdminRefundBody = z.output<typeof adminRefundBodySchema>;

/** GET /admin/dashboard/refunds: the refunds an admin has to look at, with what the provider said. */
export const refundNeedingAttentionSchema = refundViewSchema.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  customerEmail: z.string(),
  provider: z.enum(['paypal', 'payu', 'bank_transfer']),
  failure: z.string().nullable(),
  attempts: z.number().int(),
});
export type RefundNeedingAttention = z.infer<typeof refundNeedingAttentionSchema>;

/** POST /admin/dashboard/refunds/{id}/complete: the outgoing bank transfer's reference. */
export const completeRefundBodySchema = z.object({
  reference: clientText({ error: RefundMessages.referenceRequired }).trim().min(1, RefundMessages.referenceRequired).max(100),
});

export const adminRefundAnswerSchema = z.object({
  orderId: z.string(),
  paymentStatus: z.number().int(),
  refundedAmount: z.number(),
  refund: refundViewSchema,
});
export type AdminRefundAnswer = z.infer<typeof adminRefundAnswerSchema>;

/** The text fields of POST /CustomerDashboard/orders/{id}/returns (the photos come as files). */
export const returnRequestFieldsSchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: ReturnMessages.invalidReason }),
  description: optionalText(2000),
});
export type ReturnRequestFields = z.output<typeof returnRequestFieldsSchema>;

export const returnViewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  description: z.string(),
  photoCount: z.number().int(),
  fullRefund: z.boolean(),
  /** What the return gives back: its refund, capped at what is left to refund of its items. */
  refundAmount: z.number(),
  /**
   * The return's own refund when other refunds of its items left less than that to give back (the
   * amount is then capped); null when nothing capped it.
   */
  refundCappedFrom: z.number().nullable(),
  adminNotes: z.string().nullable(),
  /** Each artwork with, once received, what becomes of it (null before). */
  items: z.array(
    z.object({ id: z.string(), productId: z.string(), title: z.string(), inspection: z.enum(RETURN_INSPECTIONS).nullable() }),
  ),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  refund: refundViewSchema.nullable(),
  /** Written on the parcel, so the artist knows which return it is. */
  reference: z.string(),
  /** Where the artworks go back: each artist's return address, one line per entry. */
  returnTo: z.array(z.object({ vendorName: z.string(), lines: z.array(z.string()) })),
});
export type ReturnView = z.infer<typeof returnViewSchema>;

/** The admin's list adds who asked and their photos. */
export const adminReturnViewSchema = returnViewSchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  photoUrls: z.array(z.string()),
});
export type AdminReturnView = z.infer<typeof adminReturnViewSchema>;

export const returnStatusFilterSchema = z.object({ status: z.enum(RETURN_STATUSES).optional() });

/** PUT /admin/dashboard/returns/{id}: a rejection says why, since the collector is mailed the reason. */
export const returnUpdateSchema = z
  .object({
    status: z.enum(['approved', 'rejected', 'received'], { error: ReturnMessages.invalidStatus }),
    notes: z.string().trim().max(1000).optional(),
  })
  .refine((update) => update.status !== 'rejected' || Boolean(update.notes), {
    message: ReturnMessages.rejectionReasonRequired,
    path: ['notes'],
  });
export type ReturnUpdate = z.output<typeof returnUpdateSchema>;

/** PUT .../returns/{id}/items/{itemId}/inspection: what becomes of a returned artwork once looked at. */
export const inspectionDecisionSchema = z.object({
  decision: z.enum(INSPECTION_DECISIONS, { error: ReturnMessages.invalidInspection }),
});
export type InspectionDecisionBody = z.output<typeof inspectionDecisionSchema>;
