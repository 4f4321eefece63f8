import { LedgerAccount, PaymentStatus } from '@art-market/domain/rules';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, vendorOrders } from '#api/db/schema.ts';
import { adminToken, bearer, createPayableVendor } from '#api/test/factories.ts';
import { buyPaidOrder } from '#api/test/paid-order.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';
import { recordRefunded } from './ledger.service.ts';

// Random sequences of purchases, deliveries, manual payments, payout runs and refunds; after every
// step the ledger balances, no item is paid twice, and every figure the screens show equals a sum
// over the ledger and over the facts it records.

let t: TestApp;
let admin: string;
let vendors: Awaited<ReturnType<typeof createPayableVendor>>[];

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
  vendors = [await createPayableVendor(t.app), await createPayableVendor(t.app)];
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

type Action =
  | { kind: 'buy'; vendors: number[] }
  | { kind: 'deliver'; pick: number; daysAgo: number }
  | { kind: 'markPaid'; pick: number }
  | { kind: 'run' }
  | { kind: 'refund'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), vendors: fc.subarray([0, 1], { minLength: 1 }) }),
  fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat(), daysAgo: fc.constantFrom(0, 10) }),
  fc.record({ kind: fc.constant('markPaid' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('run' as const) }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
);

const paidOrderIds: string[] = [];

async function apply(step: Action): Promise<void> {
  const db = t.database.db;
  const allVendorOrders = await db.select().from(vendorOrders);
  const pickVendorOrder = (pick: number) => allVendorOrders[pick % Math.max(1, allVendorOrders.length)];
  switch (step.kind) {
    case 'buy': {
      const order = await buyPaidOrder(
        t.app,
        admin,
        step.vendors.map((index) => vendors[index] as (typeof vendors)[number]),
      );
      paidOrderIds.push(order.orderId);
      return;
    }
    case 'deliver': {
      const vendorOrder = pickVendorOrder(step.pick);
      if (!vendorOrder) return;
      const vendor = vendors.find((candidate) => candidate.id === vendorOrder.vendorId);
      const clock = t.app.ctx.now;
      t.app.ctx.now = () => new Date(clock().getTime() - step.daysAgo * DAY);
      try {
        const shipped = await t.app.inject({
          method: 'PUT',
          url: `/api/vendordashboard/orders/${vendorOrder.id}/tracking`,
          headers: bearer(vendor?.token ?? ''),
          payload: { trackingNumber: 'BD123456789IN', shippingProvider: 'India Post' },
        });
        // Shipped now, delivered already (409), or refunded and so no longer the vendor's to ship (404).
        expect([200, 404, 409]).toContain(shipped.statusCode);
        const answer = await t.app.inject({
          method: 'PUT',
          url: `/api/vendordashboard/orders/${vendorOrder.id}/status`,
          headers: { ...bearer(vendor?.token ?? ''), 'content-type': 'application/json' },
          payload: '3',
        });
        // Delivered now or already (200 again), or refunded (404).
        expect([200, 404]).toContain(answer.statusCode);
      } finally {
        t.app.ctx.now = clock;
      }
      return;
    }
    case 'markPaid': {
      const vendorOrder = pickVendorOrder(step.pick);
      if (!vendorOrder) return;
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/dashboard/orders/${vendorOrder.id}/vendor-payment`,
        headers: bearer(admin),
        payload: { status: 2, transactionId: `TRX${Date.now()}`, notes: '' },
      });
      expect([200, 409]).toContain(answer.statusCode);
      return;
    }
    case 'run': {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/admin/dashboard/payouts/process', headers: bearer(admin) })).statusCode,
      ).toBe(200);
      return;
    }
    case 'refund': {
      const orderId = paidOrderIds[step.pick % Math.max(1, paidOrderIds.length)];
      if (!orderId) return;
      // As PayPal's REFUNDED webhook does: the order moves to Refunded and the ledger reverses it.
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(orders)
          .set({ paymentStatus: PaymentStatus.Refunded })
          .where(sql`${orders.id} = ${orderId} and ${orders.paymentStatus} = ${PaymentStatus.Paid}`)
          .returning({ id: orders.id });
        if (moved.length > 0) await recordRefunded(tx, orderId, new Date());
      });
      return;
    }
  }
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function checkInvariants(): Promise<void> {
  // Double entry: every transaction, and so the whole ledger, sums to zero.
  expect(
    await rows(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`),
  ).toEqual([]);
  // No item paid twice.
  expect(await rows(sql`select order_item_id from payout_items group by order_item_id having count(*) > 1`)).toEqual([]);

  // What each vendor is owed, from the facts: delivered, unpaid items of orders that were not refunded.
  const owed = await rows<{ vendor_id: string; cents: string }>(sql`
    select vo.vendor_id, coalesce(sum(i.total_cents - i.commission_cents), 0) as cents
    from order_items i join vendor_orders vo on vo.id = i.vendor_order_id join orders o on o.id = i.order_id
    where vo.status = 3 and o.payment_status = ${PaymentStatus.Paid}
      and not exists (select 1 from payout_items p where p.order_item_id = i.id)
    group by vo.vendor_id`);
  for (const vendor of vendors) {
    const earnings = (
      await t.app.inject({ method: 'GET', url: `/api/vendordashboard/earnings/${vendor.id}`, headers: bearer(vendor.token) })
    ).json();
    const [ledger] = await rows<{ cents: string }>(
      sql`select coalesce(-sum(amount_cents), 0) as cents from ledger_entries where account = ${LedgerAccount.VendorPayable} and vendor_id = ${vendor.id}`,
    );
    const fact = Number(owed.find((row) => row.vendor_id === vendor.id)?.cents ?? 0);
    // A refunded item already paid out leaves the vendor owing: the facts count it as 0, the ledger as negative...
    const [owesBack] = await rows<{ cents: string }>(sql`
      select coalesce(sum(i.total_cents - i.commission_cents), 0) as cents
      from order_items i join vendor_orders vo on vo.id = i.vendor_order_id join orders o on o.id = i.order_id
      where vo.vendor_id = ${vendor.id} and o.payment_status = ${PaymentStatus.Refunded} and vo.status = 3
        and exists (select 1 from payout_items p where p.order_item_id = i.id)`);
    // ...until a weekly payout nets it off: the payout pays that much less than its items.
    const [netted] = await rows<{ cents: string }>(sql`
      select coalesce(sum(p.amount_cents - (select coalesce(sum(pi.amount_cents), 0) from payout_items pi where pi.payout_id = p.id)), 0) as cents
      from payouts p where p.vendor_id = ${vendor.id}`);
    expect(Number(netted?.cents)).toBeLessThanOrEqual(0);
    expect(Number(ledger?.cents)).toBe(fact - Number(owesBack?.cents) - Number(netted?.cents));
    expect(Math.round(earnings.pendingPayouts * 100)).toBe(Number(ledger?.cents));
  }

  // The earnings screen: its summary equals its rows (refunded ones excluded) and the ledger.
  const screen = (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/earnings?startDate=2020-01-01&endDate=2099-12-31&pageSize=200',
      headers: bearer(admin),
    })
  ).json();
  const live = screen.orders.filter((row: { paymentStatus: number }) => row.paymentStatus !== PaymentStatus.Refunded);
  const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
  expect(Math.round(screen.summary.totalOrderValue * 100)).toBe(
    cents(live.map((row: { totalAmount: number }) => row.totalAmount)),
  );
  expect(Math.round(screen.summary.totalCommission * 100)).toBe(
    cents(live.map((row: { commissionAmount: number }) => row.commissionAmount)),
  );
  const [allPayable] = await rows<{ cents: string }>(
    sql`select coalesce(-sum(amount_cents), 0) as cents from ledger_entries where account = ${LedgerAccount.VendorPayable}`,
  );
  expect(Math.round(screen.pendingPayouts * 100)).toBe(Number(allPayable?.cents));
}

it('keeps the ledger balanced, pays nothing twice, and shows sums over the ledger', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 7 }), async (steps) => {
      for (const step of steps) {
        await apply(step);
        await checkInvariants();
      }
    }),
    { numRuns: 6 },
  );
}, 240_000);
