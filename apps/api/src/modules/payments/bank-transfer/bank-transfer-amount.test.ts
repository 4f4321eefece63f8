import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, artworkHolds, bankTransferReceipts, bankTransfers, orders, payments, products } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor, nextAddress, pngImage } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Issue 21, part 1, item 3: an approval compares the amount received with the amount due; a
// shortfall is refused unless confirmed as a partial payment, which leaves the order waiting.

let t: TestApp;
let admin: string;
const NOW = new Date('2026-11-26T10:00:00Z');
const AMOUNT_MISSING = 'Please enter the amount received to approve this transfer';
const SHORTFALL = 'The amount received is less than the order total. Confirm it as a partial payment to record it.';

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.now = () => NOW;
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

/**
 * A transfer for one $1,000 artwork with $50 tax and $25 shipping: $1,025 after the 5% discount,
 * 85,075 rupees at 83.
 */
async function submittedTransfer(fields: Record<string, string> = {}) {
  const vendor = await createVendor(t.app);
  const artwork = await createLiveProduct(t.app, vendor, admin, { Price: 1000, TaxAmount: 50 });
  const customer = await createCustomer(t.app);
  await putInCart(t.app, customer.token, artwork);
  const order = await placeOrder(t.app, customer.token, shippingAddress());
  const form = new FormData();
  const values = {
    orderId: order.orderId,
    transactionId: `UTR${Math.random().toString().slice(2, 14)}`,
    transactionDate: '2026-11-26',
    bankName: 'Chase',
    amount: '1025',
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  form.append('proofFile', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'receipt.png');
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/Orders/bank-transfer',
    headers: bearer(customer.token),
    payload: form,
    remoteAddress: nextAddress(),
  });
  if (sent.statusCode !== 200) throw new Error(`bank transfer failed: ${sent.body}`);
  const [transfer] = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.orderId));
  if (!transfer) throw new Error('no transfer');
  return { order, customer, vendor, artwork, transfer };
}

const verify = (payload: object, options: { token?: string | null; key?: string } = {}) => {
  const token = options.token === undefined ? admin : options.token;
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (options.key) headers['idempotency-key'] = options.key;
  return t.app.inject({ method: 'POST', url: '/api/admin/dashboard/verify-bank-transfer', headers, payload });
};
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const receiptsOf = (transferId: string) =>
  t.database.db.select().from(bankTransferReceipts).where(eq(bankTransferReceipts.transferId, transferId));
const auditOf = (transferId: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, 'bank_transfer'), eq(adminAuditLog.entityId, transferId)));
const paymentOf = async (orderId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0];
const soldOut = async (productId: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]?.isSoldOut;

async function pendingRow(orderId: string) {
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/pending-bank-transfers', headers: bearer(admin) });
  return (list.json() as Record<string, unknown>[]).find((row) => row.orderId === orderId);
}

/** Nothing moved: the order still waits in Processing, nothing was received or logged, the artwork is unsold. */
async function expectUnchanged(orderId: string, transferId: string, productId: string) {
  expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 1, totalCents: 102_500 });
  expect((await paymentOf(orderId))?.status).toBe('pending');
  expect(await receiptsOf(transferId)).toEqual([]);
  expect(await auditOf(transferId)).toEqual([]);
  expect(await soldOut(productId)).toBe(false);
  expect(await pendingRow(orderId)).toMatchObject({ amountReceived: 0, amountOutstanding: 1025, partiallyPaid: false });
}

describe('the amount check of a bank-transfer approval', () => {
  it('shows the declared amount against the amount due, in the currency declared', async () => {
    const dollars = await submittedTransfer({ amount: '1100' });
    expect(await pendingRow(dollars.order.orderId)).toMatchObject({
      amount: 1100,
      declaredCurrency: 'USD',
      totalAmount: 1025,
      amountDue: 1025,
      amountReceived: 0,
      amountOutstanding: 1025,
      partiallyPaid: false,
    });
    const rupees = await submittedTransfer({ amount: '85,075', currency: 'INR' });
    expect(await pendingRow(rupees.order.orderId)).toMatchObject({
      amount: 85_075,
      declaredCurrency: 'INR',
      amountDue: 85_075,
      amountOutstanding: 85_075,
    });
  });

  it('refuses an approval that does not say what arrived, and changes nothing', async () => {
    const { order, transfer, artwork } = await submittedTransfer();
    for (const body of [{ isVerified: true }, { isVerified: true, notes: 'Looks fine' }]) {
      const refused = await verify({ orderId: order.orderId, ...body });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors).toEqual({ amountReceived: AMOUNT_MISSING });
    }
    await expectUnchanged(order.orderId, transfer.id, artwork.id);
    // A rejection says nothing arrived: it needs no amount.
    expect((await verify({ orderId: order.orderId, isVerified: false })).statusCode).toBe(200);
  });

  it('refuses a shortfall with 409 and changes nothing', async () => {
    const { order, transfer, artwork } = await submittedTransfer();
    const refused = await verify({ orderId: order.orderId, isVerified: true, amountReceived: 1000 }, { key: 'short-0001' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SHORTFALL);
    await expectUnchanged(order.orderId, transfer.id, artwork.id);
    // One cent short is short too.
    const cent = await verify({ orderId: order.orderId, isVerified: true, amountReceived: 1024.99 });
    expect(cent.statusCode).toBe(409);
    await expectUnchanged(order.orderId, transfer.id, artwork.id);
  });

  it('records a confirmed partial payment without paying the order, then the rest pays it', async () => {
    const { order, transfer, artwork } = await submittedTransfer();
    const partial = await verify(
      { orderId: order.orderId, isVerified: true, amountReceived: 1000, confirmPartial: true, notes: 'First instalment' },
      { key: 'partial-0001' },
    );
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toEqual({
      orderId: order.orderId,
      paymentStatus: 1,
      currency: 'USD',
      amountDue: 1025,
      amountReceived: 1000,
      amountOutstanding: 25,
      amountOverpaid: 0,
      partial: true,
    });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 1 });
    expect((await paymentOf(order.orderId))?.status).toBe('pending');
    expect(await soldOut(artwork.id)).toBe(false);
    const holds = await t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, order.orderId));
    expect(holds.filter((hold) => hold.releasedAt === null)).toHaveLength(1);
    const [reviewed] = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.id, transfer.id));
    expect(reviewed?.reviewedAt).toBeNull();
    expect(await receiptsOf(transfer.id)).toEqual([
      expect.objectContaining({ amountMinor: 100_000, currency: 'USD', partial: true, recordedBy: expect.any(String) }),
    ]);
    const [audit] = await auditOf(transfer.id);
    expect(audit).toMatchObject({ action: 'bank_transfer.partial_payment', adminId: expect.any(String) });
    expect(audit?.after).toMatchObject({
      amountMinor: 100_000,
      receivedMinor: 100_000,
      outstandingMinor: 2_500,
      paymentStatus: 1,
    });
    expect(await pendingRow(order.orderId)).toMatchObject({
      amountDue: 1025,
      amountReceived: 1000,
      amountOutstanding: 25,
      partiallyPaid: true,
    });

    // Once part is recorded, an approval must say what else arrived; still short is still refused.
    const unstated = await verify({ orderId: order.orderId, isVerified: true });
    expect(unstated.statusCode).toBe(400);
    expect((await verify({ orderId: order.orderId, isVerified: true, amountReceived: 24 })).json().message).toBe(SHORTFALL);
    expect(await receiptsOf(transfer.id)).toHaveLength(1);

    const rest = await verify({ orderId: order.orderId, isVerified: true, amountReceived: 25 }, { key: 'rest-00001' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ paymentStatus: 3, amountReceived: 1025, amountOutstanding: 0, partial: false });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 3 });
    expect((await paymentOf(order.orderId))?.status).toBe('completed');
    expect(await soldOut(artwork.id)).toBe(true);
    expect(await pendingRow(order.orderId)).toBeUndefined();
    expect((await auditOf(transfer.id)).map((entry) => entry.action).sort()).toEqual([
      'bank_transfer.approve',
      'bank_transfer.partial_payment',
    ]);
  });

  it('records a repeated partial payment once, even when both copies arrive together', async () => {
    const { order, transfer } = await submittedTransfer();
    const body = { orderId: order.orderId, isVerified: true, amountReceived: 400, confirmPartial: true };
    const answers = await Promise.all([verify(body, { key: 'same-request-1' }), verify(body, { key: 'same-request-1' })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().amountReceived)).toEqual([400, 400]);
    const replay = await verify(body, { key: 'same-request-1' });
    expect(replay.json()).toMatchObject({ paymentStatus: 1, amountReceived: 400, amountOutstanding: 625, partial: true });
    expect(await receiptsOf(transfer.id)).toHaveLength(1);
    expect(await auditOf(transfer.id)).toHaveLength(1);

    // Two different instalments at once are both recorded, one after the other.
    const both = await Promise.all([
      verify({ ...body, amountReceived: 100 }, { key: 'instalment-a' }),
      verify({ ...body, amountReceived: 100 }, { key: 'instalment-b' }),
    ]);
    expect(both.map((answer) => answer.json().amountReceived).sort()).toEqual([500, 600]);
    expect(await pendingRow(order.orderId)).toMatchObject({ amountReceived: 600, amountOutstanding: 425 });
  });

  it('replays the completing approval harmlessly and pays once', async () => {
    const { order, transfer } = await submittedTransfer();
    const body = { orderId: order.orderId, isVerified: true, amountReceived: 1025 };
    const first = await verify(body, { key: 'complete-01' });
    expect(first.json()).toMatchObject({ paymentStatus: 3, amountOutstanding: 0, amountOverpaid: 0, partial: false });
    const replay = await verify(body, { key: 'complete-01' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await receiptsOf(transfer.id)).toHaveLength(1);
    // Without the key, a second approval is the second review it always was.
    expect((await verify(body)).statusCode).toBe(409);
  });

  it('accepts an overpayment, pays the order and notes the surplus for the operator', async () => {
    const { order, transfer } = await submittedTransfer();
    const paid = await verify({ orderId: order.orderId, isVerified: true, amountReceived: 1100.5 });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paymentStatus: 3, amountReceived: 1100.5, amountOverpaid: 75.5, partial: false });
    const [audit] = await auditOf(transfer.id);
    expect(audit?.after).toMatchObject({ receivedMinor: 110_050, overpaidMinor: 7_550, currency: 'USD' });
  });

  it('compares a rupee transfer in rupees at the transfer rate', async () => {
    const { order } = await submittedTransfer({ amount: '85075', currency: 'INR' });
    const short = await verify({ orderId: order.orderId, isVerified: true, amountReceived: 85_074.99 });
    expect(short.statusCode).toBe(409);
    const paid = await verify({ orderId: order.orderId, isVerified: true, amountReceived: 85_075 });
    expect(paid.json()).toMatchObject({ paymentStatus: 3, currency: 'INR', amountDue: 85_075, amountReceived: 85_075 });
  });

  it('refuses a partial payment without a well-formed Idempotency-Key', async () => {
    const { order, transfer, artwork } = await submittedTransfer();
    const body = { orderId: order.orderId, isVerified: true, amountReceived: 500, confirmPartial: true };
    const refused = await verify(body);
    expect(refused.statusCode).toBe(400);
    const badKey = await verify(body, { key: 'short' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe('An Idempotency-Key is 8 to 200 letters, digits, dots, colons, dashes or underscores');
    await expectUnchanged(order.orderId, transfer.id, artwork.id);
  });

  it.each([
    ['negative', -5],
    ['zero', 0],
    ['three decimals', 1025.001],
    ['the NUL character', '1025\u0000'],
    ['text', '1025'],
    ['absurd', 1e12],
  ])('is 400 for an amount received that is %s, changing nothing', async (_label, amountReceived) => {
    const { order, transfer, artwork } = await submittedTransfer();
    const refused = await verify(
      { orderId: order.orderId, isVerified: true, amountReceived, confirmPartial: true },
      { key: 'bad-amount-1' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(expect.any(String));
    await expectUnchanged(order.orderId, transfer.id, artwork.id);
  });

  it('is for admins only', async () => {
    const { order, transfer, artwork, customer, vendor } = await submittedTransfer();
    const body = { orderId: order.orderId, isVerified: true, amountReceived: 1000, confirmPartial: true };
    expect((await verify(body, { token: customer.token, key: 'not-admin-1' })).statusCode).toBe(403);
    expect((await verify(body, { token: vendor.token, key: 'not-admin-1' })).statusCode).toBe(403);
    expect((await verify(body, { token: null, key: 'not-admin-1' })).statusCode).toBe(401);
    await expectUnchanged(order.orderId, transfer.id, artwork.id);
  });
});
