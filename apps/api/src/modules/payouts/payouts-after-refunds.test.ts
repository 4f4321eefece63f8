import { LedgerAccount, splitRefund } from '@art-market/domain/rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orderItems, payoutItems, payouts, vendorOrders } from '#api/db/schema.ts';
import { findRefundableItems, recordChargeback, recordDelivered } from '#api/modules/ledger/ledger.service.ts';
import { adminToken, bearer, createPayableVendor } from '#api/test/factories.ts';
import { buyPaidOrder } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Payouts pay what the ledger says a vendor is owed now, not the earning frozen at sale: a refund
// before delivery or payout lowers it, an open return holds it back, and a refund after the vendor
// was paid leaves a debt that its next weekly payout nets off.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
type Vendor = Awaited<ReturnType<typeof createPayableVendor>>;
type Order = Awaited<ReturnType<typeof buyPaidOrder>>;

/** Runs `act` with the app's clock `daysAgo` days back. */
async function daysBack<T>(daysAgo: number, act: () => Promise<T>): Promise<T> {
  const clock = t.app.ctx.now;
  t.app.ctx.now = () => new Date(clock().getTime() - daysAgo * DAY);
  try {
    return await act();
  } finally {
    t.app.ctx.now = clock;
  }
}

async function partOf(order: Order) {
  const [vendorOrder] = await t.database.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, order.orderId));
  const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
  if (!vendorOrder || !item) throw new Error(`order ${order.orderId} has no part`);
  return { vendorOrder, item, earningCents: item.totalCents - item.commissionCents };
}

/** The vendor ships its part and marks it delivered, `daysAgo` days back. */
async function deliver(vendor: Vendor, order: Order, daysAgo: number) {
  const { vendorOrder } = await partOf(order);
  await daysBack(daysAgo, async () => {
    const shipped = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/orders/${vendorOrder.id}/tracking`,
      headers: bearer(vendor.token),
      payload: { trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const delivered = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/orders/${vendorOrder.id}/status`,
      headers: { ...bearer(vendor.token), 'content-type': 'application/json' },
      payload: '3',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
  });
}

let refundKeys = 0;
/** The admin refunds part of the order (dollars), or all of what is left. */
async function refund(order: Order, amount?: number) {
  refundKeys += 1;
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/admin/dashboard/orders/${order.orderId}/refund`,
    headers: { ...bearer(admin), 'idempotency-key': `payout-test-${refundKeys}-${order.orderId}` },
    payload: { ...(amount === undefined ? {} : { amount }), reason: 'Frame arrived cracked' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** The collector asks to return the order, `daysAgo` days back; answers the return's id. */
async function requestReturn(order: Order, daysAgo: number): Promise<string> {
  const form = new FormData();
  form.append('reason', 'changed_mind');
  form.append('description', 'It does not suit the room');
  const answer = await daysBack(daysAgo, () =>
    t.app.inject({
      method: 'POST',
      url: `/api/CustomerDashboard/orders/${order.orderId}/returns`,
      headers: bearer(order.customer.token),
      payload: form,
    }),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

const processPayouts = async () => {
  const answer = await t.app.inject({ method: 'POST', url: '/api/admin/dashboard/payouts/process', headers: bearer(admin) });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const markPaid = (vendorOrderId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/dashboard/orders/${vendorOrderId}/vendor-payment`,
    headers: bearer(admin),
    payload: { status: 2, transactionId: `TRX${Date.now()}`, notes: '' },
  });
const earningsOf = async (vendor: Vendor) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/vendordashboard/earnings/${vendor.id}`, headers: bearer(vendor.token) })
  ).json();
const payoutsOf = async (vendor: Vendor): Promise<{ id: string; amount: number; itemCount: number }[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/vendordashboard/payouts/${vendor.id}`, headers: bearer(vendor.token) })).json();
const statementOf = (vendor: Vendor, payoutId: string, csv = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/vendordashboard/payouts/${vendor.id}/${payoutId}${csv}`,
    headers: bearer(vendor.token),
  });

/** What the vendor is owed on one of its accounts (minus the sum of its entries). */
async function owed(account: string, vendorId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, account as 'vendor_payable'), eq(ledgerEntries.vendorId, vendorId)));
  return 0 - Number(row?.sum);
}

/** The vendor's share of a refund of `cents` on the order's one item, by the domain's split. */
async function earningTakenBack(order: Order, cents: number, refundedBefore = 0): Promise<number> {
  const { item } = await partOf(order);
  const [split] = splitRefund([{ ...item, orderItemId: item.id, vendorId: '', refundedCents: refundedBefore }], cents);
  return split?.earningCents ?? 0;
}

/** Double entry holds, and no item is in two payouts. */
async function expectLedgerSound() {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  expect(
    await rows(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`),
  ).toEqual([]);
  expect(await rows(sql`select coalesce(sum(amount_cents), 0)::int as sum from ledger_entries`)).toEqual([{ sum: 0 }]);
  expect(await rows(sql`select order_item_id from payout_items group by order_item_id having count(*) > 1`)).toEqual([]);
}

describe('a refund before delivery', () => {
  it('leaves only what is left to become payable on delivery, and the weekly run pays exactly that', async () => {
    const vendor = await createPayableVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    const { earningCents, item } = await partOf(order);
    await refund(order, 100);
    const kept = earningCents - (await earningTakenBack(order, 100_00));
    expect(kept).toBeLessThan(earningCents);
    expect(await owed(LedgerAccount.VendorUnearned, vendor.id)).toBe(kept);

    await deliver(vendor, order, 8);
    expect(await owed(LedgerAccount.VendorUnearned, vendor.id)).toBe(0);
    expect(await owed(LedgerAccount.VendorPayable, vendor.id)).toBe(kept);

    await processPayouts();
    const [payout, ...more] = await payoutsOf(vendor);
    expect(more).toEqual([]);
    expect(payout).toMatchObject({ amount: kept / 100, itemCount: 1 });
    const [paid] = await t.database.db.select().from(payoutItems).where(eq(payoutItems.orderItemId, item.id));
    expect(paid?.amountCents).toBe(kept);
    const earnings = await earningsOf(vendor);
    expect(earnings).toMatchObject({ pendingPayouts: 0, paid: kept / 100, totalEarnings: kept / 100 });
    // The weekly chart counts the refund too: captures less refunds.
    const charted = earnings.weekly.reduce((sum: number, week: { earnings: number }) => sum + Math.round(week.earnings * 100), 0);
    expect(charted).toBe(kept);

    await processPayouts();
    expect(await payoutsOf(vendor)).toHaveLength(1);
    await expectLedgerSound();
  });

  it('records the delivery, with nothing to move, when everything was refunded; nothing is ever paid', async () => {
    const vendor = await createPayableVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    await refund(order, 300);
    await refund(order);
    expect(await owed(LedgerAccount.VendorUnearned, vendor.id)).toBe(0);
    const { vendorOrder } = await partOf(order);
    // Refunded in full, the order is no longer the vendor's to ship, so the ledger's writer is called directly.
    const written = await t.database.db.transaction((tx) => recordDelivered(tx, vendorOrder.id, new Date(Date.now() - 8 * DAY)));
    expect(written).toBe(true);
    expect(await owed(LedgerAccount.VendorPayable, vendor.id)).toBe(0);
    await processPayouts();
    expect(await payoutsOf(vendor)).toEqual([]);
    const paid = await markPaid(vendorOrder.id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('Only a delivered, paid order can be paid to the vendor');
    await expectLedgerSound();
  });
});

describe('an open return', () => {
  it('holds the earning back from the weekly run and from Mark as Paid until the return is closed', async () => {
    const [held, manual] = [await createPayableVendor(t.app), await createPayableVendor(t.app)];
    const heldOrder = await buyPaidOrder(t.app, admin, [held]);
    const manualOrder = await buyPaidOrder(t.app, admin, [manual]);
    await deliver(held, heldOrder, 9);
    await deliver(manual, manualOrder, 9);
    const returnId = await requestReturn(heldOrder, 8);
    await requestReturn(manualOrder, 8);

    await processPayouts();
    expect(await payoutsOf(held)).toEqual([]);
    expect(await payoutsOf(manual)).toEqual([]);
    const { earningCents: heldEarning } = await partOf(heldOrder);
    expect((await earningsOf(held)).pendingPayouts).toBe(heldEarning / 100);

    // Mark as Paid follows the same rules and says why before anyone sends money.
    const { vendorOrder } = await partOf(manualOrder);
    const refused = await markPaid(vendorOrder.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A return of this order is open: it can be paid once the return is settled.');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/earnings?pageSize=100',
      headers: bearer(admin),
    });
    expect((listed.json().orders as { id: string }[]).find((row) => row.id === vendorOrder.id)).toMatchObject({
      payoutWait: { reason: 'open_return', until: null },
    });

    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/dashboard/returns/${returnId}`,
      headers: bearer(admin),
      payload: { status: 'rejected', notes: 'Outside the policy' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await processPayouts();
    expect(await payoutsOf(held)).toMatchObject([{ amount: heldEarning / 100, itemCount: 1 }]);
    expect(await payoutsOf(manual)).toEqual([]);
    await expectLedgerSound();
  });
});

describe('a refund after the vendor was paid', () => {
  it('shows a negative balance, which the next weekly payout nets off and its statement shows', async () => {
    const vendor = await createPayableVendor(t.app);
    const first = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(vendor, first, 8);
    await processPayouts();
    const { earningCents: firstEarning, item: firstItem } = await partOf(first);
    expect(await payoutsOf(vendor)).toMatchObject([{ amount: firstEarning / 100 }]);

    await refund(first, 200);
    const debt = await earningTakenBack(first, 200_00);
    expect(await owed(LedgerAccount.VendorPayable, vendor.id)).toBe(-debt);
    expect((await earningsOf(vendor)).pendingPayouts).toBe(-debt / 100);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/vendors', headers: bearer(admin) });
    expect(listed.json().find((row: { id: string }) => row.id === vendor.id).pendingPayoutAmount).toBe(-debt / 100);

    // Nothing new is due: the debt waits.
    await processPayouts();
    expect(await payoutsOf(vendor)).toHaveLength(1);

    const second = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(vendor, second, 8);
    await processPayouts();
    const { earningCents: secondEarning } = await partOf(second);
    const [latest] = await payoutsOf(vendor);
    expect(latest).toMatchObject({ amount: (secondEarning - debt) / 100, itemCount: 1 });
    expect(await owed(LedgerAccount.VendorPayable, vendor.id)).toBe(0);
    const paidOut = firstEarning + secondEarning - debt;
    expect(await earningsOf(vendor)).toMatchObject({ pendingPayouts: 0, paid: paidOut / 100, totalEarnings: paidOut / 100 });

    const statement = (await statementOf(vendor, latest?.id ?? '')).json();
    expect(statement.lines).toHaveLength(2);
    expect(statement.lines).toContainEqual(
      expect.objectContaining({ title: `Refund after payout: ${firstItem.title}`, earning: -debt / 100 }),
    );
    expect(statement.totals.earning).toBeCloseTo(statement.amount, 2);
    const csv = await statementOf(vendor, latest?.id ?? '', '/csv');
    expect(csv.body).toContain(`Refund after payout: ${firstItem.title}`);

    await processPayouts();
    expect(await payoutsOf(vendor)).toHaveLength(2);
    await expectLedgerSound();
  });

  it('carries a debt larger than the new earnings to a later run, paying nothing meanwhile', async () => {
    const vendor = await createPayableVendor(t.app);
    const first = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(vendor, first, 8);
    await processPayouts();
    await refund(first);
    const { earningCents: debt } = await partOf(first);
    expect(await owed(LedgerAccount.VendorPayable, vendor.id)).toBe(-debt);

    const small = await buyPaidOrder(t.app, admin, [vendor], { price: '200' });
    await deliver(vendor, small, 8);
    const { earningCents: smallEarning, item: smallItem } = await partOf(small);
    expect(smallEarning).toBeLessThan(debt);
    await processPayouts();
    expect(await payoutsOf(vendor)).toHaveLength(1);
    expect(await t.database.db.select().from(payoutItems).where(eq(payoutItems.orderItemId, smallItem.id))).toEqual([]);
    expect((await earningsOf(vendor)).pendingPayouts).toBe((smallEarning - debt) / 100);

    const large = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(vendor, large, 8);
    const { earningCents: largeEarning } = await partOf(large);
    await processPayouts();
    const [latest] = await payoutsOf(vendor);
    expect(latest).toMatchObject({ amount: (smallEarning + largeEarning - debt) / 100, itemCount: 2 });
    expect(await owed(LedgerAccount.VendorPayable, vendor.id)).toBe(0);
    const statement = (await statementOf(vendor, latest?.id ?? '')).json();
    expect(statement.lines).toHaveLength(3);
    expect(statement.totals.earning).toBeCloseTo(statement.amount, 2);
    await expectLedgerSound();
  });

  it('nets a chargeback after payout the same way', async () => {
    const vendor = await createPayableVendor(t.app);
    const first = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(vendor, first, 8);
    await processPayouts();
    await t.database.db.transaction(async (tx) => {
      const items = await findRefundableItems(tx, { orderIds: [first.orderId] });
      await recordChargeback(
        tx,
        { key: `test-${first.orderId}`, orderId: first.orderId },
        splitRefund(items, 150_00),
        new Date(),
      );
    });
    const debt = await earningTakenBack(first, 150_00);
    expect(await owed(LedgerAccount.VendorPayable, vendor.id)).toBe(-debt);

    const second = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(vendor, second, 8);
    await processPayouts();
    const { earningCents } = await partOf(second);
    const [latest] = await payoutsOf(vendor);
    expect(latest?.amount).toBe((earningCents - debt) / 100);
    const [stored] = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.id, latest?.id ?? ''));
    expect(stored?.amountCents).toBe(earningCents - debt);
    await expectLedgerSound();
  });
});

describe('one net amount on the Earnings row', () => {
  const earningsRowOf = async (vendorOrderId: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/earnings?pageSize=100',
      headers: bearer(admin),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (
      answer.json().orders as { id: string; vendorPayment: number; earnedAmount: number; refundDeductions: unknown[] }[]
    ).find((row) => row.id === vendorOrderId);
  };

  it('shows what the studio shows after a partial refund, each refund as its own line, and Mark as Paid records it', async () => {
    const vendor = await createPayableVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    const { earningCents, vendorOrder } = await partOf(order);
    await deliver(vendor, order, 8);
    await refund(order, 50);
    const taken = await earningTakenBack(order, 50_00);
    const net = earningCents - taken;
    expect((await earningsOf(vendor)).pendingPayouts).toBe(net / 100);

    const row = await earningsRowOf(vendorOrder.id);
    expect(row).toMatchObject({
      vendorPayment: net / 100,
      earnedAmount: earningCents / 100,
      refundDeductions: [{ kind: 'refund', amount: taken / 100 }],
    });
    const paid = await markPaid(vendorOrder.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await payoutsOf(vendor))[0]).toMatchObject({ amount: net / 100 });
    await expectLedgerSound();
  });

  it('shows nothing to pay for an order refunded in full', async () => {
    const vendor = await createPayableVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    const { vendorOrder } = await partOf(order);
    await refund(order);
    const row = await earningsRowOf(vendorOrder.id);
    expect(row?.vendorPayment).toBe(0);
    expect(row?.refundDeductions).toHaveLength(1);
  });
});

describe('Mark as Paid inside the waits', () => {
  it('names the return window and its end on the row, and refuses with the same words', async () => {
    const vendor = await createPayableVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    await deliver(vendor, order, 2);
    const { vendorOrder } = await partOf(order);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/earnings?pageSize=100',
      headers: bearer(admin),
    });
    const row = (listed.json().orders as { id: string; payoutWait: { reason: string; until: string } }[]).find(
      (candidate) => candidate.id === vendorOrder.id,
    );
    expect(row?.payoutWait.reason).toBe('return_window');
    const until = new Date(row?.payoutWait.until ?? '');
    const delivered = new Date(Date.now() - 2 * DAY);
    expect(Math.abs(until.getTime() - (delivered.getTime() + 7 * DAY))).toBeLessThan(60_000);
    const refused = await markPaid(vendorOrder.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('return window closes at');
    expect(await payoutsOf(vendor)).toEqual([]);
  });
});
