import { z } from 'zod';
import { AdminListMessages } from '../admin/admin-lists-copy.ts';
import { PAYOUT_WAITS } from './payouts-copy.ts';

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-11-22');

/** The Earnings tab's query: a calendar range (the last 7 days by default), a payment method sub-tab, a page. */
/** What one refund or chargeback took off a vendor's earning on an order (the ledger's debit). */
export const refundDeductionSchema = z.object({ date: z.string(), kind: z.enum(['refund', 'chargeback']), amount: z.number() });
export type RefundDeduction = z.infer<typeof refundDeductionSchema>;

export const earningsQuerySchema = z
  .object({
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
    paymentMethod: z.coerce.number().int().min(0).max(2).optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    message: AdminListMessages.endBeforeStart,
    path: ['endDate'],
  });
export type EarningsQuery = z.output<typeof earningsQuerySchema>;

export const vendorBankAccountSchema = z.object({
  accountHolderName: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  accountType: z.number(),
  ifscCode: z.string(),
  bankAddress: z.string(),
  iban: z.string(),
  routingNumber: z.string(),
  swiftCode: z.string(),
  isActive: z.boolean(),
});

export const earningsOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  parentOrderNumber: z.string(),
  createdAt: z.string(),
  status: z.number(),
  paymentMethod: z.number().nullable(),
  paymentStatus: z.number(),
  vendorPaymentStatus: z.number(),
  totalAmount: z.number(),
  commissionAmount: z.number(),
  /**
   * What the vendor is owed for this order: their earning less what each refund took off it (the
   * ledger's figure, as the studio, forecast and statement show it); nothing once refunded in full.
   */
  vendorPayment: z.number(),
  /** The vendor's earning as sold (price, tax and shipping less commission), before refunds. */
  earnedAmount: z.number(),
  /** One line per refund or chargeback that took part of the earning back, oldest first. */
  refundDeductions: z.array(refundDeductionSchema),
  /** Why Mark as Paid cannot pay it yet, and until when (ISO) where that is known; null when it can. */
  payoutWait: z.object({ reason: z.enum(PAYOUT_WAITS), until: z.string().nullable() }).nullable(),
  productPrice: z.number(),
  shippingAmount: z.number(),
  taxAmount: z.number(),
  discountAmount: z.number(),
  /** The platform's loss on this sale from chargebacks beyond what was left to refund (the money left twice). */
  disputeLossAmount: z.number(),
  orderItems: z.array(
    z.object({ id: z.string(), productTitle: z.string(), unitPrice: z.number(), quantity: z.number(), total: z.number() }),
  ),
  shippingProvider: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  vendorName: z.string(),
  vendorEmail: z.string(),
  vendorPhone: z.string(),
  vendorBankAccount: vendorBankAccountSchema.nullable(),
});
export type EarningsOrder = z.infer<typeof earningsOrderSchema>;

export const earningsAnswerSchema = z.object({
  orders: z.array(earningsOrderSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  /** What every vendor is owed now for delivered items: the payable balance of the ledger. */
  pendingPayouts: z.number(),
  /** The storefront's USD to INR rate (USD_INR_RATE), so the console can show bank-transfer amounts in rupees. */
  usdInrRate: z.number(),
  /**
   * `disputeLosses`: what chargebacks in the range took beyond what was left to refund (a payment
   * refunded and then disputed), the platform's loss; not part of the order value or commission.
   */
  summary: z.object({
    totalOrderValue: z.number(),
    totalCommission: z.number(),
    orderCount: z.number(),
    disputeLosses: z.number(),
  }),
  weekly: z.array(z.object({ weekStart: z.string(), orderValue: z.number(), commission: z.number() })),
});
export type EarningsAnswer = z.infer<typeof earningsAnswerSchema>;

export const payoutRunAnswerSchema = z.object({
  amount: z.number(),
  payoutCount: z.number(),
  itemCount: z.number(),
  runId: z.string(),
  message: z.string(),
});
export type PayoutRunAnswer = z.infer<typeof payoutRunAnswerSchema>;

/** A vendor's earnings as the ledger holds them, and per week for its chart. */
export const vendorEarningsSchema = z.object({
  totalEarnings: z.number(),
  awaitingDelivery: z.number(),
  pendingPayouts: z.number(),
  paid: z.number(),
  weekly: z.array(z.object({ weekStart: z.string(), earnings: z.number() })),
});
export type VendorEarnings = z.infer<typeof vendorEarningsSchema>;

export const payoutSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['manual', 'weekly']),
  transactionId: z.string(),
  amount: z.number(),
  itemCount: z.number(),
  createdAt: z.string(),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

export const payoutStatementSchema = payoutSummarySchema.extend({
  notes: z.string(),
  lines: z.array(
    z.object({
      orderNumber: z.string(),
      title: z.string(),
      total: z.number(),
      commission: z.number(),
      earning: z.number(),
    }),
  ),
  totals: z.object({ total: z.number(), commission: z.number(), earning: z.number() }),
});
export type PayoutStatement = z.infer<typeof payoutStatementSchema>;

/** GET /vendordashboard/statements/{vendorId}: a calendar period, the current month by default (UTC). */
export const periodStatementQuerySchema = z
  .object({ startDate: calendarDate.optional(), endDate: calendarDate.optional() })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    message: 'The start date must be on or before the end date',
    path: ['startDate'],
  });
export type PeriodStatementQuery = z.infer<typeof periodStatementQuerySchema>;

/**
 * A vendor's statement for a period, from the ledger, whether or not a payout was made in it: the
 * balance owed at its start, each sale's earning, each refund's or chargeback's deduction, each
 * payout, and the balance owed at its end (opening + sales - refunds - payouts; negative while the
 * vendor owes money back). Owed counts earnings awaiting delivery and those payable now.
 */
export const periodStatementSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  openingBalance: z.number(),
  sales: z.array(z.object({ date: z.string(), orderNumber: z.string(), title: z.string(), earning: z.number() })),
  refunds: z.array(
    z.object({
      date: z.string(),
      orderNumber: z.string(),
      title: z.string(),
      kind: refundDeductionSchema.shape.kind,
      amount: z.number(),
    }),
  ),
  payouts: z.array(z.object({ date: z.string(), transactionId: z.string(), amount: z.number() })),
  totals: z.object({ sales: z.number(), refunds: z.number(), payouts: z.number() }),
  balanceOwed: z.number(),
});
export type PeriodStatement = z.infer<typeof periodStatementSchema>;
