import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, bankTransferReceipts, bankTransfers, ledgerEntries, ledgerTransactions } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart, shippingAddress } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor, pngImage } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Money received by bank transfer is in the ledger from the moment an admin confirms it: held for the
// collector, applied to the order when it reaches the amount due, or sent back from "Money to return".

let t: TestApp;
let admin: string;
const NOW = new Date('2026-11-26T10:00:00Z');
const MONEY_TO_RETURN = '/api/admin/dashboard/bank-transfers/money-to-return';

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.now = () => NOW;
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

/** A transfer for one $1,000 artwork with $50 tax and $25 shipping: $1,025 after the 5% discount, $1,075 without it. */
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
  });
  if (sent.statusCode !== 200) throw new Error(`bank transfer failed: ${sent.body}`);
  return { order, customer };
}

const verify = (payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/dashboard/verify-bank-transfer',
    headers: { ...bearer(admin), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const partial = (orderId: string, amountReceived: number, key: string) =>
  verify({ orderId, isVerified: true, amountReceived, confirmPartial: true }, key);
const markReturned = (orderId: string, key: string | undefined, reference = 'WIRE-BACK-1', token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `${MONEY_TO_RETURN}/${orderId}/returned`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { reference },
  });
const moneyToReturn = async () =>
  (await t.app.inject({ method: 'GET', url: MONEY_TO_RETURN, headers: bearer(admin) })).json() as {
    orderId: string;
    amount: number;
    reason: string;
  }[];

/** An account's balance over an order's ledger transactions, in cents (debit positive). */
async function balance(account: string, orderId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.account, account as never), eq(ledgerTransactions.orderId, orderId)));
  return Number(row?.sum);
}
const ledgerSum = async () =>
  Number(
    (
      await t.database.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` }).from(ledgerEntries)
    )[0]?.sum,
  );

describe('money received by bank transfer in the ledger', () => {
  it('holds a confirmed partial payment for the collector, then applies it when the rest pays the order', async () => {
    const { order } = await submittedTransfer();
    expect((await partial(order.orderId, 100, 'part-100-a')).statusCode).toBe(200);
    expect(await balance('collector_funds', order.orderId)).toBe(-10_000);
    expect(await balance('customer_funds', order.orderId)).toBe(10_000);
    expect(await ledgerSum()).toBe(0);
    // Waiting for the rest is not money to return.
    expect((await moneyToReturn()).map((row) => row.orderId)).not.toContain(order.orderId);

    const rest = await verify({ orderId: order.orderId, isVerified: true, amountReceived: 925 }, 'rest-925-a');
    expect(rest.json()).toMatchObject({ paymentStatus: 3, amountOutstanding: 0 });
    expect(await balance('collector_funds', order.orderId)).toBe(0);
    // Counted once: the money received is the order's total, not the total plus the receipts.
    expect(await balance('customer_funds', order.orderId)).toBe(102_500);
    expect(await ledgerSum()).toBe(0);
  });

  it('keeps money sent for a rejected transfer as owed back, with why the amount due changed, and books its return once', async () => {
    const { order, customer } = await submittedTransfer();
    await partial(order.orderId, 100, 'part-100-b');
    expect((await verify({ orderId: order.orderId, isVerified: false, notes: 'The rest never came' })).statusCode).toBe(200);
    expect(await balance('collector_funds', order.orderId)).toBe(-10_000);

    const view = await t.app.inject({ method: 'GET', url: `/api/Orders/${order.orderId}`, headers: bearer(customer.token) });
    expect(view.json()).toMatchObject({ totalAmount: 1075 });
    expect(view.json().transferRejection).toMatchObject({
      amountDueBefore: 1025,
      heldForYou: 100,
      amountDueNote:
        'The bank transfer was rejected, so its 5% discount no longer applies: the amount due went from $1,025.00 to $1,075.00. Paying by bank transfer again takes the discount off again.',
    });
    expect(await moneyToReturn()).toContainEqual(
      expect.objectContaining({ orderId: order.orderId, amount: 100, reason: 'rejected' }),
    );

    const [first, second] = await Promise.all([
      markReturned(order.orderId, 'return-money-1'),
      markReturned(order.orderId, 'return-money-2'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const replay = await markReturned(
      order.orderId,
      [first, second].find((answer) => answer.statusCode === 200) === first ? 'return-money-1' : 'return-money-2',
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ orderId: order.orderId, amount: 100, reference: 'WIRE-BACK-1' });
    expect(await balance('collector_funds', order.orderId)).toBe(0);
    expect(await balance('customer_funds', order.orderId)).toBe(0);
    expect((await moneyToReturn()).map((row) => row.orderId)).not.toContain(order.orderId);
    const [transfer] = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.orderId));
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'bank_transfer.money_returned'), eq(adminAuditLog.entityId, transfer?.id ?? '')));
    expect(audit).toHaveLength(1);
    expect(await ledgerSum()).toBe(0);
  });

  it('books two approvals sent together once', async () => {
    const { order } = await submittedTransfer();
    const body = { orderId: order.orderId, isVerified: true, amountReceived: 1025 };
    const answers = await Promise.all([verify(body, 'together-1'), verify(body, 'together-2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balance('collector_funds', order.orderId)).toBe(0);
    expect(await balance('customer_funds', order.orderId)).toBe(102_500);
    expect(await ledgerSum()).toBe(0);
  });

  it('lists the surplus of an overpayment as money to return', async () => {
    const { order } = await submittedTransfer();
    expect((await verify({ orderId: order.orderId, isVerified: true, amountReceived: 1100.5 }, 'over-1100')).statusCode).toBe(
      200,
    );
    expect(await balance('collector_funds', order.orderId)).toBe(-7_550);
    expect(await moneyToReturn()).toContainEqual(
      expect.objectContaining({ orderId: order.orderId, amount: 75.5, reason: 'overpaid' }),
    );
    expect(await ledgerSum()).toBe(0);
  });

  it('holds rupees at the transfer rate, to the cent over several instalments', async () => {
    const { order } = await submittedTransfer({ amount: '85075', currency: 'INR' });
    await partial(order.orderId, 1000.01, 'inr-part-1');
    await partial(order.orderId, 2000.02, 'inr-part-2');
    await verify({ orderId: order.orderId, isVerified: true, amountReceived: 82_074.97 }, 'inr-rest');
    expect(await balance('collector_funds', order.orderId)).toBe(0);
    expect(await balance('customer_funds', order.orderId)).toBe(102_500);
  });

  it('needs an Idempotency-Key and a reference, is for admins only, and refuses an order with nothing held', async () => {
    const { order, customer } = await submittedTransfer();
    await partial(order.orderId, 50, 'part-50-c');
    await verify({ orderId: order.orderId, isVerified: false });
    expect((await markReturned(order.orderId, undefined)).statusCode).toBe(400);
    expect((await markReturned(order.orderId, 'no-reference-1', '')).statusCode).toBe(400);
    expect((await markReturned(order.orderId, 'customer-key-1', 'X', customer.token)).statusCode).toBe(403);
    expect(await balance('collector_funds', order.orderId)).toBe(-5_000);
    const other = await submittedTransfer();
    const nothing = await markReturned(other.order.orderId, 'nothing-held-1');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Nothing is held for the collector on this order');
  });
});

describe("receipts confirmed before they were ledger entries (the migration's data fix)", () => {
  /** The data fix's statements, as the migration runs them: everything after the table's creation. */
  async function runDataFix() {
    const file = path.join(import.meta.dirname, '../../../db/migrations/0033_collector_funds.sql');
    const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint').filter((part) => part.includes('WITH '));
    expect(statements).toHaveLength(2);
    await t.database.db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
  }
  /** Takes the order's receipts out of the ledger, as they were before (the ledger refuses a DELETE: triggers off). */
  async function forgetReceipts(orderId: string) {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const ids = (
        await tx
          .select({ id: ledgerTransactions.id })
          .from(ledgerTransactions)
          .where(
            and(
              eq(ledgerTransactions.orderId, orderId),
              inArray(ledgerTransactions.kind, ['transfer_received', 'receipts_applied']),
            ),
          )
      ).map((row) => row.id);
      if (ids.length === 0) return;
      await tx.delete(ledgerEntries).where(inArray(ledgerEntries.transactionId, ids));
      await tx.delete(ledgerTransactions).where(inArray(ledgerTransactions.id, ids));
    });
  }

  it('books them as held, applies what paid an order, leaves a rejection owed back, and books nothing twice', async () => {
    const paid = await submittedTransfer({ amount: '85075', currency: 'INR' });
    await partial(paid.order.orderId, 1000.01, 'fix-inr-1');
    await verify({ orderId: paid.order.orderId, isVerified: true, amountReceived: 84_074.99 }, 'fix-inr-2');
    const rejected = await submittedTransfer();
    await partial(rejected.order.orderId, 100, 'fix-usd-1');
    await verify({ orderId: rejected.order.orderId, isVerified: false });
    for (const { order } of [paid, rejected]) await forgetReceipts(order.orderId);
    expect(await balance('collector_funds', paid.order.orderId)).toBe(0);
    expect(await balance('customer_funds', rejected.order.orderId)).toBe(0);
    expect(await t.database.db.select().from(bankTransferReceipts)).not.toHaveLength(0);

    await runDataFix();
    expect(await balance('collector_funds', paid.order.orderId)).toBe(0);
    expect(await balance('customer_funds', paid.order.orderId)).toBe(102_500);
    expect(await balance('collector_funds', rejected.order.orderId)).toBe(-10_000);
    expect(await moneyToReturn()).toContainEqual(expect.objectContaining({ orderId: rejected.order.orderId, amount: 100 }));
    const before = await t.database.db.select({ id: ledgerEntries.id }).from(ledgerEntries);
    await runDataFix();
    expect(await t.database.db.select({ id: ledgerEntries.id }).from(ledgerEntries)).toHaveLength(before.length);
    expect(await ledgerSum()).toBe(0);
  });
});
