import { formatUsd } from '../common/money.ts';
import type { BankTransferCurrency } from './bank-transfer-rules.ts';
import { formatInr } from './money-display.ts';
import { parseMinorUnits } from './payments.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The furthest time zones from UTC: a date is already today somewhere until UTC+14 and still today until UTC-12. */
const AHEAD_OF_UTC_MS = 14 * HOUR_MS;
const BEHIND_UTC_MS = 12 * HOUR_MS;

const calendarDateOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** The last date a transfer made by `now` can carry anywhere on Earth; a later one has not happened yet. */
export function latestTransactionDate(now: Date): string {
  return calendarDateOf(now.getTime() + AHEAD_OF_UTC_MS);
}

export function isFutureTransactionDate(transactionDate: string, now: Date): boolean {
  return transactionDate > latestTransactionDate(now);
}

/** The line the customer is asked to write in the transfer's remarks, so that the team can match it. */
export function bankTransferReferenceNotice(orderNumber: string): string {
  return `Quote your order number ${orderNumber} as the payment reference (remarks) of your transfer, so that we can match it to your order.`;
}

export function formatDeclaredAmount(amount: number, currency: BankTransferCurrency): string {
  return currency === 'INR' ? formatInr(amount) : formatUsd(amount);
}

export interface DeclaredTransfer {
  /** As the customer typed it, without separators ("270", "102345.50"). */
  declaredAmount: string;
  declaredCurrency: BankTransferCurrency;
  transactionDate: string;
  /** The order's total in cents and, at the transfer's rate, in paise. */
  totalCents: number;
  totalPaise: number;
  orderCreatedAt: Date;
}

/**
 * What the reviewing admin should look at twice: an amount other than the order's total in the
 * currency declared, a date before the order existed anywhere on Earth, or a date in the future.
 */
export function bankTransferMismatches(transfer: DeclaredTransfer, now: Date): string[] {
  const mismatches: string[] = [];
  const declared = parseMinorUnits(transfer.declaredAmount);
  const expected = transfer.declaredCurrency === 'INR' ? transfer.totalPaise : transfer.totalCents;
  if (declared !== expected) {
    const format = (minor: number) => formatDeclaredAmount(minor / 100, transfer.declaredCurrency);
    const said = declared === undefined ? transfer.declaredAmount : format(declared);
    mismatches.push(`Declared ${said}, but the order total is ${format(expected)}`);
  }
  const earliest = calendarDateOf(transfer.orderCreatedAt.getTime() - BEHIND_UTC_MS);
  if (transfer.transactionDate < earliest) {
    mismatches.push(`Transaction dated ${transfer.transactionDate}, before the order was placed`);
  }
  if (isFutureTransactionDate(transfer.transactionDate, now)) {
    mismatches.push(`Transaction dated ${transfer.transactionDate}, which is in the future`);
  }
  return mismatches;
}

/** A transfer's amount check, in minor units (cents or paise) of the transfer's currency. */
export interface TransferAmounts {
  dueMinor: number;
  receivedMinor: number;
  outstandingMinor: number;
  overpaidMinor: number;
}

/**
 * What the order asks of this transfer in the currency the customer sent (its total after the
 * bank-transfer discount; in paise at the transfer's rate for rupees), against what has been received.
 */
export function transferAmounts(
  transfer: Pick<DeclaredTransfer, 'declaredCurrency' | 'totalCents' | 'totalPaise'>,
  receivedMinor: number,
): TransferAmounts {
  const dueMinor = transfer.declaredCurrency === 'INR' ? transfer.totalPaise : transfer.totalCents;
  return {
    dueMinor,
    receivedMinor,
    outstandingMinor: Math.max(0, dueMinor - receivedMinor),
    overpaidMinor: Math.max(0, receivedMinor - dueMinor),
  };
}
