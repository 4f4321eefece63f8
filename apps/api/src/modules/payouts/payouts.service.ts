import { PayoutMessages, type PayoutWait, payoutWaitMessage } from '@art-market/domain/copy';
import {
  holdPayouts,
  type ItemBalance,
  isPayoutAccountReady,
  LedgerAccount,
  type NettedPayout,
  nettedPayout,
  nextPayoutRun,
  type OwedItem,
  type PayoutAccountHold,
  payoutAccountReadyAt,
  payoutDueAt,
  payoutForecast,
  plannedPayouts,
  vendorPaymentTransactionId,
} from '@art-market/domain/rules';
import type { PayoutForecast, VendorPaymentInput } from '@art-market/domain/schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { vendorOrders } from '#api/db/schema.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { findVendorBalances, recordVendorPaid } from '#api/modules/ledger/ledger.service.ts';
import { hasOpenReturn } from '#api/modules/orders/order-life.ts';
import {
  findDefaultAccountsSince,
  findPayoutFacts,
  findVendorsWithActiveAccount,
  finishPayoutRun,
  insertPayout,
  insertPayoutItems,
  insertPayoutRun,
  isVendorOrderPaidOut,
  lockPayoutRuns,
} from './payouts.repository.ts';

/**
 * The admin's "Mark as Paid" for one vendor order: it records a transfer the admin made of what is
 * still owed on each unpaid item of the order (its earning less any refund), and nets no debt of other
 * orders. Allowed once, only while something is owed, and by the weekly run's rules (`payoutWaits`):
 * an active bank account whose details are 72 hours old (ADR 0029), the return window closed and no
 * return open; a refusal says why and until when. The transaction id is
 * ours (TRX plus a timestamp); the bank's own reference travels in the notes, which the statement shows.
 */
export async function recordManualVendorPayment(
  ctx: AppContext,
  adminId: string,
  vendorOrderId: string,
  input: VendorPaymentInput,
): Promise<{ payoutId: string; amountCents: number }> {
  if (!isUuid(vendorOrderId)) throw new NotFound(PayoutMessages.orderNotFound);
  try {
    return await withTransaction(ctx, async (tx) => {
      const [vendorOrder] = await tx
        .select({ id: vendorOrders.id, vendorId: vendorOrders.vendorId, deliveredAt: vendorOrders.deliveredAt })
        .from(vendorOrders)
        .where(eq(vendorOrders.id, vendorOrderId))
        .for('update');
      if (!vendorOrder) throw new NotFound(PayoutMessages.orderNotFound);
      const owed = (await findVendorBalances(tx, LedgerAccount.VendorPayable, { vendorOrderId })).filter(
        (item) => item.owedCents > 0,
      );
      const facts = await findPayoutFacts(
        tx,
        owed.map((item) => item.orderItemId),
      );
      const unpaid = owed.filter((item) => facts.get(item.orderItemId)?.paidOut === false);
      const netted = nettedPayout(unpaid, []);
      if (!netted) {
        const paid = await isVendorOrderPaidOut(tx, vendorOrderId);
        throw new Conflict(paid ? PayoutMessages.alreadyPaid : PayoutMessages.notPayable);
      }
      const now = ctx.now();
      const wait = (await payoutWaits(tx, [vendorOrder], now)).get(vendorOrder.id);
      if (wait) throw new Conflict(payoutWaitMessage(wait));
      return pay(tx, now, vendorOrder.vendorId, netted, {
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
 * The weekly run: per vendor, one payout of what it is owed on its items whose return window closed
 * with no return open, less what it owes back on items refunded after they were paid. A vendor whose
 * debts are as large as its earnings is paid nothing, and both wait for the next run; so does a vendor
 * whose default bank account's details are less than 72 hours old (ADR 0029). One run at a
 * time across processes (advisory lock); the unique index on paid items is the backstop, so running
 * it twice, or on two servers at once, pays nothing twice.
 */
export async function runWeeklyPayout(ctx: AppContext, startedBy: string | null): Promise<PayoutRunResult> {
  return withTransaction(ctx, async (tx) => {
    await lockPayoutRuns(tx);
    const now = ctx.now();
    const { owed, debts } = await findOwedItems(tx);
    const runId = await insertPayoutRun(tx, startedBy);
    let amountCents = 0;
    let payoutCount = 0;
    let itemCount = 0;
    const holdOf = await holdOfOwedVendors(tx, owed, now);
    for (const planned of holdPayouts(plannedPayouts(owed, debts, now), holdOf).paid) {
      payoutCount += 1;
      const payout = await pay(tx, now, planned.vendorId, planned.netted, {
        kind: 'weekly',
        transactionId: `${vendorPaymentTransactionId(now)}-${payoutCount}`,
        notes: 'Weekly payout',
        runId,
        createdBy: startedBy,
      });
      amountCents += payout.amountCents;
      itemCount += planned.itemCount;
    }
    await finishPayoutRun(tx, runId, amountCents, payoutCount);
    return { runId, amountCents, payoutCount, itemCount };
  });
}

/**
 * What a run now would pay, what comes due later and on which day (each item waits for its return
 * window after delivery), and what waits on an open return: shown before the admin starts a run.
 */
export async function getPayoutForecast(ctx: AppContext): Promise<PayoutForecast> {
  const now = ctx.now();
  const { owed, debts } = await findOwedItems(ctx.db);
  const schedule = ctx.config.PAYOUT_SCHEDULE;
  const holdOf = await holdOfOwedVendors(ctx.db, owed, now);
  return payoutForecast(owed, debts, now, schedule ? nextPayoutRun(schedule, now) : null, holdOf);
}

/**
 * The one rule of where a payout may go, for the run, its forecast and Mark as Paid alike: a payment
 * recorded with nowhere it could have been sent is a payment that did not happen, so a vendor with no
 * active bank account is not paid; nor is one whose default account's details are newer than the hold
 * (ADR 0029), until `readyAt`. Vendors absent from the answer can be paid.
 */
async function payoutAccountHolds(
  db: Database,
  vendorIds: string[],
  now: Date,
): Promise<Map<string, { hold: PayoutAccountHold; readyAt: Date }>> {
  const [active, since] = await Promise.all([
    findVendorsWithActiveAccount(db, vendorIds),
    findDefaultAccountsSince(db, vendorIds),
  ]);
  const holds = new Map<string, { hold: PayoutAccountHold; readyAt: Date }>();
  for (const vendorId of vendorIds) {
    const at = since.get(vendorId);
    if (!active.has(vendorId)) holds.set(vendorId, { hold: 'no_active_account', readyAt: now });
    else if (at !== undefined && !isPayoutAccountReady(at, now)) {
      holds.set(vendorId, { hold: 'new_account', readyAt: payoutAccountReadyAt(at) });
    }
  }
  return holds;
}

/**
 * Why each of these delivered vendor orders cannot be paid to its vendor yet, by the run's rules,
 * and until when where that is known: no active payout account, an open return, else whichever ends
 * later of a new payout account's wait and the return window. Orders absent from the answer can be paid.
 */
export async function payoutWaits(
  db: Database,
  vendorOrders: readonly { id: string; vendorId: string; deliveredAt: Date | null }[],
  now: Date,
): Promise<Map<string, { reason: PayoutWait; until: string | null }>> {
  const holds = await payoutAccountHolds(db, [...new Set(vendorOrders.map((order) => order.vendorId))], now);
  const waits = new Map<string, { reason: PayoutWait; until: string | null }>();
  for (const order of vendorOrders) {
    const hold = holds.get(order.vendorId);
    if (hold?.hold === 'no_active_account') {
      waits.set(order.id, { reason: 'no_active_account', until: null });
      continue;
    }
    if (await hasOpenReturn(db, order.id)) {
      waits.set(order.id, { reason: 'open_return', until: null });
      continue;
    }
    const windowEnds = order.deliveredAt ? payoutDueAt(order.deliveredAt) : null;
    const windowOpen = windowEnds !== null && windowEnds > now;
    const accountReady = hold?.hold === 'new_account' ? hold.readyAt : null;
    if (accountReady && (!windowOpen || accountReady >= (windowEnds as Date))) {
      waits.set(order.id, { reason: 'new_account', until: accountReady.toISOString() });
    } else if (windowOpen) {
      waits.set(order.id, { reason: 'return_window', until: (windowEnds as Date).toISOString() });
    }
  }
  return waits;
}

async function holdOfOwedVendors(db: Database, owed: readonly OwedItem[], now: Date) {
  const holds = await payoutAccountHolds(db, [...new Set(owed.map((item) => item.vendorId))], now);
  return (vendorId: string): PayoutAccountHold | undefined => holds.get(vendorId)?.hold;
}

/** Every item a vendor is owed on, with what decides when it is paid, and the vendors' debts. */
async function findOwedItems(db: Database): Promise<{ owed: OwedItem[]; debts: ItemBalance[] }> {
  const balances = await findVendorBalances(db, LedgerAccount.VendorPayable, {});
  const positive = balances.filter((item) => item.owedCents > 0);
  const facts = await findPayoutFacts(
    db,
    positive.map((item) => item.orderItemId),
  );
  const owed = positive.flatMap((item) => {
    const fact = facts.get(item.orderItemId);
    return fact ? [{ ...item, deliveredAt: fact.deliveredAt, openReturn: fact.openReturn, paidOut: fact.paidOut }] : [];
  });
  return { owed, debts: balances.filter((item) => item.owedCents < 0) };
}

/** Records a payout: its amount, one payout item per item paid (debts are not), and the balances it settles in the ledger. */
async function pay(
  tx: Database,
  now: Date,
  vendorId: string,
  netted: NettedPayout,
  payout: { kind: 'manual' | 'weekly'; transactionId: string; notes: string; runId?: string; createdBy: string | null },
) {
  const payoutId = await insertPayout(tx, { vendorId, amountCents: netted.amountCents, ...payout, createdAt: now });
  await insertPayoutItems(
    tx,
    payoutId,
    netted.settled
      .filter((item) => item.owedCents > 0)
      .map((item) => ({ orderItemId: item.orderItemId, amountCents: item.owedCents })),
  );
  await recordVendorPaid(tx, payoutId, netted.settled, now);
  return { payoutId, amountCents: netted.amountCents };
}
