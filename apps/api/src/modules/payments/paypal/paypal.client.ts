import type { PayPalErrorBody, PayPalMoney, PayPalOrder, PayPalRefund } from './paypal.types.ts';

export interface PayPalRefundOptions {
  /** Part of the capture; without it PayPal refunds whatever of the capture is not yet refunded. */
  amount?: PayPalMoney;
  /** Idempotency: the same id answers the same refund, and no more money moves. */
  requestId: string;
  noteToPayer?: string;
  invoiceId?: string;
}

export interface PayPalClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  now?: () => number;
}

/** A PayPal answer that was not 2xx, with PayPal's error name and first issue. */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly body: PayPalErrorBody,
  ) {
    super(`PayPal answered ${status} ${body.name ?? ''} ${body.details?.[0]?.issue ?? ''}`.trim());
    this.name = 'PayPalError';
  }

  get issue(): string | undefined {
    return this.body.details?.[0]?.issue;
  }
}

/** Refresh the token a minute before PayPal says it lapses. */
const TOKEN_MARGIN_MS = 60_000;

/** PayPal Orders v2 and webhook verification over fetch, with an OAuth2 token cached by `expires_in`. */
export class PayPalClient {
  private token: { value: string; expiresAt: number } | undefined;
  private readonly now: () => number;

  constructor(private readonly options: PayPalClientOptions) {
    this.now = options.now ?? Date.now;
  }

  createOrder(body: object, requestId: string): Promise<PayPalOrder> {
    return this.call('POST', '/v2/checkout/orders', body, { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' });
  }

  getOrder(payPalOrderId: string): Promise<PayPalOrder> {
    return this.call('GET', `/v2/checkout/orders/${encodeURIComponent(payPalOrderId)}`);
  }

  captureOrder(payPalOrderId: string, requestId: string): Promise<PayPalOrder> {
    return this.call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(payPalOrderId)}/capture`,
      {},
      {
        'PayPal-Request-Id': requestId,
        Prefer: 'return=representation',
      },
    );
  }

  /** Refunds a capture (Payments v2), all that remains of it or `amount`; a refusal throws PayPalError with its issue. */
  refundCapture(captureId: string, options: PayPalRefundOptions): Promise<PayPalRefund> {
    const body = {
      ...(options.amount && { amount: options.amount }),
      ...(options.noteToPayer && { note_to_payer: options.noteToPayer }),
      ...(options.invoiceId && { invoice_id: options.invoiceId }),
    };
    return this.call<PayPalRefund>('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, body, {
      'PayPal-Request-Id': options.requestId,
      Prefer: 'return=representation',
    });
  }

  getRefund(refundId: string): Promise<PayPalRefund> {
    return this.call<PayPalRefund>('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`);
  }

  /** Asks PayPal whether a webhook came from it; `rawEvent` is the body exactly as received. */
  async verifyWebhookSignature(headers: Record<string, string>, rawEvent: string, webhookId: string): Promise<boolean> {
    const fields = JSON.stringify({
      auth_algo: headers['paypal-auth-algo'],
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: webhookId,
    });
    // The event goes in byte for byte: re-serialising it can break PayPal's check.
    const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
    const answer = await this.call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', body);
    return answer.verification_status === 'SUCCESS';
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    const credentials = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const response = await fetch(`${this.options.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!response.ok || !body.access_token) {
      throw new PayPalError(response.status, { name: body.error ?? 'AUTHENTICATION_FAILURE' });
    }
    this.token = { value: body.access_token, expiresAt: this.now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return body.access_token;
  }

  private async call<T = PayPalOrder>(
    method: string,
    path: string,
    body?: object | string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${this.options.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as T & PayPalErrorBody;
    if (!response.ok) {
      if (response.status === 401) this.token = undefined;
      throw new PayPalError(response.status, answer);
    }
    return answer;
  }
}
