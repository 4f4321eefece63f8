import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor, nextAddress, pngImage } from '#api/test/factories.ts';
import { approveTransferInFull, bankTransferDue } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Issue 19, item 5: an artwork from Germany with only "Domestic Shipping $45" was bought to San
// Francisco and nobody noticed. The collector may choose any option; the mismatch is made visible.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const ONLY_DOMESTIC = {
  CountryOfOrigin: 'Germany',
  ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 45, EstimatedDeliveryTime: 5 }],
};

async function payByTransfer(token: string, orderId: string) {
  const form = new FormData();
  const amount = (await bankTransferDue(t.app, token, orderId)).toFixed(2);
  const fields = { orderId, transactionId: `UTR${Date.now()}`, transactionDate: '2026-11-20', bankName: 'Chase', amount };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('proofFile', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'receipt.png');
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/Orders/bank-transfer',
    headers: bearer(token),
    payload: form,
    remoteAddress: nextAddress(),
  });
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  await approveTransferInFull(t.app, admin, orderId);
}

describe('a Domestic option chosen for another country', () => {
  it('is taken, and the cart and the vendor see where the artwork ships from and what fits', async () => {
    const vendor = await createVendor(t.app);
    const artwork = await createLiveProduct(t.app, vendor, admin, ONLY_DOMESTIC);
    const customer = await createCustomer(t.app, { country: 'United States' });
    await putInCart(t.app, customer.token, artwork);

    const cart = await t.app.inject({ method: 'GET', url: '/api/Cart', headers: bearer(customer.token) });
    expect(cart.json()).toMatchObject([
      {
        shippingName: 'ART ORIGIN Domestic Shipping',
        countryOfOrigin: 'Germany',
        shippingOptions: [{ id: artwork.shippingOptionIds[0], name: 'ART ORIGIN Domestic Shipping', cost: 45 }],
      },
    ]);

    const address = shippingAddress({ city: 'San Francisco', state: 'CA', zipCode: '94103', country: 'United States' });
    const order = await placeOrder(t.app, customer.token, address);
    await payByTransfer(customer.token, order.orderId);

    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/orders/${vendor.id}`,
      headers: bearer(vendor.token),
    });
    expect(orders.json()[0].items[0]).toMatchObject({
      shippingOptionName: 'ART ORIGIN Domestic Shipping',
      shippingWarning:
        'ART ORIGIN Domestic Shipping covers deliveries within Germany only, but this artwork goes to United States.',
    });
  });

  it('warns of nothing when the option fits the address', async () => {
    const vendor = await createVendor(t.app);
    const artwork = await createLiveProduct(t.app, vendor, admin, { CountryOfOrigin: 'India' });
    const customer = await createCustomer(t.app);
    await putInCart(t.app, customer.token, artwork);
    const order = await placeOrder(t.app, customer.token, shippingAddress({ country: 'India' }));
    await payByTransfer(customer.token, order.orderId);
    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/orders/${vendor.id}`,
      headers: bearer(vendor.token),
    });
    expect(orders.json()[0].items[0].shippingWarning).toBeNull();
  });
});
