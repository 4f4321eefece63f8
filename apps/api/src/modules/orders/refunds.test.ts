import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions, orders, products, refunds } from '#api/db/schema.ts';
import { findPayingAttempt } from '#api/modules/payments/payments.repository.ts';
import { reconcileRefunds } from '#api/modules/payments/refund-reconcile.service.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn, payPalClientFor, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import { sentMail, type TestApp } from '#api/test/test-app.ts';
import { grantRefund } from './order-refund.service.ts';
import { findOrder } from './orders.repository.ts';
import { claimStalledRefunds } from './refunds.repository.ts';

// Cancellations and refunds through the provider the buyer paid with (ADR 0014).

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;
let clock = Date.now();
const HOUR = 60 * 60_000;

beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp({ now: () => new Date(clock) }));
});
afterAll(() => closeApp());

type Vendor = Awaited<ReturnType<typeof createVendor>>;
type Buyer = Awaited<ReturnType<typeof createCustomer>>;

/** A collector buys one artwork of each vendor with PayPal: an order paid through the real adapter. */
export async function buyWithPayPal(vendors: Vendor[], buyer?: Buyer) {
  const customer = buyer ?? (await createCustomer(t.app));
  const artworks = [];
  for (const vendor of vendors) {
    const artwork = await createLiveProduct(t.app, vendor, admin, { Price: 1000, TaxAmount: 50 });
    await putInCart(t.app, customer.token, artwork);
    artworks.push(artwork);
  }
  const order = await placeOrder(t.app, customer.token, shippingAddress({ country: 'United States' }));
  const payPalOrderId = await payWithPayPal(t.app, paypal, customer.token, order.orderId);
  return { ...order, customer, artworks, payPalOrderId };
}

const cancel = (buyer: Buyer, orderId: string, reason = 'Found another piece') =>
  t.app.inject({
    method: 'POST',
    url: `/api/CustomerDashboard/orders/${orderId}/cancel`,
    headers: bearer(buyer.token),
    payload: { reason },
  });

const adminRefund = (orderId: string, key: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/dashboard/orders/${orderId}/refund`,
    headers: { ...bearer(admin), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

async function vendorOrderIdOf(vendor: Vendor, orderNumber: string): Promise<string> {
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/vendordashboard/orders/${vendor.id}`,
    headers: bearer(vendor.token),
  });
  const found = (list.json() as { orderId: string; orderNumber: string }[]).find((row) => row.orderNumber === orderNumber);
  if (!found) throw new Error(`vendor order of ${orderNumber} not found`);
  return found.orderId;
}

const setStatus = (vendor: Vendor, vendorOrderId: string, status: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/vendordashboard/orders/${vendorOrderId}/status`,
    headers: { ...bearer(vendor.token), 'content-type': 'application/json' },
    payload: JSON.stringify(status),
  });

const ship = (vendor: Vendor, vendorOrderId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/vendordashboard/orders/${vendorOrderId}/tracking`,
    headers: bearer(vendor.token),
    payload: { trackingNumber: 'TRK123', shippingProvider: 'DHL' },
  });

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const refundsOf = (orderId: string) => t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const isSold = async (productId: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.isSoldOut;
const ledgerSum = async () =>
  Number(
    (
      await t.database.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` }).from(ledgerEntries)
    )[0]?.sum,
  );

/** The balance of one ledger account over an order's transactions, in cents (debit positive). */
const accountBalance = async (account: string, orderId: string) => {
  const [row] = await t.database.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.account, account as never), eq(ledgerTransactions.orderId, orderId)));
  return Number(row?.sum);
};

describe('a collector cancels a paid order', () => {
  it('refunds everything paid through PayPal, cancels every part and puts the artworks back on sale, once', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    const answer = await cancel(order.customer, order.orderId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 4, paymentStatus: 5, refundedAmount: 1075 });
    await t.app.ctx.mail.drain();
    const [refund] = await refundsOf(order.orderId);
    expect(refund).toMatchObject({ kind: 'cancellation', status: 'succeeded', amountCents: 107_500 });
    const made = await paypal.sandbox.findRefund(refund?.providerRefundId ?? '');
    expect(made?.amount).toMatchObject({ currency_code: 'USD', value: '1075.00' });
    expect(await isSold(order.artworks[0]?.id ?? '')).toBe(false);

    const again = await cancel(order.customer, order.orderId);
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    const mail = (await sentMail(t)).join('\n');
    expect(mail).toContain(`Order ${order.orderNumber} is cancelled`);
    expect(mail).toContain('Refund of $1,075.00 issued');
    expect(await ledgerSum()).toBe(0);
  });

  it("is refused after 24 hours, once a part has shipped, and for another customer's order", async () => {
    const vendor = await createVendor(t.app);
    const late = await buyWithPayPal([vendor]);
    clock += 25 * HOUR;
    const tooLate = await cancel(late.customer, late.orderId);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('Orders can be cancelled only within 24 hours of payment');

    const shipped = await buyWithPayPal([vendor]);
    expect((await ship(vendor, await vendorOrderIdOf(vendor, shipped.orderNumber))).statusCode).toBe(200);
    const afterShipping = await cancel(shipped.customer, shipped.orderId);
    expect(afterShipping.statusCode).toBe(409);
    expect(afterShipping.json().message).toContain('already shipped');

    const stranger = await createCustomer(t.app);
    expect((await cancel(stranger, shipped.orderId)).statusCode).toBe(404);
    expect(await refundsOf(shipped.orderId)).toHaveLength(0);
  });
});

describe('a vendor cancels its part', () => {
  it("refunds only that vendor's part through the provider and puts its artwork back on sale", async () => {
    const [kaveri, monsoon] = [await createVendor(t.app), await createVendor(t.app)];
    const order = await buyWithPayPal([kaveri, monsoon]);
    const answer = await setStatus(kaveri, await vendorOrderIdOf(kaveri, order.orderNumber), 4);
    expect(answer.statusCode, answer.body).toBe(200);
    await t.app.ctx.mail.drain();
    const [refund] = await refundsOf(order.orderId);
    expect(refund).toMatchObject({ kind: 'vendor_cancellation', status: 'succeeded', amountCents: 107_500 });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 3, refundedCents: 107_500 });
    expect(await isSold(order.artworks[0]?.id ?? '')).toBe(false);
    expect(await isSold(order.artworks[1]?.id ?? '')).toBe(true);
    // The vendor sees its part cancelled and refunded in full; the other vendor's part is untouched.
    const refundedOf = async (vendor: Vendor) => {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/vendordashboard/orders/${vendor.id}`,
        headers: bearer(vendor.token),
      });
      return (list.json() as { orderNumber: string; status: number; refundedAmount: number }[]).find(
        (row) => row.orderNumber === order.orderNumber,
      );
    };
    expect(await refundedOf(kaveri)).toMatchObject({ status: 4, refundedAmount: 1075 });
    expect(await refundedOf(monsoon)).toMatchObject({ status: 0, refundedAmount: 0 });
    expect(await ledgerSum()).toBe(0);
  });

  it('cannot mark an order Delivered before it shipped with a tracking number', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    const vendorOrderId = await vendorOrderIdOf(vendor, order.orderNumber);
    expect((await setStatus(vendor, vendorOrderId, 3)).statusCode).toBe(409);
    expect((await setStatus(vendor, vendorOrderId, 2)).statusCode).toBe(200);
    expect((await setStatus(vendor, vendorOrderId, 3)).statusCode).toBe(409);
    expect((await ship(vendor, vendorOrderId)).statusCode).toBe(200);
    expect((await setStatus(vendor, vendorOrderId, 3)).statusCode).toBe(200);
  });
});

describe('an admin refunds an order', () => {
  it('refunds part of an order once per Idempotency-Key, even for parallel requests, and leaves it Paid', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    const answers = await Promise.all(
      [1, 2, 3].map(() => adminRefund(order.orderId, 'refund-key-0001', { amount: 100.5, reason: 'Frame scratched' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().refund.id)).size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ paymentStatus: 3, refundedAmount: 100.5 });
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    await t.app.ctx.mail.drain();
    expect((await paypal.sandbox.findRefund((await refundsOf(order.orderId))[0]?.providerRefundId ?? ''))?.amount?.value).toBe(
      '100.50',
    );
  });

  it('never refunds more than was paid and not yet refunded, and refunds the rest without an amount', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    expect((await adminRefund(order.orderId, 'refund-key-0002', { amount: 600, reason: 'Goodwill' })).statusCode).toBe(200);
    const tooMuch = await adminRefund(order.orderId, 'refund-key-0003', { amount: 600, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('A refund cannot be more than what was paid and not yet refunded');
    const rest = await adminRefund(order.orderId, 'refund-key-0004', { reason: 'The rest' });
    expect(rest.json()).toMatchObject({ paymentStatus: 5, refundedAmount: 1075, refund: { amount: 475 } });
    const nothingLeft = await adminRefund(order.orderId, 'refund-key-0005', { reason: 'Again' });
    expect(nothingLeft.statusCode).toBe(409);
    expect(await ledgerSum()).toBe(0);
  });

  it('needs an Idempotency-Key and a reason, and is for admins only', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    expect((await adminRefund(order.orderId, undefined, { reason: 'x' })).statusCode).toBe(400);
    expect((await adminRefund(order.orderId, 'refund-key-0006', { reason: '' })).statusCode).toBe(400);
    const byCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/orders/${order.orderId}/refund`,
      headers: { ...bearer(order.customer.token), 'idempotency-key': 'refund-key-0007' },
      payload: { reason: 'Mine' },
    });
    expect(byCustomer.statusCode).toBe(403);
    expect(await refundsOf(order.orderId)).toHaveLength(0);
  });
});

describe('PayPal tells us about refunds and chargebacks', () => {
  const deliver = (delivery: { headers: Record<string, string>; body: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Payment/paypal-webhook',
      headers: { ...delivery.headers, 'content-type': 'application/json' },
      payload: delivery.body,
    });

  it('records a partial refund made in PayPal for its amount only', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    const captureId =
      (await paypal.sandbox.findOrder(order.payPalOrderId))?.order.purchase_units?.[0]?.payments?.captures?.[0]?.id ?? '';
    const made = await t.app.ctx.payments.paypal?.client.refundCapture(captureId, {
      amount: { currency_code: 'USD', value: '1.00' },
      requestId: 'dashboard-refund-1',
    });
    const answer = await deliver(await paypal.sandbox.refundWebhook(made?.id ?? ''));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 3, refundedCents: 100 });
    expect(await deliver(await paypal.sandbox.refundWebhook(made?.id ?? ''))).toMatchObject({ statusCode: 200 });
    expect(await refundsOf(order.orderId)).toMatchObject([{ kind: 'provider', amountCents: 100, status: 'succeeded' }]);
    expect(await ledgerSum()).toBe(0);
  });

  it('reverses the earning on a chargeback and flags the order', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    const captureId =
      (await paypal.sandbox.findOrder(order.payPalOrderId))?.order.purchase_units?.[0]?.payments?.captures?.[0]?.id ?? '';
    const reversal = await paypal.sandbox.reverseCapture(captureId);
    const answer = await deliver(await paypal.sandbox.refundWebhook(reversal.id));
    expect(answer.statusCode, answer.body).toBe(200);
    const flagged = await orderRow(order.orderId);
    expect(flagged).toMatchObject({ paymentStatus: 5, refundedCents: 107_500 });
    expect(flagged?.chargebackAt).not.toBeNull();
    expect(await ledgerSum()).toBe(0);
  });

  it('books a chargeback after a full refund as the platform dispute loss, once, and shows it in Earnings', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    expect((await adminRefund(order.orderId, 'full-before-dispute', { amount: 1075, reason: 'Scratch' })).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 5, refundedCents: 107_500 });
    const captureId =
      (await paypal.sandbox.findOrder(order.payPalOrderId))?.order.purchase_units?.[0]?.payments?.captures?.[0]?.id ?? '';
    // The buyer's bank takes the whole capture back as well: the money leaves twice.
    const reversal = await paypal.sandbox.reverseCapture(captureId, { wholeCapture: true });
    const delivery = await paypal.sandbox.refundWebhook(reversal.id);
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await deliver(await paypal.sandbox.refundWebhook(reversal.id))).statusCode).toBe(200);

    const flagged = await orderRow(order.orderId);
    expect(flagged).toMatchObject({ paymentStatus: 5, refundedCents: 107_500 });
    expect(flagged?.chargebackAt).not.toBeNull();
    const losses = await t.database.db
      .select({ amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'dispute_losses'));
    expect(losses.reduce((sum, row) => sum + row.amountCents, 0)).toBe(107_500);
    expect(await ledgerSum()).toBe(0);
    expect(await accountBalance('customer_funds', order.orderId)).toBe(-107_500);

    const earnings = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/earnings', headers: bearer(admin) });
    expect(earnings.statusCode, earnings.body).toBe(200);
    expect(earnings.json().summary.disputeLosses).toBe(1075);
    const row = (earnings.json().orders as { parentOrderNumber: string; disputeLossAmount: number }[]).find(
      (candidate) => candidate.parentOrderNumber === order.orderNumber,
    );
    expect(row?.disputeLossAmount).toBe(1075);
  });
});

describe('a refund survives a crash', () => {
  it('pays a refund granted just before the process stopped, once, from the sweep', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    // A route granted the refund and committed; the process stopped before its after-commit call to PayPal.
    await t.database.db.transaction(async (tx) => {
      const locked = await findOrder(tx, order.orderId, { lock: true });
      const payment = await findPayingAttempt(tx, order.orderId);
      if (!locked || !payment) throw new Error('order not paid');
      await grantRefund(
        tx,
        {
          order: locked,
          payment,
          kind: 'admin',
          idempotencyKey: 'crash-1',
          reason: 'Scratch',
          requestedBy: 'admin:test',
          amountCents: 5_000,
        },
        new Date(clock),
      );
    });
    const [granted] = await refundsOf(order.orderId);
    expect(granted).toMatchObject({ status: 'pending', providerRefundId: null });
    const refundsAtPayPal = await paypal.sandbox.refundCount();

    clock += 3 * 60_000;
    expect(await reconcileRefunds(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const [paid] = await refundsOf(order.orderId);
    expect(paid).toMatchObject({ status: 'succeeded', amountCents: 5_000 });
    expect((await paypal.sandbox.findRefund(paid?.providerRefundId ?? ''))?.amount?.value).toBe('50.00');
    clock += 3 * 60_000;
    await reconcileRefunds(t.app.ctx);
    expect(await paypal.sandbox.refundCount()).toBe(refundsAtPayPal + 1);
    expect(await ledgerSum()).toBe(0);
  });

  it('takes at once a refund a dead sweep took to PayPal, and PayPal refunds once', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyWithPayPal([vendor]);
    const granted = await t.database.db.transaction(async (tx) => {
      const locked = await findOrder(tx, order.orderId, { lock: true });
      const payment = await findPayingAttempt(tx, order.orderId);
      if (!locked || !payment) throw new Error('order not paid');
      const { refund } = await grantRefund(
        tx,
        {
          order: locked,
          payment,
          kind: 'admin',
          idempotencyKey: 'dead-sweep-1',
          reason: 'Scratch',
          requestedBy: 'admin:test',
          amountCents: 4_000,
        },
        new Date(clock),
      );
      return { refund, captureId: payment.providerPaymentId ?? '' };
    });
    const refundsAtPayPal = await paypal.sandbox.refundCount();
    // The granting process stopped before its call; a sweep run on instance A claimed the refund and
    // its call reached PayPal, then A died before writing the answer down.
    clock += 3 * 60_000;
    const claimed = await claimStalledRefunds(t.database.db, new Date(clock - 2 * 60_000), new Date(clock), 20, 'instance-a');
    expect(claimed.map((refund) => refund.id)).toContain(granted.refund.id);
    await payPalClientFor(paypal).refundCapture(granted.captureId, {
      amount: { currency_code: 'USD', value: '40.00' },
      requestId: `am-refund-${granted.refund.id}`,
      invoiceId: `refund-${granted.refund.id}`,
    });

    // B took the sweep's lease 45 s on: A's claim does not wait out the two minutes of a stall.
    clock += 45_000;
    await reconcileRefunds(t.app.ctx, 'instance-b');
    const [paid] = await refundsOf(order.orderId);
    expect(paid).toMatchObject({ status: 'succeeded', amountCents: 4_000 });
    expect(await paypal.sandbox.refundCount()).toBe(refundsAtPayPal + 1);
    expect(await ledgerSum()).toBe(0);
  });
});
