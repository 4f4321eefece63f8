import type { PayUData } from './payu.ts';

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
