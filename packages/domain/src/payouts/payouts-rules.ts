import type { VendorPaymentStatus } from '../common/enums.ts';
import { type Cents, toDollars } from '../common/money.ts';
import { NEW_PAYOUT_ACCOUNT_HOLD_HOURS } from './bank-accounts-rules.ts';
import type { ItemBalance } from './ledger.ts';
import type { PayoutForecast } from './payouts.ts';

export type VendorPaymentStatusCode = (typeof VendorPaymentStatus)[keyof typeof VendorPaymentStatus];

/** Days after delivery during which a buyer may return the piece; a payout waits for them. */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The transaction id of a manual vendor payment: TRX plus a timestamp (docs/product/money.md#payouts). */
export function vendorPaymentTransactionId(now: Date): string {
  return `TRX${now.getTime()}`;
}

/** What the weekly run needs to know of one item. */
export interface PayoutCandidate {
  /** When its vendor order was delivered (the ledger's `delivered` transaction); null before. */
  deliveredAt: Date | null;
  /** A return of its vendor order is still requested or approved: the refund it may give is not known yet. */
  openReturn: boolean;
  /** The vendor's payable balance on the item: its earning less what refunds and chargebacks took back. */
  owedCents: Cents;
  paidOut: boolean;
}

/**
 * The weekly run pays an item once its 7-day return window has closed with no return open, if
 * something is still owed on it and no payout has paid it.
 */
export function isPayoutEligible(item: PayoutCandidate, now: Date): boolean {
  if (!item.deliveredAt || item.openReturn || item.paidOut || item.owedCents <= 0) return false;
  return now.getTime() >= payoutDueAt(item.deliveredAt).getTime();
}

/** When an item delivered then has its return window closed, and the weekly run may pay it. */
export function payoutDueAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** A payout's amount and the payable balances it settles (the items paid and the debts netted). */
export interface NettedPayout {
  amountCents: Cents;
  settled: ItemBalance[];
}

/**
 * One vendor's weekly payout: what it is owed on the items paid, less what it owes back on items
 * refunded after they were paid (negative balances). While the debts are as large as the earnings
 * nothing is paid, and all of it waits for the next run.
 */
export function nettedPayout(paid: readonly ItemBalance[], debts: readonly ItemBalance[]): NettedPayout | null {
  const settled = [...paid.filter((item) => item.owedCents > 0), ...debts.filter((item) => item.owedCents < 0)];
  const amountCents = settled.reduce((sum, item) => sum + item.owedCents, 0);
  return amountCents > 0 ? { amountCents, settled } : null;
}

/** One owed item as the run and its forecast see it: its balance and what decides when it is paid. */
export type OwedItem = ItemBalance & PayoutCandidate;

/** What a run now would pay one vendor: the netted payout and the items it pays. */
export interface PlannedPayout {
  vendorId: string;
  netted: NettedPayout;
  itemCount: number;
}

/** The payouts a weekly run at `now` makes: per vendor, its eligible items less its debts (see `nettedPayout`). */
export function plannedPayouts(owed: readonly OwedItem[], debts: readonly ItemBalance[], now: Date): PlannedPayout[] {
  const dueByVendor = groupByVendor(owed.filter((item) => isPayoutEligible(item, now)));
  const debtsByVendor = groupByVendor(debts.filter((item) => item.owedCents < 0));
  const planned: PlannedPayout[] = [];
  for (const [vendorId, items] of dueByVendor) {
    const netted = nettedPayout(items, debtsByVendor.get(vendorId) ?? []);
    if (netted) planned.push({ vendorId, netted, itemCount: items.length });
  }
  return planned;
}

function groupByVendor<T extends { vendorId: string }>(items: readonly T[]): Map<string, T[]> {
  const byVendor = new Map<string, T[]>();
  for (const item of items) {
    const own = byVendor.get(item.vendorId);
    if (own) own.push(item);
    else byVendor.set(item.vendorId, [item]);
  }
  return byVendor;
}

/**
 * The forecast from the owed items and debts: the same sums a run would make now (the held vendors
 * left out, as the run leaves them), and what comes later.
 */
export function payoutForecast(
  owed: readonly OwedItem[],
  debts: readonly ItemBalance[],
  now: Date,
  nextScheduledRun: Date | null,
  holdOf: (vendorId: string) => PayoutAccountHold | undefined = () => undefined,
): PayoutForecast {
  const { paid: planned, held } = holdPayouts(plannedPayouts(owed, debts, now), holdOf);
  const waiting = (hold: PayoutAccountHold) => {
    const payouts = held.filter((payout) => payout.hold === hold);
    return {
      amount: toDollars(payouts.reduce((sum, payout) => sum + payout.netted.amountCents, 0)),
      vendorCount: payouts.length,
    };
  };
  const later = owed.filter((item) => item.deliveredAt && !item.paidOut && item.owedCents > 0 && !isPayoutEligible(item, now));
  const upcoming = new Map<string, { amountCents: Cents; itemCount: number }>();
  let awaitingCents = 0;
  let awaitingCount = 0;
  for (const item of later) {
    if (item.openReturn) {
      awaitingCents += item.owedCents;
      awaitingCount += 1;
      continue;
    }
    const date = payoutDueAt(item.deliveredAt as Date)
      .toISOString()
      .slice(0, 10);
    const day = upcoming.get(date) ?? { amountCents: 0, itemCount: 0 };
    upcoming.set(date, { amountCents: day.amountCents + item.owedCents, itemCount: day.itemCount + 1 });
  }
  return {
    dueNow: toDollars(planned.reduce((sum, payout) => sum + payout.netted.amountCents, 0)),
    dueNowItemCount: planned.reduce((sum, payout) => sum + payout.itemCount, 0),
    dueNowVendorCount: planned.length,
    upcoming: [...upcoming.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, day]) => ({ date, amount: toDollars(day.amountCents), itemCount: day.itemCount })),
    awaitingReturns: { amount: toDollars(awaitingCents), itemCount: awaitingCount },
    awaitingNewPayoutAccount: waiting('new_account'),
    awaitingPayoutAccount: waiting('no_active_account'),
    returnWindowDays: RETURN_WINDOW_DAYS,
    payoutAccountHoldHours: NEW_PAYOUT_ACCOUNT_HOLD_HOURS,
    nextScheduledRun: nextScheduledRun?.toISOString() ?? null,
  };
}

// ---- the weekly schedule (PAYOUT_SCHEDULE, ADR 0007) ----

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export interface PayoutSchedule {
  /** 0 Sunday ... 6 Saturday, UTC. */
  weekday: number;
  hour: number;
  minute: number;
}

/** `PAYOUT_SCHEDULE`: off, or a weekday and a UTC time such as `mon 06:00`. */
export function parsePayoutSchedule(text: string): PayoutSchedule | null | 'invalid' {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'off') return null;
  const match = /^(sun|mon|tue|wed|thu|fri|sat)\s+([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return 'invalid';
  return { weekday: WEEKDAYS.indexOf(match[1] as (typeof WEEKDAYS)[number]), hour: Number(match[2]), minute: Number(match[3]) };
}

/** The next moment after `now` (strictly) that the schedule names. */
export function nextPayoutRun(schedule: PayoutSchedule, now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(schedule.hour, schedule.minute, 0, 0);
  const daysAhead = (schedule.weekday - next.getUTCDay() + 7) % 7;
  next.setUTCDate(next.getUTCDate() + daysAhead);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 7);
  return next;
}

// ---- the earnings view's range ----

export const EARNINGS_DEFAULT_DAYS = 7;

/** The Earnings tab's default range: the last 7 days, today included, as calendar dates (UTC). */
export function defaultEarningsRange(now: Date): { startDate: string; endDate: string } {
  const end = now.toISOString().slice(0, 10);
  const start = new Date(now.getTime() - (EARNINGS_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { startDate: start, endDate: end };
}

/**
 * Why a vendor cannot be paid now, whoever pays (the weekly run or Mark as Paid): it has no active bank
 * account (nowhere the money could go), or its default account's details are newer than the hold
 * (ADR 0029). Undefined: it can be paid.
 */
export type PayoutAccountHold = 'no_active_account' | 'new_account';

/**
 * Splits a run's payouts: a vendor held by its payout account (`holdOf`) is not paid, and its items
 * wait for a later run.
 */
export function holdPayouts(
  planned: readonly PlannedPayout[],
  holdOf: (vendorId: string) => PayoutAccountHold | undefined,
): { paid: PlannedPayout[]; held: (PlannedPayout & { hold: PayoutAccountHold })[] } {
  const paid: PlannedPayout[] = [];
  const held: (PlannedPayout & { hold: PayoutAccountHold })[] = [];
  for (const payout of planned) {
    const hold = holdOf(payout.vendorId);
    if (hold) held.push({ ...payout, hold });
    else paid.push(payout);
  }
  return { paid, held };
}
