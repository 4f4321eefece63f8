import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, products, refunds } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { bearer, createCustomer, createVendor, pngImage } from '#api/test/factories.ts';
import { createPayPalTestApp, type PayPalStandIn, payWithPayPal } from '#api/test/paypal-stand-in.ts';
import { sentMail, type TestApp } from '#api/test/test-app.ts';

// Returns within 7 days of delivery, refunded when the artwork is back (ADR 0014).

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

const dashboardOrderOf = async (token: string, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/CustomerDashboard/orders/${orderId}`, headers: bearer(token) })).json();

const updateReturn = (returnId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/returns/${returnId}`, headers: bearer(admin), payload });

const ledgerSum = async () =>
  Number(
    (
      await t.database.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` }).from(ledgerEntries)
    )[0]?.sum,
  );

describe('asking for a return', () => {
  it('quotes price and tax less a 15% restocking fee for a change of mind, and lists it for the collector', async () => {
    const order = await deliveredOrder();
    const answer = await requestReturn(order.customer.token, order.orderId, { reason: 'changed_mind', description: 'Too big' });
    expect(answer.statusCode, answer.body).toBe(201);
    // 1,000 + 50 tax - 150 fee; the $25 shipping is not refunded.
    expect(answer.json()).toMatchObject({
      status: 'requested',
      refundAmount: 900,
      fullRefund: false,
      items: [{ title: 'Tide Line' }],
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/CustomerDashboard/returns',
      headers: bearer(order.customer.token),
    });
    expect((mine.json() as { id: string }[]).map((row) => row.id)).toEqual([answer.json().id]);
    const again = await requestReturn(order.customer.token, order.orderId, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    const vendorMail = (await sentMail(t)).find((mail) => mail.includes('A return was requested for order'));
    expect(vendorMail).toContain(`To: ${order.vendor.fields.email}`);
  });

  it('refunds damage reported within 48 hours with photos in full, and needs a photo for it', async () => {
    const order = await deliveredOrder();
    const noPhoto = await requestReturn(order.customer.token, order.orderId, { reason: 'damaged', description: 'Cracked frame' });
    expect(noPhoto.statusCode).toBe(409);
    expect(noPhoto.json().message).toBe('Please add at least one photo of the damage');
    const withPhotos = await requestReturn(
      order.customer.token,
      order.orderId,
      { reason: 'damaged', description: 'Cracked frame' },
      2,
    );
    expect(withPhotos.statusCode, withPhotos.body).toBe(201);
    expect(withPhotos.json()).toMatchObject({ fullRefund: true, refundAmount: 1075, photoCount: 2 });
  });

  it('is refused before delivery, after 7 days, for a bad reason, and for another customer', async () => {
    const undelivered = await deliveredOrder({ deliver: false });
    const early = await requestReturn(undelivered.customer.token, undelivered.orderId, { reason: 'changed_mind' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered order can be returned');

    const order = await deliveredOrder();
    expect((await requestReturn(order.customer.token, order.orderId, { reason: 'bored' })).statusCode).toBe(400);
    const stranger = await createCustomer(t.app);
    expect((await requestReturn(stranger.token, order.orderId, { reason: 'other' })).statusCode).toBe(404);
    clock += 7 * 24 * HOUR + 1;
    const late = await requestReturn(order.customer.token, order.orderId, { reason: 'changed_mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Artworks can be returned only within 7 days of delivery');
  });
});

describe('the admin handles a return', () => {
  it('approves, receives and refunds once through PayPal, with the artwork back off sale awaiting inspection', async () => {
    const order = await deliveredOrder();
    const { id } = (await requestReturn(order.customer.token, order.orderId, { reason: 'changed_mind' })).json() as {
      id: string;
    };
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/returns?status=requested',
      headers: bearer(admin),
    });
    expect((listed.json() as { id: string }[]).some((row) => row.id === id)).toBe(true);

    // The collector's dashboard follows the return (issue 28: the order read "Delivered" throughout).
    expect(await dashboardOrderOf(order.customer.token, order.orderId)).toMatchObject({ returnStatus: 'requested' });
    expect((await updateReturn(id, { status: 'approved', notes: 'Use the original crate' })).json()).toMatchObject({
      status: 'approved',
    });
    expect(await dashboardOrderOf(order.customer.token, order.orderId)).toMatchObject({ returnStatus: 'approved' });
    const received = await updateReturn(id, { status: 'received' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', refund: { amount: 900 } });
    expect((await updateReturn(id, { status: 'received' })).statusCode).toBe(200);
    expect(await dashboardOrderOf(order.customer.token, order.orderId)).toMatchObject({ returnStatus: 'received' });

    const made = await t.database.db.select().from(refunds).where(eq(refunds.returnId, id));
    expect(made).toMatchObject([{ kind: 'return', status: 'succeeded', amountCents: 90_000 }]);
    expect((await paypal.sandbox.findRefund(made[0]?.providerRefundId ?? ''))?.amount?.value).toBe('900.00');
    // Back, but off sale until the vendor or an admin has looked at it (returned-artworks.test.ts).
    const [artwork] = await t.database.db.select().from(products).where(eq(products.id, order.artwork.id));
    expect(artwork?.isSoldOut).toBe(true);
    expect(received.json()).toMatchObject({ items: [{ inspection: 'awaiting' }] });
    expect((await updateReturn(id, { status: 'rejected', notes: 'Too late' })).statusCode).toBe(409);
    expect(await ledgerSum()).toBe(0);

    const mail = (await sentMail(t)).filter((message) => message.includes(`To: ${order.customer.input.email}`)).join('\n');
    expect(mail).toContain(`Your return for order ${order.orderNumber} is approved`);
    expect(mail).toContain('Notes from our team: Use the original crate');
    expect(mail).toContain(`Your return for order ${order.orderNumber} has arrived`);
  });

  it('rejects with the reason mailed, and keeps photos for admins only', async () => {
    const order = await deliveredOrder();
    const { id } = (await requestReturn(order.customer.token, order.orderId, { reason: 'damaged' }, 1)).json() as { id: string };
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/returns/${id}/photos/0`,
      headers: bearer(admin),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/');
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/dashboard/returns/${id}/photos/0`,
      headers: bearer(order.customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    const unexplained = await updateReturn(id, { status: 'rejected' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().message).toBe('Please say why the return is rejected');
    expect((await updateReturn(id, { status: 'rejected', notes: 'The damage is not from shipping' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.returnId, id))).toEqual([]);
    const mail = (await sentMail(t)).filter((message) => message.includes(`To: ${order.customer.input.email}`)).join('\n');
    expect(mail).toContain('The reason: The damage is not from shipping');
  });
});

describe('a return and refunds made outside it', () => {
  const adminRefund = (orderId: string, key: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/dashboard/orders/${orderId}/refund`,
      headers: { ...bearer(admin), 'idempotency-key': key },
      payload: { amount, reason: 'Goodwill' },
    });
  const NOTHING_LEFT = 'Everything paid for these artworks has already been refunded: there is nothing to return them for';

  it('is refused when everything paid was refunded already, and changes nothing', async () => {
    const order = await deliveredOrder();
    expect((await adminRefund(order.orderId, 'before-return-full', 1075)).statusCode).toBe(200);
    const refused = await requestReturn(order.customer.token, order.orderId, { reason: 'changed_mind' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOTHING_LEFT);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/CustomerDashboard/returns',
      headers: bearer(order.customer.token),
    });
    expect((mine.json() as { orderId: string }[]).filter((row) => row.orderId === order.orderId)).toEqual([]);
  });

  it('caps the refund at what is left after a partial refund, and says so to the collector and the admin', async () => {
    const order = await deliveredOrder();
    expect((await adminRefund(order.orderId, 'before-return-part', 500)).statusCode).toBe(200);
    const asked = await requestReturn(order.customer.token, order.orderId, { reason: 'changed_mind' });
    expect(asked.statusCode, asked.body).toBe(201);
    // The return alone gives back 900; 575 of the 1,075 paid is left to refund.
    expect(asked.json()).toMatchObject({ refundAmount: 575, refundCappedFrom: 900 });
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/returns', headers: bearer(admin) });
    expect((listed.json() as { id: string }[]).find((row) => row.id === asked.json().id)).toMatchObject({
      refundAmount: 575,
      refundCappedFrom: 900,
    });
    await updateReturn(asked.json().id, { status: 'approved' });
    const received = await updateReturn(asked.json().id, { status: 'received' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', refund: { amount: 575 } });
    expect(await ledgerSum()).toBe(0);
  });

  it('still receives a return whose order was refunded in full after it was opened: no refund, the artwork off sale awaiting inspection', async () => {
    const order = await deliveredOrder();
    const asked = await requestReturn(order.customer.token, order.orderId, { reason: 'changed_mind' });
    expect(asked.json()).toMatchObject({ refundAmount: 900, refundCappedFrom: null });
    await updateReturn(asked.json().id, { status: 'approved' });
    expect((await adminRefund(order.orderId, 'after-return-full', 1075)).statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/CustomerDashboard/returns',
      headers: bearer(order.customer.token),
    });
    expect((mine.json() as { id: string }[]).find((row) => row.id === asked.json().id)).toMatchObject({
      refundAmount: 0,
      refundCappedFrom: 900,
    });

    const received = await updateReturn(asked.json().id, { status: 'received' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', refundAmount: 0, refund: null });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.returnId, asked.json().id))).toEqual([]);
    const [artwork] = await t.database.db.select().from(products).where(eq(products.id, order.artwork.id));
    expect(artwork?.isSoldOut).toBe(true);
    expect(received.json()).toMatchObject({ items: [{ inspection: 'awaiting' }] });
    expect(await ledgerSum()).toBe(0);
  });
});
