import { payuFormFields } from '@art-market/domain/rules';
import type { PayUData } from '@art-market/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayUTestApp, type PayUStandIn } from '#api/test/payu-stand-in.ts';
import { sentMail, type TestApp } from '#api/test/test-app.ts';

// Issue 28, item 5: a PayU buyer is shown the rupees actually charged and refunded, with the rate
// recorded on the payment, grouped the Indian way, wherever the payment or a refund is shown.

let t: TestApp;
let payu: PayUStandIn;
let admin: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ({ t, payu, admin, close: closeApp } = await createPayUTestApp());
});
afterAll(() => closeApp());

/** The last mail (decoded) that contains `marker`. */
async function mailWith(marker: string): Promise<string> {
  return (await sentMail(t)).filter((mail) => mail.includes(marker)).at(-1) ?? '';
}

/** An order of one $1,337.50 artwork ($1,000.00 + $337.50 tax, free shipping) to India, paid through PayU. */
async function paidWithPayU() {
  const vendor = await createVendor(t.app);
  const product = await createLiveProduct(t.app, vendor, admin, {
    Title: 'Monsoon over Kochi',
    Price: 1000,
    TaxAmount: 337.5,
    ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 0, EstimatedDeliveryTime: 5 }],
  });
  const customer = await createCustomer(t.app);
  await putInCart(t.app, customer.token, product);
  const order = await placeOrder(t.app, customer.token, shippingAddress());
  const before = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.orderId}`, headers: bearer(customer.token) });
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/PayU/initiate-payment',
    headers: { ...bearer(customer.token), origin: 'http://localhost:5145' },
    payload: { orderId: order.orderId },
  });
  const { payuData } = started.json() as { payuData: PayUData };
  // The checkout posts the signed form to PayU's page (the stand-in), where the buyer pays.
  await fetch(payuData.paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(payuFormFields(payuData)).toString(),
  });
  const fields = await payu.sandbox.decideFor(payuData.txnId, 'success');
  const back = await t.app.inject({
    method: 'POST',
    url: '/api/PayU/success',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:5145', origin: 'https://test.payu.in' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(back.statusCode).toBe(303);
  return { customer, order, payuData, quoted: before.json() };
}

describe('rupees shown to a PayU buyer (issue 28)', () => {
  it('quotes at checkout what PayU then charges, and the confirmation e-mail names the rupees and the rate', async () => {
    const { customer, order, payuData, quoted } = await paidWithPayU();
    // $1,337.50 at 83 rupees to the dollar, computed in paise on the server, as PayU is asked.
    expect(quoted).toMatchObject({ totalAmount: 1337.5, payuQuote: { amountInr: 111012.5, exchangeRate: 83 }, payuCharge: null });
    expect(payuData.amount).toBe('111012.50');

    const view = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.orderId}`, headers: bearer(customer.token) });
    expect(view.json().payuCharge).toEqual({ amountInr: 111012.5, exchangeRate: 83 });

    const confirmation = await mailWith(`order ${order.orderNumber} is confirmed`);
    expect(confirmation).toContain('Total: $1,337.50 (₹1,11,012.50 at 1 USD = ₹83.00)');
  });

  it('names the rupees of each refund at the payment rate, the last one taking the exact remainder', async () => {
    const { customer, order } = await paidWithPayU();
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/orders/${order.orderId}/refund`,
      headers: { ...bearer(admin), 'idempotency-key': `rupees-${order.orderId}` },
      payload: { amount: 50, reason: 'Frame corner chipped' },
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().refund).toMatchObject({ amount: 50, inr: { amountInr: 4150, exchangeRate: 83 } });
    await expect
      .poll(() => mailWith(`Refund of $50.00 issued for order ${order.orderNumber}`))
      .toContain('we have issued a refund of $50.00 (₹4,150.00 at 1 USD = ₹83.00)');

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/CustomerDashboard/orders/${order.orderId}/cancel`,
      headers: bearer(customer.token),
      payload: { reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    // What is left of the ₹1,11,012.50 received, to the paisa.
    expect(cancelled.json().refund).toMatchObject({ amount: 1287.5, inr: { amountInr: 106862.5, exchangeRate: 83 } });
    const cancellation = await mailWith(`Order ${order.orderNumber} is cancelled`);
    expect(cancellation).toContain('We are refunding $1,287.50 (₹1,06,862.50 at 1 USD = ₹83.00)');

    const dashboard = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerDashboard/orders/${order.orderId}`,
      headers: bearer(customer.token),
    });
    expect(dashboard.json()).toMatchObject({ payuCharge: { amountInr: 111012.5, exchangeRate: 83 } });
    expect(dashboard.json().refunds.map((refund: { inr: unknown }) => refund.inr)).toEqual([
      { amountInr: 4150, exchangeRate: 83 },
      { amountInr: 106862.5, exchangeRate: 83 },
    ]);

    const console = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/orders/${order.orderId}`,
      headers: bearer(admin),
    });
    expect(console.json()).toMatchObject({ payuCharge: { amountInr: 111012.5, exchangeRate: 83 } });
    expect(console.json().refunds[1]).toMatchObject({ amount: 1287.5, inr: { amountInr: 106862.5 } });
  });
});
