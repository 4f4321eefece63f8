import { PaymentReturnMessages, PaymentStatus } from '@art-market/domain/rules';
import { errorMessage } from '#web/lib/api-client.ts';
import { getOrder } from '#web/lib/order-api.ts';
import { capturePayPalPayment } from '#web/lib/paypal-capture.ts';
import { clearCurrentOrderId, readCurrentOrderId, readPaymentRecord, savePaymentRecord } from '#web/lib/purchase-storage.ts';
import { tokenFor } from '#web/lib/session.ts';
import { verifyPayUPayment } from './api/verify-payu-payment.ts';
import { detectReturnKind, payuStatusProblem, type ReturnParams, resolveReturnOrderId } from './payment-return.ts';

/**
 * A failed return, with the text the page shows. `refused`: the provider refused the payment, so
 * going through the same return again cannot succeed; the buyer needs another way to pay.
 */
export class PaymentReturnError extends Error {
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
  }
}

/**
 * In the order of docs/product/storefront.md#payment-return-pages: what kind of return, which order, who is asking; then the
 * provider's own step; then the recovery record is saved, the current order cleared, and the answer
 * is where the confirmation page is.
 */
export async function processPaymentReturn(params: ReturnParams): Promise<string> {
  const kind = detectReturnKind(params);
  if (!kind) throw new PaymentReturnError(PaymentReturnMessages.paymentInfoMissing);
  const orderId = resolveReturnOrderId(kind, params, readCurrentOrderId(), readPaymentRecord());
  if (!orderId) throw new PaymentReturnError(PaymentReturnMessages.orderInfoMissing);
  if (!tokenFor('customer')) throw new PaymentReturnError(PaymentReturnMessages.authenticationRequired);
  const confirmation = `/order-confirmation/${encodeURIComponent(orderId)}`;

  if (kind === 'paypal') {
    const payPalOrderId = params.token ?? '';
    const outcome = await capturePayPalPayment(orderId, payPalOrderId);
    if (!outcome.ok && outcome.declined) throw new PaymentReturnError(PaymentReturnMessages.paypalDeclined, true);
    if (!outcome.ok) throw new PaymentReturnError(outcome.message);
    savePaymentRecord({ orderId, payPalOrderId });
    clearCurrentOrderId();
    return `${confirmation}?${new URLSearchParams({ token: payPalOrderId })}`;
  }

  const problem = payuStatusProblem(params.status);
  if (problem) throw new PaymentReturnError(problem, true);
  const order = await getOrder(orderId).catch((error: unknown) => {
    throw new PaymentReturnError(errorMessage(error, PaymentReturnMessages.fallback));
  });
  const { txnid, mihpayid, status } = params;
  if (order.paymentStatus === PaymentStatus.Pending && status?.toLowerCase() === 'success' && mihpayid && txnid) {
    // Forces the server to ask PayU now; if that fails, the confirmation page still shows the true state.
    await verifyPayUPayment({ orderId, txnId: txnid, mihpayid, status }).catch(() => undefined);
  }
  savePaymentRecord({ orderId, payuTxnId: txnid ?? undefined, payuPaymentId: mihpayid ?? undefined });
  clearCurrentOrderId();
  return `${confirmation}?${new URLSearchParams({ payuid: mihpayid ?? '', txnid: txnid ?? '', forceRefresh: 'true' })}`;
}
