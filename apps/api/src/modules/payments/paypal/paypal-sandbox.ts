import { randomBytes, randomUUID } from 'node:crypto';
import { formatMinorUnits, parseMinorUnits } from '@art-market/domain/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { acceptFormBodies } from '#api/plugins/form-body.ts';
import { sandboxPage } from '../sandbox-page.ts';
import { firstCaptureOf, type PayPalCapture, type PayPalRefund } from './paypal.types.ts';
import {
  countSandboxRefunds,
  findRequestAnswer,
  findSandboxOrder,
  findSandboxRefund,
  insertSandboxOrder,
  insertSandboxRefund,
  insertSandboxToken,
  insertSandboxTransmission,
  refundedMinorOf,
  type SandboxOrder,
  type SandboxOutcome,
  sandboxTokenExists,
  sandboxTransmissionExists,
  saveSandboxOrder,
  storeRequestAnswer,
} from './paypal-sandbox.repository.ts';

export type { SandboxOutcome };

export interface PayPalSandboxOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Where a browser reaches this sandbox (its approval page links are built on it). */
  publicBase: string;
}

/** What an endpoint answers: its HTTP status and JSON body. */
interface Answer {
  status: number;
  body: unknown;
}

/** Rolls back a request whose PayPal-Request-Id a twin request stored an answer for first. */
class TwinAnsweredFirst extends Error {}

const paypalId = () =>
  randomBytes(12)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 17)
    .padEnd(17, 'X');
const apiError = (status: number, name: string, issue: string): Answer => ({
  status,
  body: { name, message: issue, debug_id: randomBytes(6).toString('hex'), details: [{ issue }] },
});
const refusal = (issue: string) => apiError(422, 'UNPROCESSABLE_ENTITY', issue);
const notFound = () => apiError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
const unauthorized = () => apiError(401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');
const send = (reply: FastifyReply, answer: Answer) => reply.status(answer.status).send(answer.body);

/** Why PayPal refuses a money value; undefined for a positive amount with at most two decimals. */
function moneyValueIssue(value: string): string | undefined {
  const minor = parseMinorUnits(value);
  if (minor !== undefined) return minor > 0 ? undefined : 'CANNOT_BE_ZERO_OR_NEGATIVE';
  if (/^-\d/.test(value)) return 'CANNOT_BE_ZERO_OR_NEGATIVE';
  return /^\d+\.\d{3,}$/.test(value) ? 'DECIMAL_PRECISION' : 'INVALID_PARAMETER_SYNTAX';
}

/** The capture's amount in minor units. */
const capturedMinor = (capture: PayPalCapture) => parseMinorUnits(capture.amount?.value ?? '') ?? 0;

/**
 * An offline stand-in for PayPal that speaks its HTTP shapes: OAuth token, create (idempotent by
 * PayPal-Request-Id), get, capture, refunds of a capture, the approval page and webhook
 * verification. Used by `npm start` without credentials and by the tests over real HTTP. Its orders,
 * refunds, tokens and sent webhooks are rows in `db` (ADR 0020), so every instance on that database
 * serves every sandbox payment, whichever started it.
 */
export class PayPalSandbox {
  /** The order ids each capture call named, as this process received them, for tests. */
  readonly captureCalls: string[] = [];

  /** Settable, for a stand-in whose port is known only once it listens. */
  publicBase: string;

  constructor(
    readonly options: PayPalSandboxOptions,
    private readonly db: Database,
  ) {
    this.publicBase = options.publicBase;
  }

  /** The Fastify plugin: register it under any prefix. */
  readonly plugin = async (app: FastifyInstance) => {
    acceptFormBodies(app);
    app.post('/v1/oauth2/token', (request, reply) => this.issueToken(request, reply));
    app.post('/v2/checkout/orders', async (request, reply) => send(reply, await this.createOrder(request)));
    app.get('/v2/checkout/orders/:id', async (request, reply) => send(reply, await this.getOrder(request)));
    app.post('/v2/checkout/orders/:id/capture', async (request, reply) => send(reply, await this.capture(request)));
    app.get('/v2/payments/captures/:id', async (request, reply) => send(reply, await this.getCapture(request)));
    app.post('/v2/payments/captures/:id/refund', async (request, reply) => send(reply, await this.refund(request)));
    app.get('/v2/payments/refunds/:id', async (request, reply) => send(reply, await this.getRefund(request)));
    app.post('/v1/notifications/verify-webhook-signature', async (request, reply) =>
      send(reply, await this.verifyWebhook(request)),
    );
    app.get('/checkoutnow', (request, reply) => this.approvalPage(request, reply));
    app.post('/checkoutnow', (request, reply) => this.decide(request, reply));
  };

  /** What the payer does on the approval page, for tests that skip the browser. */
  async decideFor(payPalOrderId: string, outcome: SandboxOutcome): Promise<void> {
    await this.db.transaction(async (tx) => {
      const entry = await findSandboxOrder(tx, { id: payPalOrderId }, { lock: true });
      if (!entry) throw new Error(`no sandbox order ${payPalOrderId}`);
      entry.outcome = outcome;
      if (outcome !== 'cancel') entry.order.status = 'APPROVED';
      await saveSandboxOrder(tx, entry);
    });
  }

  /** PayPal finishes a pending capture (eCheck cleared, review passed), for tests. */
  async completeCapture(payPalOrderId: string): Promise<PayPalCapture> {
    return this.db.transaction(async (tx) => {
      const entry = await findSandboxOrder(tx, { id: payPalOrderId }, { lock: true });
      const capture = entry && firstCaptureOf(entry.order);
      if (!entry || !capture) throw new Error(`no capture for sandbox order ${payPalOrderId}`);
      capture.status = 'COMPLETED';
      await saveSandboxOrder(tx, entry);
      return capture;
    });
  }

  /**
   * PayPal takes back what remains of a capture (a chargeback), for tests: a refund-shaped record. With
   * `wholeCapture`, the buyer's bank took the whole capture again although it was already refunded (a
   * dispute the merchant lost: the money leaves twice).
   */
  async reverseCapture(captureId: string, options: { wholeCapture?: boolean } = {}): Promise<PayPalRefund> {
    return this.db.transaction(async (tx) => {
      const found = await this.findCapture(tx, captureId, { lock: true });
      const remaining = found?.capture.amount ? await this.remainingOf(tx, found.capture) : 0;
      const taken = found && options.wholeCapture ? capturedMinor(found.capture) : remaining;
      if (!found || taken <= 0) throw new Error(`nothing to reverse on sandbox capture ${captureId}`);
      return this.recordRefund(tx, found, taken, { note_to_payer: 'Payment reversed' }, true);
    });
  }

  /** The webhook PayPal sends for a refund: PAYMENT.CAPTURE.REFUNDED, or REVERSED for one it made itself. */
  async refundWebhook(refundId: string): Promise<{ headers: Record<string, string>; body: string }> {
    const made = await findSandboxRefund(this.db, refundId);
    if (!made) throw new Error(`no sandbox refund ${refundId}`);
    const eventType = made.reversal ? 'PAYMENT.CAPTURE.REVERSED' : 'PAYMENT.CAPTURE.REFUNDED';
    return this.webhook(eventType, made.refund, 'refund');
  }

  /** A signed-looking webhook delivery that this sandbox's verify endpoint will vouch for. */
  async webhook(
    eventType: string,
    resource: object,
    resourceType = 'capture',
  ): Promise<{ headers: Record<string, string>; body: string }> {
    const transmissionId = randomUUID();
    await insertSandboxTransmission(this.db, transmissionId);
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

  /** A refund PayPal made from a capture, as GET refund shows it, for tests. */
  async findRefund(refundId: string): Promise<PayPalRefund | undefined> {
    return (await findSandboxRefund(this.db, refundId))?.refund;
  }

  /** How many refunds and reversals the sandbox has made, for tests. */
  refundCount(): Promise<number> {
    return countSandboxRefunds(this.db);
  }

  /** An order as the sandbox keeps it, for tests. */
  findOrder(payPalOrderId: string): Promise<SandboxOrder | undefined> {
    return findSandboxOrder(this.db, { id: payPalOrderId });
  }

  private async issueToken(request: FastifyRequest, reply: FastifyReply) {
    const expected = `Basic ${Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    await insertSandboxToken(this.db, token);
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: 32_400,
      nonce: randomUUID(),
    };
  }

  private async authorized(request: FastifyRequest): Promise<boolean> {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    return token !== undefined && (await sandboxTokenExists(this.db, token));
  }

  /**
   * Answers a request once per PayPal-Request-Id: a key seen before gets its stored answer (status
   * 200) and `work` does not run; otherwise `work` runs in a transaction that also stores its
   * successful answer, and a twin request that stored one first rolls it back and wins.
   */
  private async answerOnce(request: FastifyRequest, scope: string, work: (tx: Database) => Promise<Answer>): Promise<Answer> {
    const header = request.headers['paypal-request-id'];
    const key = typeof header === 'string' ? `${scope}:${header}` : undefined;
    if (key) {
      const stored = await findRequestAnswer(this.db, key);
      if (stored !== undefined) return { status: 200, body: stored };
    }
    try {
      return await this.db.transaction(async (tx) => {
        const answer = await work(tx);
        if (key && answer.status < 300 && !(await storeRequestAnswer(tx, key, answer.body))) throw new TwinAnsweredFirst();
        return answer;
      });
    } catch (error) {
      if (!(error instanceof TwinAnsweredFirst) || !key) throw error;
      return { status: 200, body: await findRequestAnswer(this.db, key) };
    }
  }

  private async createOrder(request: FastifyRequest): Promise<Answer> {
    if (!(await this.authorized(request))) return unauthorized();
    return this.answerOnce(request, 'create', async (tx) => {
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
        return apiError(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      }
      const value = parseMinorUnits(unit.amount.value ?? '');
      if (value === undefined || value <= 0) return refusal('CANNOT_BE_ZERO_OR_NEGATIVE');
      const part = (name: string) => parseMinorUnits(unit.amount?.breakdown?.[name]?.value ?? '0') ?? Number.NaN;
      const sum = part('item_total') + part('tax_total') + part('shipping') - part('discount');
      if (unit.amount.breakdown && sum !== value) return refusal('AMOUNT_MISMATCH');

      const id = paypalId();
      const order: SandboxOrder['order'] = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: body.purchase_units as SandboxOrder['order']['purchase_units'],
        links: [
          { href: `${this.publicBase}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
          { href: `${this.publicBase}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
        ],
      };
      await insertSandboxOrder(tx, { order, returnUrl: context.return_url, cancelUrl: context.cancel_url });
      return { status: 201, body: order };
    });
  }

  private async getOrder(request: FastifyRequest): Promise<Answer> {
    if (!(await this.authorized(request))) return unauthorized();
    const entry = await findSandboxOrder(this.db, { id: (request.params as { id: string }).id });
    return entry ? { status: 200, body: entry.order } : notFound();
  }

  private async capture(request: FastifyRequest): Promise<Answer> {
    if (!(await this.authorized(request))) return unauthorized();
    const id = (request.params as { id: string }).id;
    this.captureCalls.push(id);
    return this.answerOnce(request, `capture:${id}`, async (tx) => {
      const entry = await findSandboxOrder(tx, { id }, { lock: true });
      if (!entry) return notFound();
      if (entry.order.status === 'COMPLETED') return refusal('ORDER_ALREADY_CAPTURED');
      if (entry.order.status !== 'APPROVED') return refusal('ORDER_NOT_APPROVED');
      if (entry.outcome === 'decline') return refusal('INSTRUMENT_DECLINED');
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
      await saveSandboxOrder(tx, entry, captureId);
      return { status: 201, body: entry.order };
    });
  }

  private async getCapture(request: FastifyRequest): Promise<Answer> {
    if (!(await this.authorized(request))) return unauthorized();
    const found = await this.findCapture(this.db, (request.params as { id: string }).id);
    return found ? { status: 200, body: found.capture } : notFound();
  }

  /**
   * Refunds a capture: an `amount` refunds part, no amount refunds all that remains; never more than
   * was captured in all. A replayed PayPal-Request-Id answers the same refund and moves no money.
   */
  private async refund(request: FastifyRequest): Promise<Answer> {
    if (!(await this.authorized(request))) return unauthorized();
    const captureId = (request.params as { id: string }).id;
    return this.answerOnce(request, `refund:${captureId}`, async (tx) => {
      // The order row is locked: refunds of one capture take turns, so they never add up past it.
      const found = await this.findCapture(tx, captureId, { lock: true });
      const capture = found?.capture;
      if (!found || !capture?.amount) return notFound();
      if (capture.status === 'PENDING') return refusal('PENDING_CAPTURE');
      const remaining = await this.remainingOf(tx, capture);
      if (remaining <= 0) return refusal('CAPTURE_FULLY_REFUNDED');
      const body = (request.body ?? {}) as {
        amount?: { currency_code?: string; value?: string };
        note_to_payer?: string;
        invoice_id?: string;
      };
      let minor = remaining;
      if (body.amount) {
        const value = body.amount.value ?? '';
        const issue = moneyValueIssue(value);
        if (issue === 'INVALID_PARAMETER_SYNTAX') return apiError(400, 'INVALID_REQUEST', issue);
        if (issue) return refusal(issue);
        if (body.amount.currency_code !== capture.amount.currency_code) return refusal('REFUND_CAPTURE_CURRENCY_MISMATCH');
        minor = parseMinorUnits(value) ?? 0;
        if (minor > remaining) return refusal('REFUND_AMOUNT_EXCEEDED');
      }
      const refund = await this.recordRefund(tx, found, minor, {
        note_to_payer: body.note_to_payer,
        invoice_id: body.invoice_id,
      });
      // PayPal answers only id, status and links unless asked for the whole refund.
      const answer =
        request.headers.prefer === 'return=representation'
          ? refund
          : { id: refund.id, status: refund.status, links: refund.links };
      return { status: 201, body: answer };
    });
  }

  private async getRefund(request: FastifyRequest): Promise<Answer> {
    if (!(await this.authorized(request))) return unauthorized();
    const refund = await this.findRefund((request.params as { id: string }).id);
    return refund ? { status: 200, body: refund } : notFound();
  }

  /** The order holding the capture, and the capture within it. */
  private async findCapture(db: Database, captureId: string, options: { lock?: boolean } = {}) {
    const entry = await findSandboxOrder(db, { captureId }, options);
    const capture = entry && firstCaptureOf(entry.order);
    return entry && capture ? { entry, capture } : undefined;
  }

  private async remainingOf(db: Database, capture: PayPalCapture): Promise<number> {
    return capturedMinor(capture) - (await refundedMinorOf(db, capture.id));
  }

  /**
   * Moves `minor` back to the payer and marks the capture partially or fully refunded; `reversal`
   * says PayPal took it back itself. Runs in the transaction that locked the capture's order.
   */
  private async recordRefund(
    tx: Database,
    { entry, capture }: { entry: SandboxOrder; capture: PayPalCapture },
    minor: number,
    details: Pick<PayPalRefund, 'note_to_payer' | 'invoice_id'>,
    reversal = false,
  ): Promise<PayPalRefund> {
    const refunded = (await refundedMinorOf(tx, capture.id)) + minor;
    capture.status = capturedMinor(capture) - refunded <= 0 ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
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
    await insertSandboxRefund(tx, capture.id, minor, { refund, reversal });
    await saveSandboxOrder(tx, entry);
    return refund;
  }

  private async verifyWebhook(request: FastifyRequest): Promise<Answer> {
    if (!(await this.authorized(request))) return unauthorized();
    const body = request.body as { transmission_id?: string; webhook_id?: string };
    const known = body.transmission_id !== undefined && (await sandboxTransmissionExists(this.db, body.transmission_id));
    return {
      status: 200,
      body: { verification_status: known && body.webhook_id === this.options.webhookId ? 'SUCCESS' : 'FAILURE' },
    };
  }

  private async approvalPage(request: FastifyRequest, reply: FastifyReply) {
    const token = (request.query as { token?: string }).token ?? '';
    const entry = await findSandboxOrder(this.db, { id: token });
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

  private async decide(request: FastifyRequest, reply: FastifyReply) {
    const { token = '', outcome = 'approve' } = request.body as { token?: string; outcome?: SandboxOutcome };
    const entry = await findSandboxOrder(this.db, { id: token });
    if (!entry) return reply.status(404).type('text/plain').send('This PayPal sandbox order does not exist.');
    await this.decideFor(token, outcome);
    const target = new URL(outcome === 'cancel' ? entry.cancelUrl : entry.returnUrl);
    target.searchParams.set('token', token);
    if (outcome !== 'cancel') target.searchParams.set('PayerID', `SANDBOX${token.slice(0, 6)}`);
    return reply.redirect(target.toString(), 303);
  }
}
