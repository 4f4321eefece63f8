import { PayoutMessages, refundAfterPayoutTitle } from '@art-market/domain/copy';
import {
  earningsRange,
  OrderStatus,
  PAYOUT_STATEMENT_CSV_HEADER,
  PaymentStatus,
  toDollars,
  VendorPaymentStatus,
} from '@art-market/domain/rules';
import type { EarningsAnswer, EarningsQuery, PayoutStatement, PayoutSummary, VendorEarnings } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import {
  countEarningsRows,
  findDefaultBankAccounts,
  findEarningsItems,
  findEarningsRows,
  sumDisputeLosses,
  sumLedgerByWeek,
  sumPayable,
  sumVendorEarningsByWeek,
  sumVendorLedger,
} from './earnings.repository.ts';
import { netPayableOf } from './net-payable.service.ts';
import { findNettedDebts, findPayoutStatementLines, findVendorPayout, findVendorPayouts } from './payouts.repository.ts';
import { payoutWaits } from './payouts.service.ts';

const WEEKS_CHARTED = 12;

/** The admin's "Order Payment Details": a page of vendor orders, the ledger's sums for the range, and what is owed now. */
export async function listEarnings(ctx: AppContext, query: EarningsQuery): Promise<EarningsAnswer> {
  const range = earningsRange(query, ctx.now());
  const filter = { ...range, paymentMethod: query.paymentMethod as 0 | 1 | 2 | undefined };
  const [rows, total, weeks, payable, disputeLosses] = await Promise.all([
    findEarningsRows(ctx.db, filter, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    countEarningsRows(ctx.db, filter),
    sumLedgerByWeek(ctx.db, filter),
    sumPayable(ctx.db),
    sumDisputeLosses(ctx.db, filter),
  ]);
  const waits = await payoutWaits(
    ctx.db,
    rows.filter((row) => row.status === OrderStatus.Delivered && row.paymentStatus === PaymentStatus.Paid),
    ctx.now(),
  );
  const [items, accounts, nets] = await Promise.all([
    findEarningsItems(
      ctx.db,
      rows.map((row) => row.id),
    ),
    findDefaultBankAccounts(ctx.db, [...new Set(rows.map((row) => row.vendorId))]),
    netPayableOf(ctx.db, rows),
  ]);
  const weekly = weeks.map((week) => ({
    weekStart: week.weekStart,
    orderValue: toDollars(Number(week.orderValueCents)),
    commission: toDollars(Number(week.commissionCents)),
  }));
  const sum = (cents: number[]) => cents.reduce((all, value) => all + value, 0);
  return {
    orders: rows.map((row) => {
      const own = items.filter((item) => item.vendorOrderId === row.id);
      const account = accounts.find((candidate) => candidate.vendorId === row.vendorId);
      const net = nets.get(row.id);
      return {
        id: row.id,
        orderNumber: row.vendorOrderNumber,
        parentOrderNumber: row.orderNumber,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        paymentMethod: row.paymentMethod,
        paymentStatus: row.paymentStatus,
        vendorPaymentStatus:
          own.length > 0 && row.paidOutItems >= own.length ? VendorPaymentStatus.Paid : VendorPaymentStatus.Pending,
        totalAmount: toDollars(row.totalCents),
        commissionAmount: toDollars(row.commissionCents),
        vendorPayment: net?.netAmount ?? 0,
        earnedAmount: net?.earnedAmount ?? 0,
        payoutWait: waits.get(row.id) ?? null,
        refundDeductions: net?.refundDeductions ?? [],
        productPrice: toDollars(sum(own.map((item) => item.priceCents))),
        shippingAmount: toDollars(sum(own.map((item) => item.shippingCents))),
        taxAmount: toDollars(sum(own.map((item) => item.taxCents))),
        discountAmount: toDollars(sum(own.map((item) => item.discountCents))),
        disputeLossAmount: toDollars(row.disputeLossCents),
        orderItems: own.map((item) => ({
          id: item.id,
          productTitle: item.productTitle,
          unitPrice: toDollars(item.priceCents),
          quantity: item.quantity,
          total: toDollars(item.totalCents),
        })),
        shippingProvider: row.shippingProvider,
        trackingNumber: row.trackingNumber,
        vendorName: row.vendorName,
        vendorEmail: row.vendorEmail,
        vendorPhone: row.vendorPhone,
        vendorBankAccount: account
          ? {
              accountHolderName: account.accountHolderName,
              accountNumber: account.accountNumber,
              bankName: account.bankName,
              accountType: account.accountType,
              ifscCode: account.ifscCode,
              bankAddress: account.bankAddress,
              iban: account.iban,
              routingNumber: account.routingNumber,
              swiftCode: account.swiftCode,
              isActive: account.isActive,
            }
          : null,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    startDate: range.from.toISOString().slice(0, 10),
    endDate: new Date(range.to.getTime() - 1).toISOString().slice(0, 10),
    pendingPayouts: toDollars(payable),
    usdInrRate: ctx.config.USD_INR_RATE,
    summary: {
      totalOrderValue: toDollars(sum(weeks.map((week) => Number(week.orderValueCents)))),
      totalCommission: toDollars(sum(weeks.map((week) => Number(week.commissionCents)))),
      orderCount: total,
      disputeLosses: toDollars(disputeLosses),
    },
    weekly,
  };
}

/** Each vendor's pending payouts (delivered, unpaid earnings; negative while it owes money back), in cents, from the ledger. */
export async function pendingPayoutsByVendor(ctx: AppContext, vendorIds?: string[]): Promise<Map<string, number>> {
  const balances = await sumVendorLedger(ctx.db, vendorIds);
  return new Map(balances.map((balance) => [balance.vendorId as string, Number(balance.payableCents)]));
}

/** A vendor's earnings as the ledger holds them: awaiting delivery, payable (pending payouts), paid, and their sum. */
export async function getVendorBalances(ctx: AppContext, vendorId: string): Promise<Omit<VendorEarnings, 'weekly'>> {
  const [balance] = await sumVendorLedger(ctx.db, [vendorId]);
  const awaiting = Number(balance?.unearnedCents ?? 0);
  const payable = Number(balance?.payableCents ?? 0);
  const paid = Number(balance?.paidCents ?? 0);
  return {
    totalEarnings: toDollars(awaiting + payable + paid),
    awaitingDelivery: toDollars(awaiting),
    pendingPayouts: toDollars(payable),
    paid: toDollars(paid),
  };
}

/** The vendor's balances and its earnings per week over the last 12 weeks (its dashboard chart). */
export async function getVendorEarnings(ctx: AppContext, vendorId: string): Promise<VendorEarnings> {
  const since = new Date(ctx.now().getTime() - WEEKS_CHARTED * 7 * 24 * 60 * 60 * 1000);
  const [balances, weeks] = await Promise.all([
    getVendorBalances(ctx, vendorId),
    sumVendorEarningsByWeek(ctx.db, vendorId, since),
  ]);
  return {
    ...balances,
    weekly: weeks.map((week) => ({ weekStart: week.weekStart, earnings: toDollars(Number(week.earningsCents)) })),
  };
}

export async function listVendorPayouts(ctx: AppContext, vendorId: string): Promise<PayoutSummary[]> {
  const rows = await findVendorPayouts(ctx.db, vendorId);
  return rows.map((row) => ({ ...row, amount: toDollars(row.amountCents), createdAt: row.createdAt.toISOString() }));
}

/**
 * One payout as a statement: the items it paid, what each earned, and the debts it netted off (items
 * refunded after an earlier payout, negative earnings), so the earnings add up to the amount paid.
 * Another vendor's payout is 404.
 */
export async function getPayoutStatement(ctx: AppContext, vendorId: string, payoutId: string): Promise<PayoutStatement> {
  const payout = isUuid(payoutId) ? await findVendorPayout(ctx.db, vendorId, payoutId) : undefined;
  if (!payout) throw new NotFound(PayoutMessages.payoutNotFound);
  const [paid, debts] = await Promise.all([findPayoutStatementLines(ctx.db, payout.id), findNettedDebts(ctx.db, payout.id)]);
  const lines = [
    ...paid.map((line) => ({
      orderNumber: line.vendorOrderNumber,
      title: line.title,
      totalCents: line.totalCents,
      commissionCents: line.commissionCents,
      earningCents: line.amountCents,
    })),
    ...debts.map((debt) => ({
      orderNumber: debt.vendorOrderNumber,
      title: refundAfterPayoutTitle(debt.title),
      totalCents: 0,
      commissionCents: 0,
      earningCents: debt.amountCents,
    })),
  ];
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((all, line) => all + pick(line), 0);
  return {
    id: payout.id,
    kind: payout.kind,
    transactionId: payout.transactionId,
    amount: toDollars(payout.amountCents),
    itemCount: paid.length,
    createdAt: payout.createdAt.toISOString(),
    notes: payout.notes,
    lines: lines.map((line) => ({
      orderNumber: line.orderNumber,
      title: line.title,
      total: toDollars(line.totalCents),
      commission: toDollars(line.commissionCents),
      earning: toDollars(line.earningCents),
    })),
    totals: {
      total: toDollars(sum((line) => line.totalCents)),
      commission: toDollars(sum((line) => line.commissionCents)),
      earning: toDollars(sum((line) => line.earningCents)),
    },
  };
}

/** The statement as CSV (RFC 4180): one row per item, then the totals. */
export function payoutStatementCsv(statement: PayoutStatement): string {
  const cell = (value: string | number) => {
    const text = typeof value === 'number' ? value.toFixed(2) : value;
    // A leading =, +, - or @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const rows = [
    [...PAYOUT_STATEMENT_CSV_HEADER],
    ...statement.lines.map((line) => [
      line.orderNumber,
      line.title,
      line.total,
      line.commission,
      line.earning,
      statement.transactionId,
    ]),
    ['Total', '', statement.totals.total, statement.totals.commission, statement.totals.earning, statement.transactionId],
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
