import { payuFormFields } from '@art-market/domain/rules';
import type { PayUData } from '@art-market/domain/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#api/db/schema.ts';
import { orderOneArtwork } from '#api/test/checkout-factories.ts';
import { adminToken, bearer } from '#api/test/factories.ts';
import { freePort } from '#api/test/free-port.ts';
import { readSandboxForms } from '#api/test/payu-stand-in.ts';
import { addDemoAdmin, createSecondApp, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Two instances of the app on one database, each with its own built-in sandbox on its own port, as
// behind a load balancer: a sandbox payment started on A is finished on B.

let a: TestApp;
let b: TestApp;
let baseOfB: string;
let admin: string;

/** Where each instance listens: the built-in sandbox is called over the instance's own port. */
async function listening(start: (port: number, base: string) => Promise<TestApp>) {
  const port = await freePort();
  const instance = await start(port, `http://127.0.0.1:${port}`);
  await instance.app.listen({ port, host: '127.0.0.1' });
  return instance;
}

beforeAll(async () => {
  a = await listening((port, base) => createTestApp({ PORT: String(port), PUBLIC_URL: base }));
  b = await listening((port, base) => {
    baseOfB = base;
    return createSecondApp(a, { config: { PORT: port, PUBLIC_URL: base } });
  });
  await addDemoAdmin(a);
  admin = await adminToken(a.app);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A customer of A with one live artwork ordered ($10.75 with tax, free shipping), shipped to India. */
const orderOnA = () => orderOneArtwork(a.app, admin);

const postForm = (url: string, fields: Record<string, string>, redirect: 'follow' | 'manual' = 'follow') =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect,
  });

/** The same path on B: what the load balancer does with the payer's next request. */
const onB = (url: string) => `${baseOfB}${new URL(url).pathname}`;

const paymentStatus = async (orderId: string) =>
  (await a.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentStatus;

describe('a sandbox payment started on one instance', () => {
  it('is approved and captured through another instance’s PayPal sandbox, and refunded through the first’s', async () => {
    const { customer, order } = await orderOnA();
    const started = await a.app.inject({
      method: 'POST',
      url: '/api/Payment/create-paypal-order',
      headers: bearer(customer.token),
      payload: { orderId: order.orderId },
    });
    const { payPalOrderId, approvalUrl } = started.json() as { payPalOrderId: string; approvalUrl: string };

    const page = await fetch(`${onB(approvalUrl)}?token=${payPalOrderId}`);
    expect(page.status).toBe(200);
    const approve = readSandboxForms(await page.text()).find((form) => form.fields.outcome === 'approve');
    const approved = await postForm(onB(approve?.action ?? ''), approve?.fields ?? {}, 'manual');
    expect(approved.status).toBe(303);
    expect(new URL(approved.headers.get('location') ?? '').searchParams.get('token')).toBe(payPalOrderId);

    const captured = await b.app.inject({
      method: 'POST',
      url: '/api/Payment/capture-paypal-payment',
      headers: bearer(customer.token),
      payload: { orderId: order.orderId, payPalOrderId },
    });
    expect(captured.json()).toMatchObject({ status: 'COMPLETED' });
    expect(b.app.ctx.payments.paypal?.sandbox?.captureCalls).toContain(payPalOrderId);
    expect(a.app.ctx.payments.paypal?.sandbox?.captureCalls).not.toContain(payPalOrderId);
    expect(await paymentStatus(order.orderId)).toBe(3);

    // A refunds, through its own sandbox, the capture B's sandbox made.
    const cancelled = await a.app.inject({
      method: 'POST',
      url: `/api/CustomerDashboard/orders/${order.orderId}/cancel`,
      headers: bearer(customer.token),
      payload: { reason: 'Found another piece' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ paymentStatus: 5, refundedAmount: 10.75 });
  });

  it('is decided on another instance’s PayU sandbox, which verify_payment there confirms', async () => {
    const { customer, order } = await orderOnA();
    const started = await a.app.inject({
      method: 'POST',
      url: '/api/PayU/initiate-payment',
      headers: bearer(customer.token),
      payload: { orderId: order.orderId },
    });
    const { payuData } = started.json() as { payuData: PayUData };
    const checkout = await postForm(payuData.paymentUrl, payuFormFields(payuData));
    expect(checkout.status).toBe(200);

    const success = readSandboxForms(await checkout.text()).find((form) => form.fields.outcome === 'success');
    const decided = await postForm(onB(success?.action ?? ''), success?.fields ?? {});
    expect(decided.status).toBe(200);
    const returnForm = readSandboxForms(await decided.text())[0];
    const back = await postForm(onB(returnForm?.action ?? ''), returnForm?.fields ?? {}, 'manual');
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('status')).toBe('success');
    expect(b.app.ctx.payments.payu?.sandbox?.verifyCalls).toContain(payuData.txnId);
    expect(a.app.ctx.payments.payu?.sandbox?.verifyCalls).not.toContain(payuData.txnId);
    expect(await paymentStatus(order.orderId)).toBe(3);
  });
});
