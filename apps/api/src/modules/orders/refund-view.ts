import { inrAmountOf, toDollars } from '@art-market/domain/rules';
import type { RefundView } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import type { RefundRow } from './refunds.repository.ts';

/**
 * A refund on the wire: dollars, and the refund's own status (pending until the provider has paid it).
 * A refund of a rupee payment also carries the rupees asked of the provider, at the payment's rate
 * (`rate`, from the payments port's `findPaymentRates`).
 */
export function toRefundView(refund: RefundRow, rate?: string | null): RefundView {
  return {
    id: refund.id,
    kind: refund.kind,
    status: refund.status,
    amount: toDollars(refund.amountCents),
    inr: refund.currency === 'INR' && rate ? inrAmountOf(refund.providerAmountMinor, rate) : null,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    completedAt: refund.completedAt?.toISOString() ?? null,
  };
}

/** Refunds on the wire, each with its payment's rate looked up once. */
export async function toRefundViews(ctx: AppContext, db: Database, refunds: readonly RefundRow[]): Promise<RefundView[]> {
  const rates = await ctx.paymentsPort.findPaymentRates(
    db,
    refunds.filter((refund) => refund.currency === 'INR').map((refund) => refund.paymentId),
  );
  return refunds.map((refund) => toRefundView(refund, rates.get(refund.paymentId)));
}

/** One refund on the wire, with its payment's rate. */
export async function toRefundViewOf(ctx: AppContext, db: Database, refund: RefundRow): Promise<RefundView> {
  const [view] = await toRefundViews(ctx, db, [refund]);
  return view as RefundView;
}
