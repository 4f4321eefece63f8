import { OrderMessages } from '@art-market/domain/copy';
import { BANK_TRANSFER_HOLD_MS } from '@art-market/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { submitBankTransfer } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

const NOW = new Date('2026-11-25T10:00:00.000Z');
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const holdOf = (productId: string) => t.app.inject({ method: 'GET', url: `/api/Product/${productId}/hold` });

describe('GET /api/Product/{id}/hold', () => {
  it('says an artwork a payment holds is reserved, until when, never cached; and the cart says why it refuses', async () => {
    const vendor = await createVendor(t.app);
    const product = await createLiveProduct(t.app, vendor, admin);
    const free = await holdOf(product.id);
    expect(free.json()).toEqual({ reserved: false, reservedUntil: null });

    const buyer = await createCustomer(t.app);
    await putInCart(t.app, buyer.token, product);
    const order = await placeOrder(t.app, buyer.token);
    await submitBankTransfer(t.app, buyer.token, order.orderId);

    const held = await holdOf(product.id);
    expect(held.headers['cache-control']).toBe('no-store');
    expect(held.json()).toEqual({
      reserved: true,
      reservedUntil: new Date(NOW.getTime() + BANK_TRANSFER_HOLD_MS).toISOString(),
    });

    const other = await createCustomer(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: bearer(other.token),
      payload: { productId: product.id, shippingOptionId: product.shippingOptionIds[0] },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe(OrderMessages.artworkHeld);
  });

  it('answers 404 for an unknown artwork', async () => {
    expect((await holdOf('not-a-uuid')).statusCode).toBe(404);
    expect((await holdOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
