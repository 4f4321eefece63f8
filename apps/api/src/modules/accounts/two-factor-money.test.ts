import { AccountMessages, TwoFactorMessages } from '@art-market/domain/copy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import type { TestApp } from '#api/test/test-app.ts';
import { enrolThroughApi, steppingClock } from '#api/test/two-factor.ts';

// The money moves that take a fresh code when the acting account has two-factor authentication on (ADR 0034).

const clock = steppingClock();
let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;
beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp({ now: clock.now }));
});
afterAll(() => closeApp());

const bankAccount = {
  accountHolderName: 'Meera Iyer',
  bankName: 'State Bank of India',
  accountNumber: '1234 5678 9012',
  accountType: 0,
  ifscCode: 'SBIN0001234',
  swiftCode: 'SBININBB',
  bankAddress: 'MG Road, Bengaluru',
};

describe('payout accounts of a vendor with the factor on', () => {
  it('need a fresh code beside the password to be added or changed', async () => {
    const vendor = await createVendor(t.app);
    const { secret } = await enrolThroughApi(t.app, clock, 'vendor', vendor.token);
    const add = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/vendordashboard/${vendor.id}/bank-accounts`,
        headers: bearer(vendor.token),
        payload: { ...bankAccount, currentPassword: vendor.fields.password, ...extra },
      });
    const missing = await add({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: TwoFactorMessages.codeRequired, errors: { code: TwoFactorMessages.codeRequired } });
    const wrong = await add({ code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: TwoFactorMessages.codeWrong });
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/vendordashboard/${vendor.id}/bank-accounts`,
          headers: bearer(vendor.token),
        })
      )
        .json()
        .map((row: { id: string }) => row.id);
    expect(await list()).toEqual([]);

    const code = await clock.code(secret);
    expect((await add({ code })).statusCode).toBe(201);
    // The same code again (the same 30 seconds) is spent.
    const replay = await add({ code, bankName: 'HDFC Bank' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual({ code: TwoFactorMessages.codeWrong });
    clock.advanceSteps(1);
    const spare = await add({ code: await clock.code(secret), bankName: 'HDFC Bank' });
    expect(spare.statusCode).toBe(201);

    const edit = (extra: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/vendordashboard/bank-accounts/${spare.json().id}`,
        headers: bearer(vendor.token),
        payload: { ...bankAccount, bankName: 'Axis Bank', ...extra },
      });
    const noCode = await edit({});
    expect(noCode.json(), noCode.body).toMatchObject({ errors: { code: TwoFactorMessages.codeRequired } });
    clock.advanceSteps(1);
    expect((await edit({ code: await clock.code(secret) })).statusCode).toBe(200);
  });

  it('answer 429 past the password-check limit, even to the right code', async () => {
    const vendor = await createVendor(t.app);
    const { secret } = await enrolThroughApi(t.app, clock, 'vendor', vendor.token);
    const add = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/vendordashboard/${vendor.id}/bank-accounts`,
        headers: bearer(vendor.token),
        payload: { ...bankAccount, currentPassword: vendor.fields.password, code },
      });
    // The password checks and the code checks share the account's five per window; right passwords are given back.
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push((await add('000000')).statusCode);
    const locked = await add(await clock.code(secret));
    expect([...answers, locked.statusCode]).toEqual([400, 400, 400, 400, 400, 429]);
    expect(locked.json().message).toBe(AccountMessages.throttled);
  });

  it('are unchanged for a vendor without the factor: the password is enough', async () => {
    const vendor = await createVendor(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/vendordashboard/${vendor.id}/bank-accounts`,
      headers: bearer(vendor.token),
      payload: { ...bankAccount, currentPassword: vendor.fields.password },
    });
    expect(added.statusCode).toBe(201);
  });
});

describe('refunds by an admin with the factor on', () => {
  async function paidOrder() {
    const vendor = await createVendor(t.app);
    const customer = await createCustomer(t.app);
    const artwork = await createLiveProduct(t.app, vendor, admin, { Price: 1000, TaxAmount: 50 });
    await putInCart(t.app, customer.token, artwork);
    const order = await placeOrder(t.app, customer.token, shippingAddress({ country: 'United States' }));
    await payWithPayPal(t.app, paypal, customer.token, order.orderId);
    return order;
  }
  const refund = (orderId: string, key: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/orders/${orderId}/refund`,
      headers: { ...bearer(admin), 'idempotency-key': key },
      payload: { reason: 'Damaged in transit', amount: 100, ...payload },
    });

  it('refuses a refund without a fresh code and grants it with one; a repeat of the same key needs none', async () => {
    const order = await paidOrder();
    // Before the admin enrols, nothing changes.
    expect((await refund(order.orderId, 'before-two-factor-1', { amount: 10 })).statusCode).toBe(200);

    const { secret } = await enrolThroughApi(t.app, clock, 'admin', admin);
    const missing = await refund(order.orderId, 'refund-key-0001', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: TwoFactorMessages.codeRequired, errors: { code: TwoFactorMessages.codeRequired } });
    const wrong = await refund(order.orderId, 'refund-key-0001', { code: '000000' });
    expect(wrong.json().errors).toEqual({ code: TwoFactorMessages.codeWrong });

    const granted = await refund(order.orderId, 'refund-key-0001', { code: await clock.code(secret) });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().refundedAmount).toBe(110);
    // The client retrying the same request (same key) gets the same refund, nothing more, with no new code.
    const repeat = await refund(order.orderId, 'refund-key-0001', {});
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().refundedAmount).toBe(110);
    // A new refund with the code already used is refused.
    const spent = await refund(order.orderId, 'refund-key-0002', { code: await clock.code(secret) });
    expect(spent.statusCode).toBe(400);
  });
});
