import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn } from '#api/test/paypal-stand-in.ts';
import { sentMail, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp());
});
afterAll(() => closeApp());

async function payWithPayPal(token: string, orderId: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/Payment/create-paypal-order',
    headers: bearer(token),
    payload: { orderId },
  });
  const { payPalOrderId } = created.json() as { payPalOrderId: string };
  await paypal.sandbox.decideFor(payPalOrderId, 'approve');
  const captured = await t.app.inject({
    method: 'POST',
    url: '/api/Payment/capture-paypal-payment',
    headers: bearer(token),
    payload: { orderId, payPalOrderId },
  });
  expect(captured.statusCode).toBe(200);
}

describe('the order confirmation mail', () => {
  it('lists each artwork at the price its page showed, tax included and named, and a summary adding up (ADR 0045)', async () => {
    const vendor = await createVendor(t.app);
    const harbour = await createLiveProduct(t.app, vendor, admin, { Title: 'Harbour at Noon', Price: 1000, TaxAmount: 50 });
    const paddy = await createLiveProduct(t.app, vendor, admin, { Title: 'Paddy Fields', Price: 400, TaxAmount: 20 });
    const customer = await createCustomer(t.app);
    await putInCart(t.app, customer.token, harbour);
    await putInCart(t.app, customer.token, paddy);
    const order = await placeOrder(t.app, customer.token);
    await payWithPayPal(customer.token, order.orderId);

    // One price from the artwork page to the e-mail: the page's total price is the confirmation's unit price.
    const page = await t.app.inject({ method: 'GET', url: `/api/Product/${harbour.id}` });
    expect(page.json()).toMatchObject({ totalPrice: 1050, taxAmount: 50 });
    const view = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.orderId}`, headers: bearer(customer.token) });
    const line = (view.json().orderItems as { product: { title: string } }[]).find(
      (item) => item.product.title === 'Harbour at Noon',
    );
    expect(line).toMatchObject({ unitPrice: 1050, taxAmount: 50, totalPrice: 1050 });

    const confirmation = (await sentMail(t)).find((mail) => mail.includes(`order ${order.orderNumber} is confirmed`)) ?? '';
    const text = confirmation.replace(/=\r?\n/g, '');
    expect(text).toContain('Harbour at Noon by Meera Iyer: $1,050.00 (incl. $50.00 tax)');
    expect(text).toContain('Paddy Fields by Meera Iyer: $420.00 (incl. $20.00 tax)');
    expect(text).toContain('Subtotal (incl. $70.00 tax): $1,470.00');
    expect(text).not.toContain('Tax: ');
    expect(text).toContain('Shipping: $50.00');
    expect(text).toContain('Total: $1,520.00');
    // A PayPal payment is in dollars: no rupees.
    expect(text).not.toContain('USD =');
  });
});
