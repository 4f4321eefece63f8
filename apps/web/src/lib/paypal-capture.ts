import { PaymentReturnMessages } from '@art-market/domain/rules';
import { apiFetch } from './api-client.ts';
import { clearLogin } from './session.ts';

/** `declined`: PayPal refused the buyer's card or account; capturing the same approval again is refused again. */
export type CaptureOutcome = { ok: true; status: string } | { ok: false; message: string; declined: boolean };

/**
 * POST /Payment/capture-paypal-payment. The server captures once (a repeat answers the stored
 * result), so the return page and the confirmation page may both call it. A failure's text is the
 * answer's `error`, else its text, else 'Payment verification failed' (docs/product/storefront.md#payment-return-pages).
 */
export async function capturePayPalPayment(orderId: string, payPalOrderId: string): Promise<CaptureOutcome> {
  let response: Response;
  try {
    response = await apiFetch('/Payment/capture-paypal-payment', {
      method: 'POST',
      body: { orderId, payPalOrderId },
      role: 'customer',
    });
  } catch {
    return { ok: false, message: PaymentReturnMessages.verificationFailed, declined: false };
  }
  if (response.status === 401) clearLogin('customer');
  const text = await response.text();
  const body = parseObject(text);
  const error = typeof body?.error === 'string' && body.error ? body.error : undefined;
  if (response.ok && !error) return { ok: true, status: typeof body?.status === 'string' ? body.status : '' };
  const serverText = typeof body?.message === 'string' ? body.message : body ? '' : text.trim();
  const declined = body?.status === 'DECLINED';
  return { ok: false, message: error ?? (serverText || PaymentReturnMessages.verificationFailed), declined };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
