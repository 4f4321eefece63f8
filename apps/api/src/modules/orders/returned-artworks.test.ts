import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, mailOutbox, products, returnItems } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor, pngImage } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import { sentMail, type TestApp } from '#api/test/test-app.ts';

// A returned artwork comes back off sale, awaiting the vendor's or an admin's decision (ADR 0037).

let t: TestApp;
let paypal: PayPalStandIn;
let admin: string;
let closeApp: () => Promise<void>;
const clock = Date.now();

beforeAll(async () => {
  ({ t, paypal, admin, close: closeApp } = await createPayPalTestApp({ now: () => new Date(clock) }));
});
afterAll(() => closeApp());

/** An artwork of $1,000 with $50 tax and $25 shipping, bought with PayPal, shipped and delivered now. */
async function deliveredOrder(options: { deliver?: boolean } = {}) {
  const vendor = await createVendor(t.app);
  const customer = await createCustomer(t.app);
  const artwork = await createLiveProduct(t.app, vendor, admin, { Price: 1000, TaxAmount: 50, Title: 'Tide Line' });
  await putInCart(t.app, customer.token, artwork);
  const order = await placeOrder(t.app, customer.token, shippingAddress({ country: 'United States' }));
  await payWithPayPal(t.app, paypal, customer.token, order.orderId);
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/vendordashboard/orders/${vendor.id}`,
    headers: bearer(vendor.token),
  });
  const vendorOrderId = (list.json() as { orderId: string }[])[0]?.orderId ?? '';
  if (options.deliver !== false) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/orders/${vendorOrderId}/tracking`,
      headers: bearer(vendor.token),
      payload: { trackingNumber: 'TRK1', shippingProvider: 'DHL' },
    });
    const delivered = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/orders/${vendorOrderId}/status`,
      headers: { ...bearer(vendor.token), 'content-type': 'application/json' },
      payload: '3',
    });
    if (delivered.statusCode !== 200) throw new Error(`delivery failed: ${delivered.body}`);
  }
  return { ...order, customer, vendor, artwork };
}

async function requestReturn(token: string, orderId: string, fields: Record<string, string>, photos = 0) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (let index = 0; index < photos; index += 1) {
    form.append('photos', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), `damage-${index}.png`);
  }
  return t.app.inject({
    method: 'POST',
    url: `/api/CustomerDashboard/orders/${orderId}/returns`,
    headers: bearer(token),
    payload: form,
  });
}

const updateReturn = (returnId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/returns/${returnId}`, headers: bearer(admin), payload });

const inspect = (who: { token: string; vendor: boolean }, returnId: string, itemId: string, decision: string) =>
  t.app.inject({
    method: 'PUT',
    url: who.vendor
      ? `/api/vendordashboard/returns/${returnId}/items/${itemId}/inspection`
      : `/api/admin/dashboard/returns/${returnId}/items/${itemId}/inspection`,
    headers: bearer(who.token),
    payload: { decision },
  });

const isSoldOut = async (productId: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.isSoldOut;

/** A delivered order returned as damaged with photos, approved and received. */
async function receivedDamagedReturn() {
  const order = await deliveredOrder();
  const asked = await requestReturn(order.customer.token, order.orderId, { reason: 'damaged', description: 'Cracked frame' }, 1);
  expect(asked.statusCode, asked.body).toBe(201);
  const returnId = (asked.json() as { id: string }).id;
  const itemId = (asked.json() as { items: { id: string }[] }).items[0]?.id ?? '';
  expect((await updateReturn(returnId, { status: 'approved' })).statusCode).toBe(200);
  // Not back yet: nothing to decide.
  expect((await inspect({ token: order.vendor.token, vendor: true }, returnId, itemId, 'relist')).statusCode).toBe(409);
  const received = await updateReturn(returnId, { status: 'received' });
  expect(received.statusCode, received.body).toBe(200);
  return { ...order, returnId, itemId, received: received.json() };
}

describe('a returned artwork comes back off sale', () => {
  it('keeps a damaged return off sale, asks the vendor to inspect it, and relists it at their word', async () => {
    const order = await receivedDamagedReturn();
    expect(order.received).toMatchObject({ status: 'received', items: [{ id: order.itemId, inspection: 'awaiting' }] });
    expect(await isSoldOut(order.artwork.id)).toBe(true);
    const storefront = await t.app.inject({ method: 'GET', url: `/api/Product/${order.artwork.id}` });
    expect(storefront.json()).toMatchObject({ isSoldOut: true });

    const vendorMail = (await sentMail(t)).find((mail) => mail.includes('is back: please inspect it'));
    expect(vendorMail).toContain(`To: ${order.vendor.fields.email}`);
    expect(vendorMail).toContain('Arrived damaged');

    const studio = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/orders/${order.vendor.id}`,
      headers: bearer(order.vendor.token),
    });
    expect((studio.json() as { items: unknown[] }[])[0]?.items[0]).toMatchObject({
      returned: { id: order.returnId, status: 'received', reason: 'damaged', inspection: 'awaiting' },
    });

    const stranger = await createVendor(t.app);
    expect((await inspect({ token: stranger.token, vendor: true }, order.returnId, order.itemId, 'relist')).statusCode).toBe(404);
    expect(
      (await inspect({ token: order.customer.token, vendor: true }, order.returnId, order.itemId, 'relist')).statusCode,
    ).toBe(403);
    const bad = await inspect({ token: order.vendor.token, vendor: true }, order.returnId, order.itemId, 'sell_anyway');
    expect(bad.statusCode).toBe(400);
    expect(await isSoldOut(order.artwork.id)).toBe(true);

    const relisted = await inspect({ token: order.vendor.token, vendor: true }, order.returnId, order.itemId, 'relist');
    expect(relisted.statusCode, relisted.body).toBe(200);
    expect(relisted.json()).toMatchObject({ items: [{ inspection: 'relisted' }] });
    expect(await isSoldOut(order.artwork.id)).toBe(false);
    const again = await inspect({ token: order.vendor.token, vendor: true }, order.returnId, order.itemId, 'keep_off_sale');
    expect(again.statusCode).toBe(409);
    expect(await isSoldOut(order.artwork.id)).toBe(false);
  });

  it("logs the admin's choice to keep it off sale, and relists it with changes once the change is approved", async () => {
    const order = await receivedDamagedReturn();
    const kept = await inspect({ token: admin, vendor: false }, order.returnId, order.itemId, 'keep_off_sale');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await isSoldOut(order.artwork.id)).toBe(true);
    const logged = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, order.returnId));
    expect(logged.map((entry) => entry.action)).toContain('return.inspect');

    const withChanges = await inspect(
      { token: order.vendor.token, vendor: true },
      order.returnId,
      order.itemId,
      'relist_with_changes',
    );
    expect(withChanges.statusCode, withChanges.body).toBe(200);
    const [item] = await t.database.db.select().from(returnItems).where(eq(returnItems.orderItemId, order.itemId));
    expect(item?.inspection).toBe('relist_after_edit');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/products/${order.artwork.id}`,
      headers: bearer(order.vendor.token),
      payload: {
        Title: 'Tide Line (reframed)',
        Description: 'Reframed after a return: a new frame and glass, the canvas untouched.',
        Price: 900,
        TaxAmount: 45,
        ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 25, EstimatedDeliveryTime: 4 }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Still off sale while the change waits for review.
    expect(await isSoldOut(order.artwork.id)).toBe(true);
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/dashboard/products/${order.artwork.id}/approve`,
      headers: bearer(admin),
      payload: { isApproved: true, commissionPercentage: 30 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await isSoldOut(order.artwork.id)).toBe(false);
    const [after] = await t.database.db.select().from(returnItems).where(eq(returnItems.orderItemId, order.itemId));
    expect(after?.inspection).toBe('relisted');
    const live = await t.app.inject({ method: 'GET', url: `/api/Product/${order.artwork.id}` });
    expect(live.json()).toMatchObject({ title: 'Tide Line (reframed)' });
  });
});

describe('where a return goes', () => {
  const setReturnAddress = (vendor: { id: string; token: string; fields: { email: string } }, returnAddress: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/profile/${vendor.id}`,
      headers: bearer(vendor.token),
      payload: {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: vendor.fields.email,
        mobileNumber: '+91 98450 12345',
        address1: '12 Lake Road',
        address2: '',
        storeCity: 'Bengaluru',
        storeState: 'Karnataka',
        storePostCode: '560001',
        returnAddress,
      },
    });

  it("tells the collector the studio's address by default, with the reference to write on the parcel", async () => {
    const order = await deliveredOrder();
    const asked = await requestReturn(order.customer.token, order.orderId, { reason: 'changed_mind' });
    const { id, reference } = asked.json() as { id: string; reference: string };
    expect(reference).toMatch(new RegExp(`^RET-${order.orderNumber}-[0-9A-F]{4}$`));
    expect((await updateReturn(id, { status: 'approved' })).statusCode).toBe(200);
    const mail = (await sentMail(t)).find(
      (message) => message.includes(`To: ${order.customer.input.email}`) && message.includes('is approved'),
    );
    expect(mail).toContain('Send it to: Studio Kaveri, 12 Lake Road, Bengaluru Karnataka 560001, India');
    expect(mail).toContain(`Write the reference ${reference} on the parcel.`);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/CustomerDashboard/returns',
      headers: bearer(order.customer.token),
    });
    expect((mine.json() as { id: string }[]).find((row) => row.id === id)).toMatchObject({
      reference,
      returnTo: [
        { vendorName: 'Studio Kaveri', lines: ['Studio Kaveri', '12 Lake Road', 'Bengaluru Karnataka 560001', 'India'] },
      ],
    });
  });

  it("uses the vendor's own return address once they keep one, for the collector and the admin", async () => {
    const order = await deliveredOrder();
    const saved = await setReturnAddress(
      order.vendor,
      '  Returns desk, Unit 4\nKaveri Warehouse, Hosur Road\nBengaluru 560068, India ',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().returnAddress).toBe('Returns desk, Unit 4\nKaveri Warehouse, Hosur Road\nBengaluru 560068, India');
    const tooLong = await setReturnAddress(order.vendor, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);

    const asked = await requestReturn(order.customer.token, order.orderId, { reason: 'changed_mind' });
    const { id } = asked.json() as { id: string };
    const lines = ['Studio Kaveri', 'Returns desk, Unit 4', 'Kaveri Warehouse, Hosur Road', 'Bengaluru 560068, India'];
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/returns', headers: bearer(admin) });
    expect((listed.json() as { id: string }[]).find((row) => row.id === id)).toMatchObject({ returnTo: [{ lines }] });
    await updateReturn(id, { status: 'approved' });
    const mail = (await sentMail(t)).find(
      (message) => message.includes(`To: ${order.customer.input.email}`) && message.includes('is approved'),
    );
    expect(mail).toContain(`Send it to: ${lines.join(', ')}`);

    // Emptied, the studio address is used again.
    expect((await setReturnAddress(order.vendor, '')).json().returnAddress).toBeNull();
  });
});

describe('the vendor follows the return (issue 28, item 8)', () => {
  /** The mails sent to this vendor so far, through the outbox. */
  const vendorMail = async (email: string) => (await sentMail(t)).filter((mail) => mail.includes(`To: ${email}`));
  const subjectsOf = (mails: string[]) => mails.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '');
  const vendorOrders = async (vendor: { id: string; token: string }) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/vendordashboard/orders/${vendor.id}`, headers: bearer(vendor.token) })
    ).json() as {
      vendorOrderNumber: string;
      earnings: number;
      netEarnings: number;
      earningDeductions: { kind: string; amount: number }[];
      items: { returned: { receivedAt: string | null; inspectedAt: string | null } | null }[];
    }[];

  it('mails the vendor once when the return is approved, received, refunded and decided by an admin', async () => {
    const order = await deliveredOrder();
    const email = order.vendor.fields.email;
    const asked = await requestReturn(order.customer.token, order.orderId, { reason: 'changed_mind' });
    const { id, reference } = asked.json() as { id: string; reference: string };
    const itemId = (asked.json() as { items: { id: string }[] }).items[0]?.id ?? '';
    const [vendorOrder] = await vendorOrders(order.vendor);
    const number = vendorOrder?.vendorOrderNumber ?? '';
    const before = (await vendorMail(email)).length;

    expect((await updateReturn(id, { status: 'approved' })).statusCode).toBe(200);
    expect((await updateReturn(id, { status: 'approved' })).statusCode).toBe(200);
    const approved = (await vendorMail(email)).slice(before);
    expect(subjectsOf(approved)).toEqual([`The return of order ${number} is approved`]);
    expect(approved[0]).toContain('Studio Kaveri, 12 Lake Road, Bengaluru Karnataka 560001, India');
    expect(approved[0]).toContain(reference);

    expect((await updateReturn(id, { status: 'received' })).statusCode).toBe(200);
    expect((await updateReturn(id, { status: 'received' })).statusCode).toBe(200);
    const received = (await vendorMail(email)).slice(before + 1);
    expect(subjectsOf(received).sort()).toEqual(
      [`A refund was issued on order ${number}`, `A returned artwork of order ${number} is back: please inspect it`].sort(),
    );
    const inspectMail = received.find((mail) => mail.includes('please inspect it')) ?? '';
    expect(inspectMail).toContain('/vendor-dashboard');
    expect(inspectMail).toContain('relist it as it was');
    // The refund mail says what came off the earnings, as the studio's order row does.
    const [row] = await vendorOrders(order.vendor);
    const taken = row?.earningDeductions[0]?.amount ?? 0;
    expect(taken).toBeGreaterThan(0);
    const refundMail = received.find((mail) => mail.includes('A refund was issued')) ?? '';
    expect(refundMail).toContain(`It takes $${taken.toFixed(2)} off your earnings`);

    expect((await inspect({ token: admin, vendor: false }, id, itemId, 'keep_off_sale')).statusCode).toBe(200);
    expect((await inspect({ token: admin, vendor: false }, id, itemId, 'relist')).statusCode).toBe(200);
    const decided = (await vendorMail(email)).slice(before + 3);
    expect(subjectsOf(decided)).toEqual(['Tide Line: our team decided after its return', 'Tide Line is back on sale']);
    expect(decided[0]).toContain('kept it off sale');

    // The outbox holds each of them once.
    const outbox = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    for (const subject of [...subjectsOf(approved), ...subjectsOf(received), ...subjectsOf(decided)]) {
      expect(outbox.filter((mail) => mail.subject === subject)).toHaveLength(1);
    }
    // The studio's order shows the steps.
    expect((await vendorOrders(order.vendor))[0]?.items[0]?.returned).toMatchObject({
      receivedAt: expect.any(String),
      inspectedAt: expect.any(String),
    });
  });

  it("shows the refund's deduction on the studio's order row, netted as the admin's Earnings row", async () => {
    const order = await receivedDamagedReturn();
    const [row] = await vendorOrders(order.vendor);
    expect(row?.earnings).toBeGreaterThan(0);
    expect(row?.earningDeductions).toEqual([{ date: expect.any(String), kind: 'refund', amount: expect.any(Number) }]);
    const taken = row?.earningDeductions[0]?.amount ?? 0;
    expect(row?.netEarnings).toBeCloseTo(Math.max(0, (row?.earnings ?? 0) - taken), 2);
    const day = new Date(clock).toISOString().slice(0, 10);
    const earnings = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/earnings?startDate=${day}&endDate=${day}&pageSize=100`,
      headers: bearer(admin),
    });
    const adminRow = (
      earnings.json() as { orders: { orderNumber: string; vendorPayment: number; earnedAmount: number }[] }
    ).orders.find((candidate) => candidate.orderNumber === row?.vendorOrderNumber);
    expect(adminRow).toMatchObject({ vendorPayment: row?.netEarnings, earnedAmount: row?.earnings });
  });

  it('lists the period’s sales and refunds and the balance owed before any payout', async () => {
    const order = await receivedDamagedReturn();
    const [row] = await vendorOrders(order.vendor);
    const day = new Date(clock).toISOString().slice(0, 10);
    const statement = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/statements/${order.vendor.id}?startDate=${day}&endDate=${day}`,
      headers: bearer(order.vendor.token),
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const balances = (
      await t.app.inject({
        method: 'GET',
        url: `/api/vendordashboard/earnings/${order.vendor.id}`,
        headers: bearer(order.vendor.token),
      })
    ).json() as { awaitingDelivery: number; pendingPayouts: number };
    expect(statement.json()).toMatchObject({
      startDate: day,
      endDate: day,
      openingBalance: 0,
      sales: [{ orderNumber: row?.vendorOrderNumber, title: 'Tide Line', earning: row?.earnings }],
      refunds: [{ orderNumber: row?.vendorOrderNumber, kind: 'refund', amount: row?.earningDeductions[0]?.amount }],
      payouts: [],
      balanceOwed: row?.netEarnings,
    });
    expect(statement.json().balanceOwed).toBeCloseTo(balances.awaitingDelivery + balances.pendingPayouts, 2);

    // Another vendor's statement is not theirs to read; a backwards period is refused.
    const stranger = await createVendor(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/statements/${order.vendor.id}`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/statements/${order.vendor.id}?startDate=2026-11-20&endDate=2026-11-01`,
      headers: bearer(order.vendor.token),
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('keeps an artwork to relist with changes off sale, and not relisted, while the admin sends it back to review', async () => {
    const order = await receivedDamagedReturn();
    expect(
      (await inspect({ token: order.vendor.token, vendor: true }, order.returnId, order.itemId, 'relist_with_changes'))
        .statusCode,
    ).toBe(200);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/products/${order.artwork.id}`,
      headers: bearer(order.vendor.token),
      payload: {
        Title: 'Tide Line (reframed)',
        Description: 'Reframed after a return: a new frame and glass, the canvas untouched.',
        Price: 900,
        TaxAmount: 45,
        ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 25, EstimatedDeliveryTime: 4 }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const review = (isApproved: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/dashboard/products/${order.artwork.id}/approve`,
        headers: bearer(admin),
        payload: { isApproved, commissionPercentage: 30 },
      });
    const back = await review(false);
    expect(back.statusCode, back.body).toBe(200);
    const inspection = async () =>
      (await t.database.db.select().from(returnItems).where(eq(returnItems.orderItemId, order.itemId)))[0]?.inspection;
    expect(await inspection()).toBe('relist_after_edit');
    expect(await isSoldOut(order.artwork.id)).toBe(true);

    expect((await review(true)).statusCode).toBe(200);
    expect(await inspection()).toBe('relisted');
    expect(await isSoldOut(order.artwork.id)).toBe(false);
  });
});
