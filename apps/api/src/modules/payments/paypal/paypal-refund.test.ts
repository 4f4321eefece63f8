import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureThroughStandIn, payPalClientFor, STAND_IN_CREDENTIALS, startPayPalStandIn } from '#api/test/paypal-stand-in.ts';
import { PayPalClient, PayPalError } from './paypal.client.ts';
import { firstCaptureOf, type PayPalCapture, type PayPalRefund, type PayPalWebhookEvent } from './paypal.types.ts';

let paypal: Awaited<ReturnType<typeof startPayPalStandIn>>;
let client: PayPalClient;

beforeAll(async () => {
  paypal = await startPayPalStandIn();
  client = payPalClientFor(paypal);
});
afterAll(() => paypal.close());

const usd = (value: string) => ({ currency_code: 'USD', value });
const captureOf10_75 = () => captureThroughStandIn(paypal, client, usd('10.75'));
const linkOf = (refund: PayPalRefund, rel: string) => refund.links?.find((link) => link.rel === rel)?.href;

/** What PayPal refused with: its HTTP status, error name and first issue. */
async function refusalOf(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PayPalError)) throw new Error(`expected a PayPalError, got ${String(error)}`);
  return { status: error.status, name: error.body.name, issue: error.issue };
}

/** The capture's status as GET order shows it now. */
async function statusInOrder(capture: PayPalCapture) {
  return firstCaptureOf(await client.getOrder(capture.supplementary_data?.related_ids?.order_id ?? ''))?.status;
}

describe('refunding a PayPal capture', () => {
  it('refunds part, then all that remains, and marks the capture partially, then fully refunded', async () => {
    const capture = await captureOf10_75();

    const part = await client.refundCapture(capture.id, {
      amount: usd('4.00'),
      requestId: 'refund-part-1',
      noteToPayer: 'The frame arrived cracked',
      invoiceId: 'AM-1001-R1',
    });
    expect(part).toMatchObject({
      status: 'COMPLETED',
      amount: usd('4.00'),
      note_to_payer: 'The frame arrived cracked',
      invoice_id: 'AM-1001-R1',
      seller_payable_breakdown: { total_refunded_amount: usd('4.00') },
    });
    expect(linkOf(part, 'up')).toBe(`${paypal.sandbox.publicBase}/v2/payments/captures/${capture.id}`);
    expect(await statusInOrder(capture)).toBe('PARTIALLY_REFUNDED');

    const rest = await client.refundCapture(capture.id, { requestId: 'refund-rest-1' });
    expect(rest.id).not.toBe(part.id);
    expect(rest).toMatchObject({
      status: 'COMPLETED',
      amount: usd('6.75'),
      seller_payable_breakdown: { total_refunded_amount: usd('10.75') },
    });
    expect(await statusInOrder(capture)).toBe('REFUNDED');

    expect(await client.getRefund(part.id)).toEqual(part);
    expect(await client.getRefund(rest.id)).toEqual(rest);
  });

  it('answers the same refund to a replayed PayPal-Request-Id and moves the money once', async () => {
    const capture = await captureOf10_75();
    const first = await client.refundCapture(capture.id, { amount: usd('5.00'), requestId: 'refund-replayed' });
    const replayed = await client.refundCapture(capture.id, { amount: usd('5.00'), requestId: 'refund-replayed' });
    expect(replayed).toEqual(first);

    // Only 5.00 left the capture: the remainder is 5.75, and not a cent more can follow it.
    const rest = await client.refundCapture(capture.id, { requestId: 'refund-after-replay' });
    expect(rest.amount).toEqual(usd('5.75'));
    expect(await refusalOf(client.refundCapture(capture.id, { amount: usd('0.01'), requestId: 'refund-one-cent' }))).toEqual({
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'CAPTURE_FULLY_REFUNDED',
    });
  });

  it("refuses more than remains, and a fully refunded capture, with PayPal's issues", async () => {
    const capture = await captureOf10_75();
    expect(await refusalOf(client.refundCapture(capture.id, { amount: usd('10.76'), requestId: 'refund-too-much' }))).toEqual({
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'REFUND_AMOUNT_EXCEEDED',
    });
    await client.refundCapture(capture.id, { amount: usd('10.00'), requestId: 'refund-most' });
    expect(
      (await refusalOf(client.refundCapture(capture.id, { amount: usd('0.76'), requestId: 'refund-past-rest' }))).issue,
    ).toBe('REFUND_AMOUNT_EXCEEDED');
    // A refused request moved nothing: exactly 0.75 is still there.
    expect((await client.refundCapture(capture.id, { requestId: 'refund-last' })).amount).toEqual(usd('0.75'));
    expect((await refusalOf(client.refundCapture(capture.id, { requestId: 'refund-nothing-left' }))).issue).toBe(
      'CAPTURE_FULLY_REFUNDED',
    );
  });

  it('refuses amounts PayPal would not take', async () => {
    const capture = await captureOf10_75();
    const attempt = (amount: { currency_code: string; value: string }) =>
      refusalOf(client.refundCapture(capture.id, { amount, requestId: `refund-${amount.currency_code}-${amount.value}` }));
    expect((await attempt(usd('0.00'))).issue).toBe('CANNOT_BE_ZERO_OR_NEGATIVE');
    expect((await attempt(usd('-1.00'))).issue).toBe('CANNOT_BE_ZERO_OR_NEGATIVE');
    expect((await attempt(usd('1.005'))).issue).toBe('DECIMAL_PRECISION');
    expect((await attempt({ currency_code: 'EUR', value: '1.00' })).issue).toBe('REFUND_CAPTURE_CURRENCY_MISMATCH');
    expect(await statusInOrder(capture)).toBe('COMPLETED');
  });

  it('refuses a capture that is still pending', async () => {
    const capture = await captureThroughStandIn(paypal, client, usd('10.75'), 'pending');
    expect(capture.status).toBe('PENDING');
    expect((await refusalOf(client.refundCapture(capture.id, { requestId: 'refund-pending' }))).issue).toBe('PENDING_CAPTURE');
  });

  it('is 404 RESOURCE_NOT_FOUND for an unknown capture or refund', async () => {
    const notFound = { status: 404, name: 'RESOURCE_NOT_FOUND', issue: 'INVALID_RESOURCE_ID' };
    expect(await refusalOf(client.refundCapture('0UNKNOWNCAPTURE00', { requestId: 'refund-unknown' }))).toEqual(notFound);
    expect(await refusalOf(client.getRefund('0UNKNOWNREFUND000'))).toEqual(notFound);
  });

  it('refuses a caller without a valid token', async () => {
    const capture = await captureOf10_75();
    const stranger = new PayPalClient({ ...STAND_IN_CREDENTIALS, baseUrl: paypal.env.PAYPAL_API_BASE, clientSecret: 'wrong' });
    expect((await refusalOf(stranger.refundCapture(capture.id, { requestId: 'refund-stranger' }))).status).toBe(401);
    const forged = await fetch(`${paypal.env.PAYPAL_API_BASE}/v2/payments/captures/${capture.id}/refund`, {
      method: 'POST',
      headers: { authorization: 'Bearer made-up', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { name?: string }).name).toBe('AUTHENTICATION_FAILURE');
    expect(await statusInOrder(capture)).toBe('COMPLETED');
  });
});

describe('refund webhooks', () => {
  it('builds PAYMENT.CAPTURE.REFUNDED with the refund, its amount and an up link to the capture, and vouches for it', async () => {
    const capture = await captureOf10_75();
    const refund = await client.refundCapture(capture.id, { amount: usd('2.50'), requestId: 'refund-for-webhook' });
    const delivery = await paypal.sandbox.refundWebhook(refund.id);
    const event = JSON.parse(delivery.body) as PayPalWebhookEvent;
    expect(event).toMatchObject({ event_type: 'PAYMENT.CAPTURE.REFUNDED', resource_type: 'refund', resource: { id: refund.id } });
    expect(event.resource.amount).toEqual(usd('2.50'));
    expect(linkOf(event.resource as unknown as PayPalRefund, 'up')).toBe(
      `${paypal.sandbox.publicBase}/v2/payments/captures/${capture.id}`,
    );
    expect(await client.verifyWebhookSignature(delivery.headers, delivery.body, STAND_IN_CREDENTIALS.webhookId)).toBe(true);
  });

  it('reverses what remains of a capture as PAYMENT.CAPTURE.REVERSED, after which nothing can be refunded', async () => {
    const capture = await captureOf10_75();
    await client.refundCapture(capture.id, { amount: usd('3.00'), requestId: 'refund-before-reversal' });
    const reversal = await paypal.sandbox.reverseCapture(capture.id);
    const event = JSON.parse((await paypal.sandbox.refundWebhook(reversal.id)).body) as PayPalWebhookEvent;
    expect(event).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      resource_type: 'refund',
      resource: { id: reversal.id, amount: usd('7.75'), note_to_payer: 'Payment reversed' },
    });
    expect(await statusInOrder(capture)).toBe('REFUNDED');
    expect((await refusalOf(client.refundCapture(capture.id, { requestId: 'refund-after-reversal' }))).issue).toBe(
      'CAPTURE_FULLY_REFUNDED',
    );
  });
});
