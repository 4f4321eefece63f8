import { z } from 'zod';
import { VendorPaymentStatus } from '../common/enums.ts';
import { PayoutMessages } from './payouts-copy.ts';

/** What the admin sees before a run: what it would pay now, what comes due on which day, what waits on a return. */
export const payoutForecastSchema = z.object({
  dueNow: z.number(),
  dueNowItemCount: z.number(),
  dueNowVendorCount: z.number(),
  /** Items whose return window has not closed yet, by the (UTC) day it closes; before debts are netted. */
  upcoming: z.array(z.object({ date: z.string(), amount: z.number(), itemCount: z.number() })),
  /** Items whose vendor order has a return open: paid once it is settled. */
  awaitingReturns: z.object({ amount: z.number(), itemCount: z.number() }),
  /** Due now, but the vendor's default bank account is newer than the hold: paid by a run once it is not. */
  awaitingNewPayoutAccount: z.object({ amount: z.number(), vendorCount: z.number() }),
  /** Due now, but the vendor has no active bank account to send it to: paid by a run once it adds one. */
  awaitingPayoutAccount: z.object({ amount: z.number(), vendorCount: z.number() }),
  returnWindowDays: z.number(),
  payoutAccountHoldHours: z.number(),
  /** The next scheduled run (PAYOUT_SCHEDULE), or null when runs are only started by hand. */
  nextScheduledRun: z.string().nullable(),
});
export type PayoutForecast = z.infer<typeof payoutForecastSchema>;

// ---- the manual vendor payment (PUT /admin/dashboard/orders/{orderId}/vendor-payment) ----

export const vendorPaymentSchema = z.object({
  status: z.union([z.literal(VendorPaymentStatus.Paid), z.literal('Paid')], { message: PayoutMessages.onlyPaid }),
  transactionId: z.string().trim().min(1, 'Transaction id is required').max(100),
  /** Free text; where the admin writes the bank's own reference of the transfer, which the vendor's statement shows. */
  notes: z.string().trim().max(1000).optional().default(''),
});
export type VendorPaymentInput = z.output<typeof vendorPaymentSchema>;

export const vendorPaymentAnswerSchema = z.object({ message: z.string(), amount: z.number(), vendorPaymentStatus: z.number() });
export type VendorPaymentAnswer = z.infer<typeof vendorPaymentAnswerSchema>;
