import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, artworkHolds, bankTransfers, cartItems, orderItems, orders, payments, products } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor, nextAddress, pngImage } from '#api/test/factories.ts';
import { amountDueOf } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const FIVE_MB = 5 * 1024 * 1024;
const REQUIRED = 'Please fill all required fields and upload proof of payment';

interface Proof {
  content: Buffer;
  name: string;
  type: string;
}

const pdfOf = (size = 600) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

function transferFields(orderId: string, overrides: Record<string, string> = {}) {
  return {
    orderId,
    transactionId: `UTR${Math.random().toString().slice(2, 14)}`,
    transactionDate: '2025-03-04',
    bankName: 'HDFC Bank',
    accountHolderName: 'Asha Rao',
    amount: '1,02,345.50',
    ...overrides,
  };
}

function transferForm(fields: Record<string, string>, proof?: Proof): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (proof) form.append('proofFile', new Blob([new Uint8Array(proof.content)], { type: proof.type }), proof.name);
  return form;
}

async function pngProof(): Promise<Proof> {
  return { content: await pngImage(), name: 'receipt.png', type: 'image/png' };
}

const submit = (token: string | undefined, form: FormData) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Orders/bank-transfer',
    headers: token ? bearer(token) : {},
    payload: form,
    remoteAddress: nextAddress(),
  });
const pendingList = (token = admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/dashboard/pending-bank-transfers', headers: bearer(token) });
const verify = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/dashboard/verify-bank-transfer', headers: bearer(token), payload });
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const productRow = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const holdsOf = (orderId: string) => t.database.db.select().from(artworkHolds).where(eq(artworkHolds.orderId, orderId));
const storedProofs = () => readdir(path.join(t.dataDir, 'private', 'proofs')).catch(() => [] as string[]);

/** A customer with live artworks (one per product override) in the cart and an order for them. */
async function orderArtworks(...overrides: Record<string, unknown>[]) {
  const vendor = await createVendor(t.app);
  const artworks = [];
  for (const override of overrides.length > 0 ? overrides : [{}])
    artworks.push(await createLiveProduct(t.app, vendor, admin, override));
  const customer = await createCustomer(t.app, { firstName: 'Asha', lastName: 'Rao' });
  for (const artwork of artworks) await putInCart(t.app, customer.token, artwork);
  const email = `buyer.${Math.random().toString(36).slice(2)}@example.com`;
  const order = await placeOrder(t.app, customer.token, shippingAddress({ email }));
  return { vendor, artworks, customer, order, email };
}

/** An order whose transfer has been submitted with a PNG proof. */
async function submittedTransfer(...overrides: Record<string, unknown>[]) {
  const placed = await orderArtworks(...overrides);
  const fields = transferFields(placed.order.orderId);
  const response = await submit(placed.customer.token, transferForm(fields, await pngProof()));
  if (response.statusCode !== 200) throw new Error(`bank transfer failed: ${response.body}`);
  return { ...placed, fields };
}

describe('POST /api/Orders/bank-transfer', () => {
  it('takes 5% off the products to the cent, spread over the lines, and waits in Processing', async () => {
    const { customer, order, artworks } = await orderArtworks(
      { Price: 3.33, TaxAmount: 0.5 },
      { Price: 3.33, TaxAmount: 0.5 },
      { Price: 3.33, TaxAmount: 0.5 },
    );
    const fields = transferFields(order.orderId);
    const response = await submit(customer.token, transferForm(fields, await pngProof()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      orderId: order.orderId,
      paymentStatus: 1,
      message: 'Bank transfer details received. Your payment will be verified by our team shortly.',
    });

    // Subtotal 999 cents: 5% is 49.95, half up to 50 cents; tax 3 x 50, domestic shipping 3 x 2500.
    expect(await orderRow(order.orderId)).toMatchObject({
      subtotalCents: 999,
      discountCents: 50,
      taxCents: 150,
      shippingCents: 7_500,
      totalCents: 999 - 50 + 150 + 7_500,
      paymentStatus: 1,
      paymentMethod: 0,
    });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
    expect(lines.map((line) => line.discountCents).sort()).toEqual([16, 17, 17]);
    expect(lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(999 - 50 + 150 + 7_500);
    // Art Market pays the discount (ADR 0023): 30% of each full price (3.33 -> 0.999 -> 1.00), less the line's discount.
    expect(lines.map((line) => line.commissionCents).sort()).toEqual([83, 83, 84]);

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({
      provider: 'bank_transfer',
      providerReference: fields.transactionId,
      amountMinor: 8_599,
      currency: 'USD',
      status: 'pending',
    });
    expect(Number(payment?.exchangeRate)).toBe(83);
    const [transfer] = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.orderId));
    expect(transfer).toMatchObject({
      paymentId: payment?.id,
      transactionId: fields.transactionId,
      transactionDate: '2025-03-04',
      bankName: 'HDFC Bank',
      accountHolderName: 'Asha Rao',
      declaredAmount: '102345.50',
      reviewedAt: null,
    });
    const holds = await holdsOf(order.orderId);
    expect(holds.map((hold) => hold.productId).sort()).toEqual(artworks.map((artwork) => artwork.id).sort());
    // Held for the admin's review, for at most 72 hours.
    const submittedAt = (await orderRow(order.orderId))?.updatedAt.getTime() ?? 0;
    expect(
      holds.every(
        (hold) =>
          hold.kind === 'bank_transfer' &&
          hold.releasedAt === null &&
          Math.abs((hold.expiresAt?.getTime() ?? 0) - submittedAt - 72 * 60 * 60_000) < 60_000,
      ),
    ).toBe(true);

    const received = (await sentMail(t)).find((mail) =>
      mail.includes(`Subject: Bank transfer received for order ${order.orderNumber}`),
    );
    // The rupees with the transfer's rate, written as every rupee amount is (ADR 0045).
    expect(received).toContain('Total: $85.99 (₹7,137.17 at 1 USD = ₹83.00)');
  });

  it('names what is missing with the spec message and keeps no file', async () => {
    const { customer, order } = await orderArtworks();
    const before = await storedProofs();
    const empty = await submit(customer.token, transferForm({ orderId: order.orderId }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: REQUIRED,
      errors: {
        transactionId: 'Transaction ID is required',
        transactionDate: 'Transaction date is required',
        bankName: 'Bank name is required',
        amount: 'Amount is required',
        proofFile: 'Please upload proof of payment',
      },
    });
    const noProof = await submit(customer.token, transferForm(transferFields(order.orderId)));
    expect(noProof.json()).toMatchObject({ message: REQUIRED, errors: { proofFile: 'Please upload proof of payment' } });
    const badDate = await submit(
      customer.token,
      transferForm(transferFields(order.orderId, { transactionDate: '2025-02-30' }), await pngProof()),
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual({ transactionDate: 'Please enter a valid transaction date' });
    expect(await storedProofs()).toEqual(before);
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);
  });

  it('judges the proof by its content: a .png of text is refused, a PDF is taken', async () => {
    const { customer, order } = await orderArtworks();
    const before = await storedProofs();
    const disguised = { content: Buffer.from('this is not a picture of a receipt'), name: 'receipt.png', type: 'image/png' };
    const refused = await submit(customer.token, transferForm(transferFields(order.orderId), disguised));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Please upload an image or PDF file',
      errors: { proofFile: 'Please upload an image or PDF file' },
    });
    expect(await storedProofs()).toEqual(before);

    const pdf = { content: pdfOf(), name: 'receipt', type: 'application/octet-stream' };
    expect((await submit(customer.token, transferForm(transferFields(order.orderId), pdf))).statusCode).toBe(200);
    expect((await storedProofs()).filter((name) => !before.includes(name))).toEqual([
      expect.stringMatching(/^[0-9a-f]{32}\.pdf$/),
    ]);
  });

  it('takes a proof of exactly 5 MB and refuses one byte more', async () => {
    const tooLarge = await orderArtworks();
    const refused = await submit(
      tooLarge.customer.token,
      transferForm(transferFields(tooLarge.order.orderId), {
        content: pdfOf(FIVE_MB + 1),
        name: 'big.pdf',
        type: 'application/pdf',
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'File size cannot exceed 5MB',
      errors: { proofFile: 'File size cannot exceed 5MB' },
    });

    const exact = await orderArtworks();
    const taken = await submit(
      exact.customer.token,
      transferForm(transferFields(exact.order.orderId), { content: pdfOf(FIVE_MB), name: 'big.pdf', type: 'application/pdf' }),
    );
    expect(taken.statusCode).toBe(200);
  });

  it("is 404 for another customer's order, 401 without a token, 403 for a vendor", async () => {
    const { order, vendor } = await orderArtworks();
    const stranger = await createCustomer(t.app);
    const form = async () => transferForm(transferFields(order.orderId), await pngProof());
    const byStranger = await submit(stranger.token, await form());
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().message).toBe('Order not found');
    expect((await submit(undefined, await form())).statusCode).toBe(401);
    expect((await submit(vendor.token, await form())).statusCode).toBe(403);
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(0);
    expect(await holdsOf(order.orderId)).toEqual([]);
  });

  it('answers 409 to a second submission, and to a transaction id already used for another order', async () => {
    const { customer, order, fields } = await submittedTransfer();
    const again = await submit(customer.token, transferForm(transferFields(order.orderId), await pngProof()));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A bank transfer for this order is already under review');

    const other = await orderArtworks();
    const reused = await submit(
      other.customer.token,
      transferForm(transferFields(other.order.orderId, { transactionId: fields.transactionId }), await pngProof()),
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This transaction ID has already been submitted');
    expect(await orderRow(other.order.orderId)).toMatchObject({ paymentStatus: 0, discountCents: 0 });
    expect(await holdsOf(other.order.orderId)).toEqual([]);
  });

  it('takes exactly one of two simultaneous submissions for an order', async () => {
    const { customer, order } = await orderArtworks();
    const before = await storedProofs();
    const answers = await Promise.all([
      submit(customer.token, transferForm(transferFields(order.orderId), await pngProof())),
      submit(customer.token, transferForm(transferFields(order.orderId), await pngProof())),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId))).toHaveLength(1);
    expect(await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.orderId))).toHaveLength(1);
    // The refused one's file is removed again.
    expect((await storedProofs()).filter((name) => !before.includes(name))).toHaveLength(1);
  });

  it('holds the artworks until the review: no other collector can pay for them or put them in a cart', async () => {
    const vendor = await createVendor(t.app);
    const artwork = await createLiveProduct(t.app, vendor, admin, { Title: 'Tide Pools' });
    const [buyer, rival, latecomer] = [await createCustomer(t.app), await createCustomer(t.app), await createCustomer(t.app)];
    await putInCart(t.app, buyer.token, artwork);
    await putInCart(t.app, rival.token, artwork);
    const order = await placeOrder(t.app, buyer.token);
    const rivalOrder = await placeOrder(t.app, rival.token);
    expect((await submit(buyer.token, transferForm(transferFields(order.orderId), await pngProof()))).statusCode).toBe(200);

    const paypal = await t.app.inject({
      method: 'POST',
      url: '/api/Payment/create-paypal-order',
      headers: bearer(rival.token),
      payload: { orderId: rivalOrder.orderId },
    });
    expect(paypal.statusCode).toBe(409);
    expect(paypal.json().message).toBe('"Tide Pools": This artwork is being purchased by another collector');
    const rivalTransfer = await submit(rival.token, transferForm(transferFields(rivalOrder.orderId), await pngProof()));
    expect(rivalTransfer.statusCode).toBe(409);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: bearer(latecomer.token),
      payload: { productId: artwork.id, shippingOptionId: artwork.shippingOptionIds[0] },
    });
    expect(cart.statusCode).toBe(409);
  });
});

describe("the buyer's own transfer (issue 19: the artwork stayed in the cart)", () => {
  it('empties her cart, and a hold on her own order names that order', async () => {
    const vendor = await createVendor(t.app);
    const artwork = await createLiveProduct(t.app, vendor, admin, { Title: 'Salt Flats' });
    const buyer = await createCustomer(t.app);
    await putInCart(t.app, buyer.token, artwork);
    const order = await placeOrder(t.app, buyer.token);
    expect((await submit(buyer.token, transferForm(transferFields(order.orderId), await pngProof()))).statusCode).toBe(200);
    const cart = await t.app.inject({ method: 'GET', url: '/api/Cart', headers: bearer(buyer.token) });
    expect(cart.json()).toEqual([]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: bearer(buyer.token),
      payload: { productId: artwork.id, shippingOptionId: artwork.shippingOptionIds[0] },
    });
    expect(again.statusCode).toBe(409);
    const orderNumber = (await orderRow(order.orderId))?.orderNumber;
    expect(again.json().message).toBe(
      `"Salt Flats" is held for your order ${orderNumber}: complete or cancel that payment first`,
    );
    expect(again.json().message).not.toMatch(/another collector/);
  });
});

describe('the proof of payment', () => {
  it('is stored outside the public folders, cleaned, and readable by admins only', async () => {
    const { customer, order } = await submittedTransfer();
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    const [transfer] = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.orderId));
    const url = `/api/admin/dashboard/bank-transfers/${payment?.id}/proof`;
    expect(transfer?.proofPath).toMatch(/^\/proofs\/[0-9a-f]{32}\.png$/);
    const fileName = path.basename(transfer?.proofPath ?? '');
    expect(await storedProofs()).toContain(fileName);
    expect((await readdir(path.join(t.dataDir, 'uploads'))).includes(fileName)).toBe(false);

    const read = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(read.rawPayload).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.exif).toBeUndefined();

    expect((await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) })).statusCode).toBe(403);
    const other = await createCustomer(t.app);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const publicPath of [`/uploads/${fileName}`, `/proofs/${fileName}`, `/private/proofs/${fileName}`]) {
      const answer = await t.app.inject({ method: 'GET', url: publicPath });
      expect(answer.headers['content-type']).not.toBe('image/png');
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/bank-transfers/00000000-0000-4000-8000-000000000000/proof',
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/admin/dashboard/pending-bank-transfers', () => {
  it('lists each waiting transfer with the amounts in USD and the total in INR', async () => {
    const { order, customer, fields } = await submittedTransfer({ Price: 1000, TaxAmount: 50 });
    const response = await pendingList();
    expect(response.statusCode).toBe(200);
    const row = (response.json() as { orderId: string }[]).find((candidate) => candidate.orderId === order.orderId);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    // 1000 - 5% = 950, + tax 50 + shipping 25 = 1025 USD; at 83 rupees a dollar: 85,075 INR.
    expect(row).toEqual({
      paymentId: payment?.id,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderDate: expect.any(String),
      submittedAt: expect.any(String),
      customerId: customer.id,
      customerName: 'Asha Rao',
      customerEmail: customer.input.email,
      amount: 102345.5,
      declaredCurrency: 'USD',
      mismatches: [
        'Declared $102,345.50, but the order total is $1,025.00',
        'Transaction dated 2025-03-04, before the order was placed',
      ],
      totalAmount: 1025,
      originalSubtotal: 1000,
      discountAmount: 50,
      discountPercentage: 5,
      taxAmount: 50,
      shippingAmount: 25,
      amountInr: 85_075,
      exchangeRate: 83,
      transactionId: fields.transactionId,
      transactionDate: '2025-03-04',
      bankName: 'HDFC Bank',
      accountHolderName: 'Asha Rao',
      proofImageUrl: `/api/admin/dashboard/bank-transfers/${payment?.id}/proof`,
      proofFileType: 'image',
      holdExpiresAt: expect.any(String),
      overdue: false,
      // In the declared currency (USD here): nothing recorded as received yet.
      amountDue: 1025,
      amountReceived: 0,
      amountOutstanding: 1025,
      partiallyPaid: false,
    });
  });

  it('is for admins only', async () => {
    const customer = await createCustomer(t.app);
    expect((await pendingList(customer.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/pending-bank-transfers' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/dashboard/verify-bank-transfer', () => {
  it('approves: the order is paid, the artworks sold and out of every cart, the review recorded and mailed', async () => {
    const { order, artworks, vendor, customer } = await submittedTransfer({ Title: 'Salt Flats' });
    // Mail goes to the account's own address, not to the one typed at checkout.
    const email = customer.input.email;
    const artwork = artworks[0];
    if (!artwork) throw new Error('no artwork');

    const due = await amountDueOf(t.app, admin, order.orderId);
    const response = await verify({
      orderId: order.orderId,
      isVerified: true,
      notes: 'Matched on the statement',
      amountReceived: due,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderId: order.orderId,
      paymentStatus: 3,
      amountReceived: due,
      amountOutstanding: 0,
    });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: 3, paymentMethod: 0 });
    expect((await productRow(artwork.id))?.isSoldOut).toBe(true);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.productId, artwork.id))).toEqual([]);
    expect((await holdsOf(order.orderId)).map((hold) => hold.releaseReason)).toEqual(['sold']);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment?.status).toBe('completed');

    const [transfer] = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.orderId));
    expect(transfer?.reviewNotes).toBe('Matched on the statement');
    expect(transfer?.reviewedAt).toBeInstanceOf(Date);
    expect(transfer?.reviewedBy).toEqual(expect.any(String));
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'bank_transfer'), eq(adminAuditLog.entityId, transfer?.id ?? '')));
    expect(audit).toMatchObject({ action: 'bank_transfer.approve', adminId: transfer?.reviewedBy });
    expect(audit?.after).toMatchObject({ orderId: order.orderId, paymentStatus: 3, notes: 'Matched on the statement' });

    const mail = (await sentMail(t)).filter((message) => message.includes(`To: ${email}`)).join('\n');
    expect(mail).toContain(`Subject: Bank transfer approved for order ${order.orderNumber}`);
    expect(mail).toContain('Notes from our team: Matched on the statement');
    expect(mail).toContain(`Your Art Market order ${order.orderNumber} is confirmed`);
    expect((await sentMail(t)).some((message) => message.includes(`To: ${vendor.fields.email}`))).toBe(true);

    const pending = (await pendingList()).json() as { orderId: string }[];
    expect(pending.some((row) => row.orderId === order.orderId)).toBe(false);
    const second = await verify({ orderId: order.orderId, isVerified: false });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This bank transfer has already been reviewed');
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(3);
  });

  it('rejects: the order waits for a payment again, holds its artworks a day, and says why (issue 19)', async () => {
    const { order, artworks, customer } = await submittedTransfer({ Title: 'Monsoon Door', Price: 1000 });
    const email = customer.input.email;
    const artwork = artworks[0];
    if (!artwork) throw new Error('no artwork');
    const fullTotal = (await orderRow(order.orderId))?.subtotalCents ?? 0;

    const response = await verify({ orderId: order.orderId, isVerified: false, notes: 'No such credit on our account' });
    expect(response.json()).toEqual({ orderId: order.orderId, paymentStatus: 0 });
    const rejected = await orderRow(order.orderId);
    expect(rejected).toMatchObject({ paymentStatus: 0, discountCents: 0, paymentMethod: null });
    expect(rejected?.totalCents).toBe(fullTotal + (rejected?.taxCents ?? 0) + (rejected?.shippingCents ?? 0));
    expect((await productRow(artwork.id))?.isSoldOut).toBe(false);
    const [hold] = (await holdsOf(order.orderId)).filter((row) => row.releasedAt === null);
    const dayLater = Date.now() + 24 * 60 * 60_000;
    expect(hold?.expiresAt?.getTime()).toBeLessThanOrEqual(dayLater);
    expect(hold?.expiresAt?.getTime()).toBeGreaterThan(dayLater - 60_000);
    const [audit] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'bank_transfer.reject'));
    expect(audit?.after).toMatchObject({ orderId: order.orderId, paymentStatus: 0 });

    const view = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.orderId}`, headers: bearer(customer.token) });
    expect(view.json().transferRejection).toEqual({
      notes: 'No such credit on our account',
      rejectedAt: expect.any(String),
      heldUntil: hold?.expiresAt?.toISOString(),
      amountDueBefore: expect.any(Number),
      amountDueNote: expect.stringContaining('The bank transfer was rejected, so its 5% discount no longer applies'),
      heldForYou: 0,
    });
    const collector = await createCustomer(t.app);
    const rivalAdd = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/add',
      headers: bearer(collector.token),
      payload: { productId: artwork.id, shippingOptionId: artwork.shippingOptionIds[0] },
    });
    expect(rivalAdd.statusCode).toBe(409);
    const mail = (await sentMail(t)).filter((message) => message.includes(`To: ${email}`)).join('\n');
    expect(mail).toContain(`Subject: Bank transfer not verified for order ${order.orderNumber}`);
    expect(mail).toContain('Notes from our team: No such credit on our account');
    expect(mail).toContain('send a new proof of payment or pay another way');
    expect((await verify({ orderId: order.orderId, isVerified: true, amountReceived: 1 })).statusCode).toBe(409);

    const again = await submit(
      customer.token,
      transferForm(transferFields(order.orderId, { transactionId: 'UTR-SECOND-PROOF' }), await pngProof()),
    );
    expect(again.statusCode).toBe(200);
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(1);
    const secondView = await t.app.inject({
      method: 'GET',
      url: `/api/Orders/${order.orderId}`,
      headers: bearer(customer.token),
    });
    expect(secondView.json().transferRejection).toBeNull();
    const due = await amountDueOf(t.app, admin, order.orderId);
    expect((await verify({ orderId: order.orderId, isVerified: true, amountReceived: due })).json()).toMatchObject({
      orderId: order.orderId,
      paymentStatus: 3,
    });
    expect((await productRow(artwork.id))?.isSoldOut).toBe(true);
  });

  it('decides once when an approval and a rejection arrive together', async () => {
    const { order, artworks } = await submittedTransfer();
    const due = await amountDueOf(t.app, admin, order.orderId);
    const answers = await Promise.all([
      verify({ orderId: order.orderId, isVerified: true, amountReceived: due }),
      verify({ orderId: order.orderId, isVerified: false }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as { paymentStatus: number };
    expect((await orderRow(order.orderId))?.paymentStatus).toBe(winner.paymentStatus);
    expect((await productRow(artworks[0]?.id ?? ''))?.isSoldOut).toBe(winner.paymentStatus === 3);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment?.status).toBe(winner.paymentStatus === 3 ? 'completed' : 'failed');
  });

  it('is 404 for an order without a transfer, 400 without a decision, and for admins only', async () => {
    const { order, customer } = await orderArtworks();
    expect((await verify({ orderId: order.orderId, isVerified: true, amountReceived: 1 })).statusCode).toBe(404);
    expect((await verify({ orderId: 'not-an-order', isVerified: true, amountReceived: 1 })).statusCode).toBe(404);
    expect((await verify({ orderId: order.orderId })).statusCode).toBe(400);
    expect((await verify({ orderId: order.orderId, isVerified: true, amountReceived: 1 }, customer.token)).statusCode).toBe(403);
  });
});
