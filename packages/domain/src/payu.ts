import { z } from 'zod';
import { orderIdBodySchema } from './checkout.ts';
import { PaymentMessages } from './payments.ts';
import { clientText, requiredText } from './validation.ts';

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

/** The form fields under the names PayU's `_payment` endpoint reads (docs/product/orders-and-payments.md#payu). */
export function payuFormFields(data: PayUData): Record<string, string> {
  return {
    key: data.key,
    txnid: data.txnId,
    amount: data.amount,
    productinfo: data.productInfo,
    firstname: data.firstName,
    email: data.email,
    phone: data.phone,
    surl: data.surl,
    furl: data.furl,
    hash: data.hash,
    udf1: data.udf1,
    udf2: data.udf2,
    udf3: data.udf3,
    udf4: data.udf4,
    udf5: data.udf5,
  };
}

/** What became of a PayU transaction on our side: only `success` means the order is paid. */
export const PAYU_OUTCOMES = ['success', 'failure', 'pending'] as const;
export type PayUOutcome = (typeof PAYU_OUTCOMES)[number];

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
