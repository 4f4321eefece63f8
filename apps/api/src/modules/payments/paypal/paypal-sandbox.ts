import { randomBytes, randomUUID } from 'node:crypto';
import { formatMinorUnits, parseMinorUnits } from '@art-market/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptFormBodies } from '../../../plugins/form-body.ts';
import { sandboxPage } from '../sandbox-page.ts';
import { firstCaptureOf, type PayPalCapture, type PayPalOrder, type PayPalRefund } from './paypal.types.ts';

/** What the payer chooses on the sandbox approval page; the last two are test hooks. */
export type SandboxOutcome = 'approve' | 'cancel' | 'decline' | 'pending';

interface SandboxOrder {
  order: PayPalOrder;
  returnUrl: string;
  cancelUrl: string;
  outcome?: SandboxOutcome;
}

export interface PayPalSandboxOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Where a browser reaches this sandbox (its approval page links are built on it). */
  publicBase: string;
}

const paypalId = () =>
  randomBytes(12)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 17)
    .padEnd(17, 'X');
const apiError = (reply: FastifyReply, status: number, name: string, issue: string) =>
  reply.status(status).send({ name, message: issue, debug_id: randomBytes(6).toString('hex'), details: [{ issue }] });
const refusal = (reply: FastifyReply, issue: string) => apiError(reply, 422, 'UNPROCESSABLE_ENTITY', issue);

/** Why PayPal refuses a money value; undefined for a positive amount with at most two decimals. */
function moneyValueIssue(value: string): string | undefined {
  const minor = parseMinorUnits(value);
  if (minor !== undefined) return minor > 0 ? undefined : 'CANNOT_BE_ZERO_OR_NEGATIVE';
  if (/^-\d/.test(value)) return 'CANNOT_BE_ZERO_OR_NEGATIVE';
  return /^\d+\.\d{3,}$/.test(value) ? 'DECIMAL_PRECISION' : 'INVALID_PARAMETER_SYNTAX';
}

/**
 * An offline stand-in for PayPal that speaks its HTTP shapes: OAuth token, create (idempotent by
 * PayPal-Request-Id), get, capture, refunds of a capture, the approval page and webhook
 * verification. Used by `npm start` without credentials and by the tests over real HTTP.
 */
export class PayPalSandbox {
  readonly orders = new Map<string, SandboxOrder>();
  readonly captureCalls: string[] = [];
  readonly refunds = new Map<string, PayPalRefund>();
  /** Minor units refunded so far, by capture id. */
  private readonly refundedMinor = new Map<string, number>();
  /** Refunds PayPal made itself (chargebacks): their webhook is PAYMENT.CAPTURE.REVERSED. */
  private readonly reversals = new Set<string>();
  private readonly requests = new Map<string, { status: number; body: unknown }>();
  private readonly tokens = new Set<string>();
  private readonly sentTransmissions = new Set<string>();

  /** Settable, for a stand-in whose port is known only once it listens. */
  publicBase: string;

  constructor(readonly options: PayPalSandboxOptions) {
    this.publicBase = options.publicBase;
  }

  /** The Fastify plugin: register it under any prefix. */
  readonly plugin = async (app: FastifyInstance) => {
    acceptFormBodies(app);
    app.post('/v1/oauth2/token', (request, reply) => this.issueToken(request, reply));
    app.post('/v2/checkout/orders', (request, reply) => this.createOrder(request, reply));
    app.get('/v2/checkout/orders/:id', (request, reply) => this.getOrder(request, reply));
    app.post('/v2/checkout/orders/:id/capture', (request, reply) => this.capture(request, reply));
    app.get('/v2/payments/captures/:id', (request, reply) => this.getCapture(request, reply));
    app.post('/v2/payments/captures/:id/refund', (request, reply) => this.refund(request, reply));
    app.get('/v2/payments/refunds/:id', (request, reply) => this.getRefund(request, reply));
    app.post('/v1/notifications/verify-webhook-signature', (request, reply) => this.verifyWebhook(request, reply));
    app.get('/checkoutnow', (request, reply) => this.approvalPage(request, reply));
    app.post('/checkoutnow', (request, reply) => this.decide(request, reply));
  };

  /** What the payer does on the approval page, for tests that skip the browser. */
  decideFor(payPalOrderId: string, outcome: SandboxOutcome): void {
    const entry = this.orders.get(payPalOrderId);
    if (!entry) throw new Error(`no sandbox order ${payPalOrderId}`);
    entry.outcome = outcome;
    if (outcome !== 'cancel') entry.order.status = 'APPROVED';
  }

  /** PayPal finishes a pending capture (eCheck cleared, review passed), for tests. */
  completeCapture(payPalOrderId: string): PayPalCapture {
    const capture = this.orders.get(payPalOrderId)?.order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) throw new Error(`no capture for sandbox order ${payPalOrderId}`);
    capture.status = 'COMPLETED';
    return capture;
  }

  /** PayPal takes back what remains of a capture (a chargeback), for tests: a refund-shaped record. */
  reverseCapture(captureId: string): PayPalRefund {
    const capture = this.findCapture(captureId);
    if (!capture?.amount || this.remainingOf(capture) <= 0) throw new Error(`nothing to reverse on sandbox capture ${captureId}`);
    const reversal = this.recordRefund(capture, this.remainingOf(capture), { note_to_payer: 'Payment reversed' });
    this.reversals.add(reversal.id);
    return reversal;
  }

  /** The webhook PayPal sends for a refund: PAYMENT.CAPTURE.REFUNDED, or REVERSED for one it made itself. */
  refundWebhook(refundId: string): { headers: Record<string, string>; body: string } {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no sandbox refund ${refundId}`);
    const eventType = this.reversals.has(refundId) ? 'PAYMENT.CAPTURE.REVERSED' : 'PAYMENT.CAPTURE.REFUNDED';
    return this.webhook(eventType, refund, 'refund');
  }

  /** A signed-looking webhook delivery that this sandbox's verify endpoint will vouch for. */
  webhook(eventType: string, resource: object, resourceType = 'capture'): { headers: Record<string, string>; body: string } {
    const transmissionId = randomUUID();
    this.sentTransmissions.add(transmissionId);
    return {
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': new Date().toISOString(),
        'paypal-transmission-sig': randomBytes(32).toString('base64'),
        'paypal-cert-url': `${this.publicBase}/certs/sandbox.pem`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
      body: JSON.stringify({ id: `WH-${paypalId()}`, event_type: eventType, resource_type: resourceType, resource }),
    };
  }

  private issueToken(request: FastifyRequest, reply: FastifyReply) {
    const expected = `Basic ${Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.add(token);
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: 32_400,
      nonce: randomUUID(),
    };
  }

  private authorized(request: FastifyRequest): boolean {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    return token !== undefined && this.tokens.has(token);
  }

  private replay(request: FastifyRequest, reply: FastifyReply, scope: string): boolean {
    const key = request.headers['paypal-request-id'];
    const stored = typeof key === 'string' ? this.requests.get(`${scope}:${key}`) : undefined;
    if (!stored) return false;
    reply.status(200).send(stored.body);
    return true;
  }

  private remember(request: FastifyRequest, scope: string, status: number, body: unknown): void {
    const key = request.headers['paypal-request-id'];
    if (typeof key === 'string' && status < 300) this.requests.set(`${scope}:${key}`, { status, body });
  }

  private createOrder(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request)) return apiError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    if (this.replay(request, reply, 'create')) return;
    const body = request.body as {
      intent?: string;
      purchase_units?: { amount?: { currency_code?: string; value?: string; breakdown?: Record<string, { value: string }> } }[];
      payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
    };
    const unit = body.purchase_units?.[0];
    const context = body.payment_source?.paypal?.experience_context;
    if (
      body.intent !== 'CAPTURE' ||
      body.purchase_units?.length !== 1 ||
      !unit?.amount ||
      !context?.return_url ||
      !context.cancel_url
    ) {
      return apiError(reply, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    }
    const value = parseMinorUnits(unit.amount.value ?? '');
    if (value === undefined || value <= 0) return apiError(reply, 422, 'UNPROCESSABLE_ENTITY', 'CANNOT_BE_ZERO_OR_NEGATIVE');
    const part = (name: string) => parseMinorUnits(unit.amount?.breakdown?.[name]?.value ?? '0') ?? Number.NaN;
    const sum = part('item_total') + part('tax_total') + part('shipping') - part('discount');
    if (unit.amount.breakdown && sum !== value) return apiError(reply, 422, 'UNPROCESSABLE_ENTITY', 'AMOUNT_MISMATCH');

    const id = paypalId();
    const order: PayPalOrder = {
      id,
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: body.purchase_units as PayPalOrder['purchase_units'],
      links: [
        { href: `${this.publicBase}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.publicBase}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
      ],
    };
    this.orders.set(id, { order, returnUrl: context.return_url, cancelUrl: context.cancel_url });
    this.remember(request, 'create', 201, order);
    return reply.status(201).send(order);
  }

  private getOrder(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request)) return apiError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const entry = this.orders.get((request.params as { id: string }).id);
    if (!entry) return apiError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    return entry.order;
  }

  private capture(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request)) return apiError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const id = (request.params as { id: string }).id;
    this.captureCalls.push(id);
    if (this.replay(request, reply, `capture:${id}`)) return;
    const entry = this.orders.get(id);
    if (!entry) return apiError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (entry.order.status === 'COMPLETED') return apiError(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (entry.order.status !== 'APPROVED') return apiError(reply, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    if (entry.outcome === 'decline') return apiError(reply, 422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    const unit = entry.order.purchase_units?.[0];
    const captureId = paypalId();
    const capture: PayPalCapture = {
      id: captureId,
      status: entry.outcome === 'pending' ? 'PENDING' : 'COMPLETED',
      amount: unit?.amount && { currency_code: unit.amount.currency_code, value: unit.amount.value },
      custom_id: unit?.custom_id,
      links: [
        { href: `${this.publicBase}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
        { href: `${this.publicBase}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
        { href: `${this.publicBase}/v2/checkout/orders/${id}`, rel: 'up', method: 'GET' },
      ],
      supplementary_data: { related_ids: { order_id: id } },
    };
    entry.order = { ...entry.order, status: 'COMPLETED', purchase_units: [{ ...unit, payments: { captures: [capture] } }] };
    this.remember(request, `capture:${id}`, 201, entry.order);
    return reply.status(201).send(entry.order);
  }

  private getCapture(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request)) return apiError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const capture = this.findCapture((request.params as { id: string }).id);
    return capture ?? apiError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  }

  /**
   * Refunds a capture: an `amount` refunds part, no amount refunds all that remains; never more than
   * was captured in all. A replayed PayPal-Request-Id answers the same refund and moves no money.
   */
  private refund(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request)) return apiError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const captureId = (request.params as { id: string }).id;
    if (this.replay(request, reply, `refund:${captureId}`)) return;
    const capture = this.findCapture(captureId);
    if (!capture?.amount) return apiError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (capture.status === 'PENDING') return refusal(reply, 'PENDING_CAPTURE');
    const remaining = this.remainingOf(capture);
    if (remaining <= 0) return refusal(reply, 'CAPTURE_FULLY_REFUNDED');
    const body = (request.body ?? {}) as {
      amount?: { currency_code?: string; value?: string };
      note_to_payer?: string;
      invoice_id?: string;
    };
    let minor = remaining;
    if (body.amount) {
      const value = body.amount.value ?? '';
      const issue = moneyValueIssue(value);
      if (issue === 'INVALID_PARAMETER_SYNTAX') return apiError(reply, 400, 'INVALID_REQUEST', issue);
      if (issue) return refusal(reply, issue);
      if (body.amount.currency_code !== capture.amount.currency_code) return refusal(reply, 'REFUND_CAPTURE_CURRENCY_MISMATCH');
      minor = parseMinorUnits(value) ?? 0;
      if (minor > remaining) return refusal(reply, 'REFUND_AMOUNT_EXCEEDED');
    }
    const refund = this.recordRefund(capture, minor, { note_to_payer: body.note_to_payer, invoice_id: body.invoice_id });
    // PayPal answers only id, status and links unless asked for the whole refund.
    const answer =
      request.headers.prefer === 'return=representation' ? refund : { id: refund.id, status: refund.status, links: refund.links };
    this.remember(request, `refund:${captureId}`, 201, answer);
    return reply.status(201).send(answer);
  }

  private getRefund(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request)) return apiError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const refund = this.refunds.get((request.params as { id: string }).id);
    return refund ?? apiError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  }

  private findCapture(captureId: string): PayPalCapture | undefined {
    for (const { order } of this.orders.values()) {
      const capture = firstCaptureOf(order);
      if (capture?.id === captureId) return capture;
    }
    return undefined;
  }

  private remainingOf(capture: PayPalCapture): number {
    return (parseMinorUnits(capture.amount?.value ?? '') ?? 0) - (this.refundedMinor.get(capture.id) ?? 0);
  }

  /** Moves `minor` back to the payer and marks the capture partially or fully refunded. */
  private recordRefund(capture: PayPalCapture, minor: number, details: Pick<PayPalRefund, 'note_to_payer' | 'invoice_id'>) {
    const refunded = (this.refundedMinor.get(capture.id) ?? 0) + minor;
    this.refundedMinor.set(capture.id, refunded);
    const remaining = this.remainingOf(capture);
    capture.status = remaining === 0 ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const money = (units: number) => ({ currency_code: capture.amount?.currency_code ?? '', value: formatMinorUnits(units) });
    const id = paypalId();
    const now = new Date().toISOString();
    const refund: PayPalRefund = {
      id,
      status: 'COMPLETED',
      amount: money(minor),
      ...(details.note_to_payer && { note_to_payer: details.note_to_payer }),
      ...(details.invoice_id && { invoice_id: details.invoice_id }),
      seller_payable_breakdown: {
        gross_amount: money(minor),
        paypal_fee: money(0),
        net_amount: money(minor),
        total_refunded_amount: money(refunded),
      },
      links: [
        { href: `${this.publicBase}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.publicBase}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
      create_time: now,
      update_time: now,
    };
    this.refunds.set(id, refund);
    return refund;
  }

  private verifyWebhook(request: FastifyRequest, reply: FastifyReply) {
    if (!this.authorized(request)) return apiError(reply, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
    const body = request.body as { transmission_id?: string; webhook_id?: string };
    const known = body.transmission_id !== undefined && this.sentTransmissions.has(body.transmission_id);
    return { verification_status: known && body.webhook_id === this.options.webhookId ? 'SUCCESS' : 'FAILURE' };
  }

  private approvalPage(request: FastifyRequest, reply: FastifyReply) {
    const token = (request.query as { token?: string }).token ?? '';
    const entry = this.orders.get(token);
    if (!entry) return reply.status(404).type('text/plain').send('This PayPal sandbox order does not exist.');
    const amount = entry.order.purchase_units?.[0]?.amount;
    const choice = (label: string, outcome: SandboxOutcome) => ({ label, fields: { token, outcome } });
    return reply.type('text/html').send(
      sandboxPage({
        provider: 'PayPal',
        amount: `${amount?.value ?? '?'} ${amount?.currency_code ?? ''}`,
        description: 'Approve to return to Art Market, where the payment is captured.',
        action: `${this.publicBase}/checkoutnow`,
        choices: [
          choice('Pay with sandbox PayPal', 'approve'),
          choice('Approve, but the card is declined', 'decline'),
          choice('Approve, capture stays pending', 'pending'),
          choice('Cancel and return', 'cancel'),
        ],
      }),
    );
  }

  private decide(request: FastifyRequest, reply: FastifyReply) {
    const { token = '', outcome = 'approve' } = request.body as { token?: string; outcome?: SandboxOutcome };
    const entry = this.orders.get(token);
    if (!entry) return reply.status(404).type('text/plain').send('This PayPal sandbox order does not exist.');
    this.decideFor(token, outcome);
    const target = new URL(outcome === 'cancel' ? entry.cancelUrl : entry.returnUrl);
    target.searchParams.set('token', token);
    if (outcome !== 'cancel') target.searchParams.set('PayerID', `SANDBOX${token.slice(0, 6)}`);
    return reply.redirect(target.toString(), 303);
  }
}
