import { isGuid, payuFailedMessage } from '@art-market/domain/rules';
import type { PaymentRecord } from '#web/lib/purchase-storage.ts';

export type ReturnKind = 'paypal' | 'payu';

/** The ids a provider sent the browser back with. */
export interface ReturnParams {
  token: string | null;
  source: string | null;
  mihpayid: string | null;
  txnid: string | null;
  status: string | null;
  udf1: string | null;
}

export function readReturnParams(search: URLSearchParams): ReturnParams {
  const value = (name: string) => search.get(name) || null;
  return {
    token: value('token'),
    source: value('source'),
    mihpayid: value('mihpayid'),
    txnid: value('txnid'),
    status: value('status'),
    udf1: value('udf1'),
  };
}

/** PayPal for a token; PayU for source=payu, a mihpayid or a txnid (docs/product/storefront.md#payment-return-pages). */
export function detectReturnKind(params: ReturnParams): ReturnKind | null {
  if (params.token) return 'paypal';
  if (params.source === 'payu' || params.mihpayid || params.txnid) return 'payu';
  return null;
}

/**
 * The order being paid: the stored current order; else the tab's recovery record when its payment
 * ids match this return; else, for PayU, udf1 when it is a GUID (our order id travels there).
 */
export function resolveReturnOrderId(
  kind: ReturnKind,
  params: ReturnParams,
  currentOrderId: string | null,
  record: PaymentRecord | null,
): string | null {
  if (currentOrderId) return currentOrderId;
  if (record) {
    const matches =
      kind === 'paypal'
        ? record.payPalOrderId === params.token
        : (params.txnid !== null && record.payuTxnId === params.txnid) ||
          (params.mihpayid !== null && record.payuPaymentId === params.mihpayid);
    if (matches) return record.orderId;
  }
  return kind === 'payu' && isGuid(params.udf1) ? params.udf1 : null;
}

/** A PayU return is valid only without a status or with 'success' (case-insensitive). */
export function payuStatusProblem(status: string | null): string | null {
  return status === null || status.toLowerCase() === 'success' ? null : payuFailedMessage(status);
}
