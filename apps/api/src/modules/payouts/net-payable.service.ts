import { toDollars, vendorEarningCents } from '@art-market/domain/rules';
import type { RefundDeduction } from '@art-market/domain/schemas';
import type { Database } from '#api/db/client.ts';
import { findEarningDeductions } from './earnings.repository.ts';

/** What a vendor order pays its vendor: the earning as sold, each refund's deduction, and what is left. */
export interface NetPayable {
  earnedAmount: number;
  refundDeductions: RefundDeduction[];
  netAmount: number;
}

/**
 * The one net payable amount (ADR 0037): the vendor's earning on each vendor order (total less
 * commission) less what each refund or chargeback took back in the ledger, never below zero. The
 * admin's Earnings row, Mark as Paid and the studio's order rows all read it here.
 */
export async function netPayableOf(
  db: Database,
  vendorOrders: readonly { id: string; totalCents: number; commissionCents: number }[],
): Promise<Map<string, NetPayable>> {
  const deductions = await findEarningDeductions(
    db,
    vendorOrders.map((row) => row.id),
  );
  return new Map(
    vendorOrders.map((row) => {
      const taken = deductions.filter((deduction) => deduction.vendorOrderId === row.id);
      const earnedCents = vendorEarningCents(row);
      const takenCents = taken.reduce((all, deduction) => all + deduction.cents, 0);
      return [
        row.id,
        {
          earnedAmount: toDollars(earnedCents),
          refundDeductions: taken.map((deduction) => ({
            date: deduction.occurredAt.toISOString(),
            kind: deduction.kind === 'charged_back' ? ('chargeback' as const) : ('refund' as const),
            amount: toDollars(deduction.cents),
          })),
          netAmount: toDollars(Math.max(0, earnedCents - takenCents)),
        },
      ];
    }),
  );
}
