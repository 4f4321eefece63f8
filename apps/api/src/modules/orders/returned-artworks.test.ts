import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, products, returnItems } from '#api/db/schema.ts';
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
