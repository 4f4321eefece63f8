import { z } from 'zod';
import { clientText, requiredText } from '../common/validation.ts';
import { orderIdBodySchema } from './checkout.ts';
import { PaymentMessages } from './payments.ts';
import { PAYU_OUTCOMES } from './payu-rules.ts';

/**
 * What POST /PayU/initiate-payment answers (docs/product/orders-and-payments.md#payu): everything the
 * checkout posts to PayU's hosted page, signed by the server. The amount is INR with two decimals.
 */
export const payuDataSchema = z.object({
  paymentUrl: z.string(),
  key: z.string(),
  txnId: z.string(),
  amount: z.string(),
  productInfo: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string(),
  surl: z.string(),
  furl: z.string(),
  hash: z.string(),
  udf1: z.string(),
  udf2: z.string(),
  udf3: z.string(),
  udf4: z.string(),
  udf5: z.string(),
});
export type PayUData = z.infer<typeof payuDataSchema>;

export const payuInitiateAnswerSchema = z.object({ payuData: payuDataSchema });

/** POST /PayU/verify-payment: the ids the return page read from its address (docs/product/orders-and-payments.md#payu). */
export const payuVerifyBodySchema = orderIdBodySchema.extend({
  txnId: requiredText(PaymentMessages.payuTxnIdMissing),
  mihpayid: clientText().optional(),
  status: clientText().optional(),
});

export const payuVerifyAnswerSchema = z.object({
  orderId: z.string(),
  /** The order's payment status code after the check (0 Pending, 3 Paid, ...). */
  paymentStatus: z.number().int(),
  status: z.enum(PAYU_OUTCOMES),
});
export type PayUVerifyAnswer = z.infer<typeof payuVerifyAnswerSchema>;
