import { formatMinorUnits, payuFormFields } from '@art-market/domain/rules';
import type { PayUData } from '@art-market/domain/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkHolds, orders, paymentEvents, payments, products, refunds, sandboxPayuTransactions } from '#api/db/schema.ts';
import { grantRefund } from '#api/modules/orders/order-refund.service.ts';
import { findOrder } from '#api/modules/orders/orders.repository.ts';
import { orderOneArtwork as orderOneArtworkOn, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer } from '#api/test/factories.ts';
import { freePort } from '#api/test/free-port.ts';
import {
  createPayUTestApp,
  PAYU_STAND_IN_CREDENTIALS,
  type PayUStandIn,
  payUClientFor,
  readSandboxForms,
} from '#api/test/payu-stand-in.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';
import { reconcileOpenAttempts } from '../payment-attempt.service.ts';
import { payRefund } from '../payment-settlement.service.ts';
import { findPayingAttempt } from '../payments.repository.ts';
import { payuRefundToken } from './payu.provider.ts';
import { payuApiHash, payuRequestHash, payuResponseHash } from './payu-hash.ts';

let t: TestApp;
let payu: PayUStandIn;
let admin: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ({ t, payu, admin, close: closeApp } = await createPayUTestApp());
});
afterAll(() => closeApp());

/** Changes PayU's own record of a payment, as the sandbox keeps it. */
async function changePayURecord(txnid: string, change: { outcome?: string; amount?: string }) {
  await t.database.db.update(sandboxPayuTransactions).set(change).where(eq(sandboxPayuTransactions.txnid, txnid));
}

/** A customer of this file's app with one live artwork ($10.75 with tax) ordered, shipped to `address`. */
const orderOneArtwork = (address = shippingAddress()) => orderOneArtworkOn(t.app, admin, address);

/** The checkout's call, from a page at PUBLIC_URL unless another origin is named. */
const initiate = (token: string, orderId: string, origin = 'http://localhost:5145') =>
  t.app.inject({
    method: 'POST',
    url: '/api/PayU/initiate-payment',
    headers: { ...bearer(token), origin },
    payload: { orderId },
  });

/** An order whose PayU payment has started: the checkout auto-posted its signed form to PayU's page. */
async function startPaying() {
  const bought = await orderOneArtwork();
  const started = await initiate(bought.customer.token, bought.order.orderId);
  expect(started.statusCode).toBe(200);
  const { payuData } = started.json() as { payuData: PayUData };
  const page = await postForm(payuData.paymentUrl, payuFormFields(payuData));
  return { ...bought, payuData, txnid: payuData.txnId, checkoutPage: await page.text() };
}

/** The browser posts a form to PayU's page (the stand-in, over real HTTP). */
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** PayU's page posts the result back to surl or furl from the buyer's browser: no token. */
const postback = (fields: Record<string, string>, path = '/api/PayU/success', host = 'localhost:5145') =>
  t.app.inject({
    method: 'POST',
    url: path,
    // The browser asks surl's host; the Origin is PayU's page, never ours.
    headers: { 'content-type': 'application/x-www-form-urlencoded', host, origin: 'https://test.payu.in' },
    payload: new URLSearchParams(fields).toString(),
  });

const verify = (token: string, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/PayU/verify-payment', headers: bearer(token), payload: body });

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const attemptRow = async (txnid: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.providerReference, txnid)))[0];
const eventKinds = async (txnid: string) => {
  const attempt = await attemptRow(txnid);
  const events = await t.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, attempt?.id ?? ''));
  return events.map((event) => event.kind);
};
const isSold = async (productId: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.isSoldOut;

describe('initiating a PayU payment', () => {
  it('answers the signed form in INR at USD_INR_RATE, and records the attempt', async () => {
    const { customer, order, payuData, txnid } = await startPaying();
    const view = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.orderId}`, headers: bearer(customer.token) });
    expect(view.json().totalAmount).toBe(10.75);

    // $10.75 at 83 rupees to the dollar.
    expect(payuData).toMatchObject({
      paymentUrl: payu.env.PAYU_PAYMENT_URL,
      key: PAYU_STAND_IN_CREDENTIALS.key,
      amount: '892.25',
      productInfo: `Art Market order ${order.orderNumber}`,
      firstName: 'Asha',
      email: 'asha.rao@example.com',
      phone: '919876543210',
      surl: 'http://localhost:5145/api/PayU/success',
      furl: 'http://localhost:5145/api/PayU/failure',
      udf1: order.orderId,
      udf2: '',
      udf5: '',
    });
    expect(txnid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    const expectedHash = payuRequestHash(
      {
        key: PAYU_STAND_IN_CREDENTIALS.key,
        txnid,
        amount: '892.25',
        productinfo: payuData.productInfo,
        firstname: 'Asha',
        email: 'asha.rao@example.com',
        udf1: order.orderId,
      },
      PAYU_STAND_IN_CREDENTIALS.salt,
    );
    expect(payuData.hash).toBe(expectedHash);
    expect(await attemptRow(txnid)).toMatchObject({
      orderId: order.orderId,
      provider: 'payu',
      amountMinor: 89_225,
      currency: 'INR',
      exchangeRate: '83.0000',
      status: 'created',
    });
    const holds = await t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, order.orderId));
    expect(holds).toHaveLength(1);

    // PayU's page accepts the form as signed, and refuses it when anything was changed.
    const page = await postForm(payuData.paymentUrl, payuFormFields(payuData));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sandbox: no real money');
    const tampered = await postForm(payuData.paymentUrl, { ...payuFormFields(payuData), amount: '1.00' });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('hash mismatch');
    const incomplete = await postForm(payuData.paymentUrl, { ...payuFormFields(payuData), phone: '' });
    expect(await incomplete.text()).toContain('mandatory parameter missing');
  });

  it('uses a new txnid of at most 25 letters and digits for every attempt', async () => {
    const { customer, order, txnid } = await startPaying();
    const again = (await initiate(customer.token, order.orderId)).json().payuData.txnId as string;
    expect(again).not.toBe(txnid);
    expect(again).toMatch(/^[A-Za-z0-9]{1,25}$/);
    const attempts = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(attempts.map((attempt) => attempt.providerReference).sort()).toEqual([txnid, again].sort());
  });

  it('is refused for an order shipped outside India, before anything is held', async () => {
    const { customer, order } = await orderOneArtwork(shippingAddress({ country: 'United States', state: 'NY' }));
    const refused = await initiate(customer.token, order.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('PayU is available only for addresses in India');
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId))).toHaveLength(0);
    expect(await t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, order.orderId))).toHaveLength(0);
  });

  it("is 404 for another customer's order", async () => {
    const { order } = await orderOneArtwork();
    const stranger = await createCustomer(t.app);
    expect((await initiate(stranger.token, order.orderId)).statusCode).toBe(404);
  });
});

describe('the postback to surl and furl', () => {
  it('pays the order through the sandbox pages a buyer clicks, once verify_payment confirms it', async () => {
    const { order, payuData, product, txnid, checkoutPage } = await startPaying();
    const checkout = readSandboxForms(checkoutPage);
    expect(checkout.map((form) => form.button)).toEqual(['Success', 'Failure', 'Pending']);
    const success = checkout[0];
    const decided = readSandboxForms(await (await postForm(success?.action ?? '', success?.fields ?? {})).text());
    expect(decided).toHaveLength(1);
    const returnForm = decided[0];
    expect(returnForm?.button).toBe('Return to Art Market');
    expect(returnForm?.action).toBe(payuData.surl);
    expect(returnForm?.fields).toMatchObject({ status: 'success', error: 'E000', amount: '892.25', mode: 'CC', txnid });
    const mihpayid = returnForm?.fields.mihpayid ?? '';
    expect(mihpayid).toMatch(/^\d+$/);
    const verifiesBefore = payu.sandbox.verifyCalls.length;

    const back = await postback(returnForm?.fields ?? {}, new URL(returnForm?.action ?? '').pathname);
    expect(back.statusCode).toBe(303);
    const target = new URL(back.headers.location as string);
    expect(target.pathname).toBe('/payment/success');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      source: 'payu',
      txnid,
      mihpayid,
      status: 'success',
      udf1: order.orderId,
    });
    expect(payu.sandbox.verifyCalls.slice(verifiesBefore)).toEqual([txnid]);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 3, paymentMethod: 2 });
    expect(await isSold(product.id)).toBe(true);
    expect(await attemptRow(txnid)).toMatchObject({ status: 'completed', providerPaymentId: mihpayid });
    expect(await eventKinds(txnid)).toEqual(expect.arrayContaining(['initiate', 'postback', 'verify']));
  });

  it('does not pay on a genuine success postback until verify_payment says success', async () => {
    const { order, product, txnid } = await startPaying();
    const fields = await payu.sandbox.decideFor(txnid, 'success');
    await changePayURecord(txnid, { outcome: 'pending' }); // PayU's own record does not say success yet

    const early = await postback(fields);
    expect(new URL(early.headers.location as string).searchParams.get('status')).toBe('pending');
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);
    expect(await isSold(product.id)).toBe(false);

    await changePayURecord(txnid, { outcome: 'success' });
    const later = await postback(fields);
    expect(new URL(later.headers.location as string).searchParams.get('status')).toBe('success');
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(3);
  });

  it('changes nothing for a forged hash or an unknown txnid, and sends the buyer to the cancel page', async () => {
    const { order, product, txnid } = await startPaying();
    const genuine = await payu.sandbox.decideFor(txnid, 'success');
    const verifiesBefore = payu.sandbox.verifyCalls.length;
    const forgedHash = payuResponseHash(
      {
        ...genuine,
        key: genuine.key ?? '',
        txnid,
        amount: '892.25',
        productinfo: genuine.productinfo ?? '',
        firstname: 'Asha',
        email: genuine.email ?? '',
        status: 'success',
      },
      'a-guessed-salt',
    );
    for (const forged of [
      { ...genuine, hash: forgedHash },
      { ...genuine, hash: '' },
      { ...genuine, txnid: 'AMunknown1234' },
    ]) {
      const answer = await postback(forged);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('http://localhost:5145/payment/cancel');
    }
    expect(payu.sandbox.verifyCalls.length).toBe(verifiesBefore);
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);
    expect(await isSold(product.id)).toBe(false);
    expect(await attemptRow(txnid)).toMatchObject({ status: 'created', providerPaymentId: null });
    expect(await eventKinds(txnid)).toEqual(['initiate']);
  });

  it('does not pay a success for another amount, whether the postback or verify_payment says so', async () => {
    const signedForOtherAmount = await startPaying();
    await changePayURecord(signedForOtherAmount.txnid, { amount: '1.00' });
    const fields = await payu.sandbox.decideFor(signedForOtherAmount.txnid, 'success');
    expect((await postback(fields)).headers.location).toBe('http://localhost:5145/payment/cancel');
    expect((await orderRow(signedForOtherAmount.order.orderId))?.paymentStatus).toBe(0);

    const verifiedForOtherAmount = await startPaying();
    const genuine = await payu.sandbox.decideFor(verifiedForOtherAmount.txnid, 'success');
    await changePayURecord(verifiedForOtherAmount.txnid, { amount: '1.00' });
    const answer = await postback(genuine);
    expect(answer.headers.location).toBe('http://localhost:5145/payment/cancel?source=payu&reason=failed');
    expect((await orderRow(verifiedForOtherAmount.order.orderId))?.paymentStatus).toBe(0);
    expect(await isSold(verifiedForOtherAmount.product.id)).toBe(false);
    expect((await attemptRow(verifiedForOtherAmount.txnid))?.status).toBe('failed');
  });

  it('does not sell twice: a success after the lapsed hold went to another collector is refunded through PayU', async () => {
    const { order, product, txnid } = await startPaying();
    const fields = await payu.sandbox.decideFor(txnid, 'success');
    await t.database.db.execute(
      sql`update artwork_holds set expires_at = now() - interval '1 minute' where order_id = ${order.orderId}`,
    );
    const rival = await createCustomer(t.app);
    await putInCart(t.app, rival.token, product);
    const rivalOrder = await placeOrder(t.app, rival.token);
    expect((await initiate(rival.token, rivalOrder.orderId)).statusCode).toBe(200);

    const answer = await postback(fields);
    expect(answer.headers.location).toBe('http://localhost:5145/payment/cancel?source=payu');
    // PayU took the money, so the attempt is complete; the order cannot take it and is closed, and the
    // money goes back through PayU's refund command.
    expect(await orderRow(order.orderId)).toMatchObject({ status: 4, paymentStatus: 4 });
    expect(await isSold(product.id)).toBe(false);
    expect((await attemptRow(txnid))?.status).toBe('completed');
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(refund).toMatchObject({ kind: 'artwork_gone', status: 'succeeded', currency: 'INR' });
    expect(await payu.sandbox.refundCount()).toBeGreaterThan(0);
    const rivalHolds = await t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, rivalOrder.orderId));
    expect(rivalHolds.map((hold) => hold.releasedAt)).toEqual([null]);
  });

  it('closes a failed attempt and releases the artwork, whichever URL the failure arrives at', async () => {
    const { order, product, txnid } = await startPaying();
    const fields = await payu.sandbox.decideFor(txnid, 'failure');
    // PayU sends failures to furl; routing is by status, so one posted to surl is a failure too.
    const answer = await postback(fields, '/api/PayU/success');
    // Failed, not cancelled: the page must not say the buyer cancelled it.
    expect(answer.headers.location).toBe('http://localhost:5145/payment/cancel?source=payu&reason=failed');
    expect(await attemptRow(txnid)).toMatchObject({ status: 'failed' });
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);
    const holds = await t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, order.orderId));
    expect(holds.every((hold) => hold.releasedAt !== null && hold.releaseReason === 'failed')).toBe(true);
    const rival = await createCustomer(t.app);
    await putInCart(t.app, rival.token, product);
  });

  it('sends a payment the buyer cancelled on PayU to the cancellation text', async () => {
    const { txnid } = await startPaying();
    const fields = { ...(await payu.sandbox.decideFor(txnid, 'failure')), unmappedstatus: 'userCancelled' };
    const answer = await postback(fields, '/api/PayU/failure');
    expect(answer.headers.location).toBe('http://localhost:5145/payment/cancel?source=payu');
    expect(await attemptRow(txnid)).toMatchObject({ status: 'failed' });
  });

  it('leaves a pending payment pending and records it', async () => {
    const { order, txnid } = await startPaying();
    const answer = await postback(await payu.sandbox.decideFor(txnid, 'pending'), '/api/PayU/failure');
    const target = new URL(answer.headers.location as string);
    expect(target.pathname).toBe('/payment/success');
    expect(target.searchParams.get('status')).toBe('pending');
    expect(await attemptRow(txnid)).toMatchObject({ status: 'pending' });
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);
    expect(await eventKinds(txnid)).toContain('postback');
  });
});

describe("the shopper's origin (issue 19: a payment returns to another address)", () => {
  it('sends a shopper on 127.0.0.1 back to 127.0.0.1, and a foreign origin to PUBLIC_URL', async () => {
    const bought = await orderOneArtwork();
    const started = await initiate(bought.customer.token, bought.order.orderId, 'http://127.0.0.1:5145');
    const { payuData } = started.json() as { payuData: PayUData };
    expect(payuData.surl).toBe('http://127.0.0.1:5145/api/PayU/success');
    expect(payuData.furl).toBe('http://127.0.0.1:5145/api/PayU/failure');
    const page = readSandboxForms(await (await postForm(payuData.paymentUrl, payuFormFields(payuData))).text());
    const returnForm = readSandboxForms(await (await postForm(page[0]?.action ?? '', page[0]?.fields ?? {})).text())[0];
    const back = await postback(returnForm?.fields ?? {}, '/api/PayU/success', '127.0.0.1:5145');
    expect(new URL(back.headers.location as string).origin).toBe('http://127.0.0.1:5145');

    const stranger = await orderOneArtwork();
    const foreign = await initiate(stranger.customer.token, stranger.order.orderId, 'https://shop.example.com');
    expect((foreign.json() as { payuData: PayUData }).payuData.surl).toBe('http://localhost:5145/api/PayU/success');
  });
});

describe('the payment sweep', () => {
  /** As if the attempt had been started `minutes` ago and not touched since. */
  const age = (txnid: string, minutes: number) =>
    t.database.db
      .update(payments)
      .set({
        createdAt: sql`now() - make_interval(mins => ${minutes})`,
        updatedAt: sql`now() - make_interval(mins => ${minutes})`,
      })
      .where(eq(payments.providerReference, txnid));

  it('pays an order whose buyer paid at PayU but whose browser never came back', async () => {
    const { order, product, txnid } = await startPaying();
    await payu.sandbox.decideFor(txnid, 'success');
    await age(txnid, 5);
    expect(await reconcileOpenAttempts(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 3, paymentMethod: 2 });
    expect(await isSold(product.id)).toBe(true);
    expect(await eventKinds(txnid)).toContain('verify');
  });

  it('leaves a young undecided attempt alone, and closes it three hours on, freeing the artwork', async () => {
    const { order, product, txnid } = await startPaying();
    await age(txnid, 5);
    await reconcileOpenAttempts(t.app.ctx);
    expect(await attemptRow(txnid)).toMatchObject({ status: 'pending' });
    await age(txnid, 181);
    await reconcileOpenAttempts(t.app.ctx);
    expect(await attemptRow(txnid)).toMatchObject({ status: 'cancelled' });
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);
    const rival = await createCustomer(t.app);
    await putInCart(t.app, rival.token, product);
    const rivalOrder = await placeOrder(t.app, rival.token, shippingAddress());
    expect((await initiate(rival.token, rivalOrder.orderId)).statusCode).toBe(200);
  });
});

describe('verify-payment', () => {
  it('is for the owner only, pays through verify_payment, and answers the stored result after', async () => {
    const { customer, order, txnid } = await startPaying();
    const body = { orderId: order.orderId, txnId: txnid, mihpayid: '', status: 'success' };
    const stranger = await createCustomer(t.app);
    expect((await verify(stranger.token, body)).statusCode).toBe(404);
    const other = await orderOneArtwork();
    expect((await verify(customer.token, { ...body, orderId: other.order.orderId })).statusCode).toBe(404);

    // The buyer has not finished at PayU yet: nothing changes.
    const unfinished = await verify(customer.token, body);
    expect(unfinished.json()).toEqual({ orderId: order.orderId, paymentStatus: 0, status: 'pending' });

    await payu.sandbox.decideFor(txnid, 'success');
    const verifiesBefore = payu.sandbox.verifyCalls.length;
    const paid = await verify(customer.token, body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ orderId: order.orderId, paymentStatus: 3, status: 'success' });
    const again = await verify(customer.token, body);
    expect(again.json()).toEqual(paid.json());
    expect(payu.sandbox.verifyCalls.length - verifiesBefore).toBe(1);

    const view = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.orderId}`, headers: bearer(customer.token) });
    expect(view.json().paymentDetails).toMatchObject({
      payUPaymentId: (await payu.sandbox.findTransaction(txnid))?.mihpayid,
      transactionId: txnid,
    });
  });
});

it("allows the checkout to post forms to PayU's host", async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.headers['content-security-policy']).toContain(
    `form-action 'self' ${new URL(payu.env.PAYU_PAYMENT_URL).origin}`,
  );
});

describe('the built-in sandbox, without PayU credentials', () => {
  let offline: TestApp;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    offline = await createTestApp({ PORT: String(port), PUBLIC_URL: base });
    await offline.app.listen({ port, host: '127.0.0.1' });
    await addDemoAdmin(offline);
  });
  afterAll(() => offline.close());

  it('lets the sandbox pages send the shopper back to any host this server answers for, and only them', async () => {
    const sandboxPage = await offline.app.inject({ method: 'GET', url: '/sandbox/payu/anything' });
    const formAction = (response: { headers: Record<string, unknown> }) =>
      String(response.headers['content-security-policy']).match(/form-action ([^;]*)/)?.[1] ?? '';
    expect(formAction(sandboxPage)).toContain('http://localhost:*');
    expect(formAction(sandboxPage)).toContain('http://127.0.0.1:*');
    expect(formAction(sandboxPage)).not.toContain('example');
    const sitePage = await offline.app.inject({ method: 'GET', url: '/api/health' });
    expect(formAction(sitePage)).not.toContain('localhost');
  });

  it('completes a payment offline: its own form page, postback and verify_payment over the server port', async () => {
    const offlineAdmin = await adminToken(offline.app);
    const { customer, order, product } = await orderOneArtworkOn(offline.app, offlineAdmin);
    const started = await offline.app.inject({
      method: 'POST',
      url: '/api/PayU/initiate-payment',
      headers: { ...bearer(customer.token), origin: base },
      payload: { orderId: order.orderId },
    });
    const { payuData } = started.json() as { payuData: PayUData };
    expect(payuData.paymentUrl).toBe(`${base}/sandbox/payu/_payment`);
    expect(payuData.surl).toBe(`${base}/api/PayU/success`);

    const checkout = await postForm(payuData.paymentUrl, payuFormFields(payuData));
    expect(checkout.headers.get('content-security-policy')).toContain("form-action 'self'");
    const success = readSandboxForms(await checkout.text())[0];
    const decided = await postForm(success?.action ?? '', success?.fields ?? {});
    const returnForm = readSandboxForms(await decided.text())[0];
    expect(returnForm?.action).toBe(payuData.surl);
    const back = await fetch(returnForm?.action ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(returnForm?.fields).toString(),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('status')).toBe('success');
    const [paid] = await offline.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(paid?.paymentStatus).toBe(3);
    const [sold] = await offline.database.db.select().from(products).where(eq(products.id, product.id));
    expect(sold?.isSoldOut).toBe(true);
  });

  it("answers verify_payment in PayU's shapes: Invalid Hash. and Not Found", async () => {
    const { key } = offline.app.ctx.payments.payu ?? { key: '' };
    const command = (fields: Record<string, string>) =>
      postForm(`${base}/sandbox/payu/merchant/postservice.php?form=2`, fields).then((answer) => answer.json());
    expect(await command({ key, command: 'verify_payment', var1: 'AMnothing', hash: 'f00' })).toEqual({
      status: 0,
      msg: 'Invalid Hash.',
    });
    const { salt } = offline.app.ctx.payments.payu ?? { salt: '' };
    const hash = payuApiHash(key, 'verify_payment', 'AMnothing', salt);
    expect(await command({ key, command: 'verify_payment', var1: 'AMnothing', hash })).toEqual({
      status: 0,
      msg: '0 out of 1 Transactions Fetched Successfully',
      transaction_details: { AMnothing: { mihpayid: 'Not Found', status: 'Not Found' } },
    });
  });
});

describe('in production without PayU credentials', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => production.close());

  it('does not offer PayU', async () => {
    expect(production.app.ctx.payments.payu).toBeUndefined();
    const customer = await createCustomer(production.app);
    const config = await production.app.inject({ method: 'GET', url: '/api/Payment/config', headers: bearer(customer.token) });
    expect(config.json().methods.payu).toBe(false);
    const refused = await production.app.inject({
      method: 'POST',
      url: '/api/PayU/initiate-payment',
      headers: bearer(customer.token),
      payload: { orderId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('PayU is not available');
    expect((await production.app.inject({ method: 'POST', url: '/sandbox/payu/_payment' })).statusCode).toBe(404);
  });
});

describe('a refund PayU queued whose answer never reached us', () => {
  it('is recorded as PayU made it when asked again, not failed, and PayU refunds once', async () => {
    const { order, txnid } = await startPaying();
    expect((await postback(await payu.sandbox.decideFor(txnid, 'success'))).statusCode).toBe(303);
    const attempt = await attemptRow(txnid);
    const mihpayid = attempt?.providerPaymentId ?? '';
    // A route granted a refund and committed, and its call reached PayU, which queued the refund; the
    // instance stopped before the answer was written down.
    const refund = await t.database.db.transaction(async (tx) => {
      const locked = await findOrder(tx, order.orderId, { lock: true });
      const payment = await findPayingAttempt(tx, order.orderId);
      if (!locked || !payment) throw new Error('order not paid');
      const granted = await grantRefund(
        tx,
        {
          order: locked,
          payment,
          kind: 'admin',
          idempotencyKey: `lost-answer-${txnid}`,
          reason: 'Scratched in transit',
          requestedBy: 'admin:test',
          amountCents: 500,
        },
        new Date(),
      );
      return granted.refund;
    });
    const queued = await payUClientFor(payu).refund(
      mihpayid,
      payuRefundToken(refund.id),
      formatMinorUnits(refund.providerAmountMinor),
    );
    expect(queued.status).toBe(1);
    const refundsAtPayU = await payu.sandbox.refundCount();

    // The retry (the sweep's, or an admin's) sends the same token: PayU refuses it as seen, and asks
    // PayU what became of it.
    expect(await payRefund(t.app.ctx, refund.id)).toBe('succeeded');
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: queued.status === 1 ? queued.request_id : '' });
    expect(await payu.sandbox.refundCount()).toBe(refundsAtPayU);
  });

  it('stays failed when PayU refused the token and holds no refund under it', async () => {
    const { order, txnid } = await startPaying();
    expect((await postback(await payu.sandbox.decideFor(txnid, 'success'))).statusCode).toBe(303);
    const refund = await t.database.db.transaction(async (tx) => {
      const locked = await findOrder(tx, order.orderId, { lock: true });
      const payment = await findPayingAttempt(tx, order.orderId);
      if (!locked || !payment) throw new Error('order not paid');
      return (
        await grantRefund(
          tx,
          {
            order: locked,
            payment,
            kind: 'admin',
            idempotencyKey: `too-much-${txnid}`,
            reason: 'More than was paid',
            requestedBy: 'admin:test',
            amountCents: 500,
          },
          new Date(),
        )
      ).refund;
    });
    // PayU's own record says less was paid than the refund asks: it refuses, and holds nothing for the token.
    await changePayURecord(txnid, { amount: '1.00' });
    expect(await payRefund(t.app.ctx, refund.id)).toBe('failed');
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row?.failure).toMatch(/^PayU refused the refund/);
  });
});
