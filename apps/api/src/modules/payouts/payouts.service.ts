import {
  isPayoutEligible,
  PayoutMessages,
  type VendorPaymentInput,
  vendorEarningCents,
  vendorPaymentTransactionId,
} from '@art-market/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { vendorOrders } from '../../db/schema.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { isUuid } from '../products/product.repository.ts';
import { recordVendorPaid } from './ledger.service.ts';
import {
  findUnpaidDeliveredItems,
  finishPayoutRun,
  insertPayout,
  insertPayoutItems,
  insertPayoutRun,
  isVendorOrderPaidOut,
  lockPayoutRuns,
  type PayableItem,
} from './payouts.repository.ts';

/**
 * The admin's "Mark as Paid" for one vendor order: allowed once, only for a delivered order whose
 * customer paid. It pays every item of the vendor order, return window or not (the admin decides),
 * and lowers the vendor's pending payouts by exactly total - commission.
 */
export async function recordManualVendorPayment(
  ctx: AppContext,
  adminId: string,
  vendorOrderId: string,
  input: VendorPaymentInput,
): Promise<{ payoutId: string; amountCents: number }> {
  if (!isUuid(vendorOrderId)) throw new NotFound(PayoutMessages.orderNotFound);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [vendorOrder] = await tx
        .select({ id: vendorOrders.id, vendorId: vendorOrders.vendorId })
        .from(vendorOrders)
        .where(eq(vendorOrders.id, vendorOrderId))
        .for('update');
      if (!vendorOrder) throw new NotFound(PayoutMessages.orderNotFound);
      const items = (await findUnpaidDeliveredItems(tx, vendorOrderId)).filter((item) => !item.refunded);
      if (items.length === 0) {
        const paid = await isVendorOrderPaidOut(tx, vendorOrderId);
        throw new Conflict(paid ? PayoutMessages.alreadyPaid : PayoutMessages.notPayable);
      }
      return pay(tx, ctx.now(), vendorOrder.vendorId, items, {
        kind: 'manual',
        transactionId: input.transactionId,
        notes: input.notes,
        createdBy: adminId,
      });
    });
  } catch (error) {
    // A weekly run paid the same items a moment earlier: the unique index said no.
    if (isUniqueViolation(error)) throw new Conflict(PayoutMessages.alreadyPaid);
    throw error;
  }
}

export interface PayoutRunResult {
  runId: string;
  amountCents: number;
  payoutCount: number;
  itemCount: number;
}

/**
 * The weekly run: one payout per vendor for its delivered, unpaid items past the return window.
 * One run at a time across processes (advisory lock); the unique index on paid items is the
 * backstop, so running it twice, or on two servers at once, pays nothing twice.
 */
export async function runWeeklyPayout(ctx: AppContext, startedBy: string | null): Promise<PayoutRunResult> {
  return ctx.db.transaction(async (tx) => {
    await lockPayoutRuns(tx);
    const now = ctx.now();
    const eligible = (await findUnpaidDeliveredItems(tx)).filter((item) =>
      isPayoutEligible({ deliveredAt: item.deliveredAt, refunded: item.refunded, paidOut: false }, now),
    );
    const runId = await insertPayoutRun(tx, startedBy);
    const byVendor = new Map<string, PayableItem[]>();
    for (const item of eligible) byVendor.set(item.vendorId, [...(byVendor.get(item.vendorId) ?? []), item]);
    let amountCents = 0;
    let index = 0;
    for (const [vendorId, items] of byVendor) {
      index += 1;
      const payout = await pay(tx, now, vendorId, items, {
        kind: 'weekly',
        transactionId: `${vendorPaymentTransactionId(now)}-${index}`,
        notes: 'Weekly payout',
        runId,
        createdBy: startedBy,
      });
      amountCents += payout.amountCents;
    }
    await finishPayoutRun(tx, runId, amountCents, byVendor.size);
    return { runId, amountCents, payoutCount: byVendor.size, itemCount: eligible.length };
  });
}

async function pay(
  tx: Database,
  now: Date,
  vendorId: string,
  items: readonly PayableItem[],
  payout: { kind: 'manual' | 'weekly'; transactionId: string; notes: string; runId?: string; createdBy: string | null },
) {
  const lines = items.map((item) => ({ orderItemId: item.orderItemId, amountCents: vendorEarningCents(item) }));
  const amountCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const payoutId = await insertPayout(tx, { vendorId, amountCents, ...payout, createdAt: now });
  await insertPayoutItems(tx, payoutId, lines);
  await recordVendorPaid(tx, payoutId, items, now);
  return { payoutId, amountCents };
}
