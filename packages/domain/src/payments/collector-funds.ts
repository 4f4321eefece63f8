import { z } from 'zod';
import { requiredText } from '../common/validation.ts';
import { COLLECTOR_FUNDS_REASONS, CollectorFundsMessages } from './collector-funds-rules.ts';

/** One order on which money is held for the collector, to send back (the console's "Money to return"). */
export const moneyToReturnSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** In USD: what the ledger holds for the collector on this order. */
  amount: z.number(),
  reason: z.enum(COLLECTOR_FUNDS_REASONS),
  /** The collector's last transfer: where the money came from, and so where it goes back. */
  transactionId: z.string().nullable(),
  bankName: z.string().nullable(),
  accountHolderName: z.string().nullable(),
});
export type MoneyToReturn = z.infer<typeof moneyToReturnSchema>;

export const markMoneyReturnedBodySchema = z.object({
  reference: requiredText(CollectorFundsMessages.referenceRequired, 200),
});
export type MarkMoneyReturnedBody = z.infer<typeof markMoneyReturnedBodySchema>;

export const moneyReturnedSchema = z.object({
  orderId: z.string(),
  amount: z.number(),
  reference: z.string(),
  returnedAt: z.string(),
});
export type MoneyReturned = z.infer<typeof moneyReturnedSchema>;
