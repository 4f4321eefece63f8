import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import type { AfterCommit } from '#api/db/unit-of-work.ts';
import { sumEarningTakenByRefund } from '#api/modules/ledger/ledger.service.ts';
import { vendorRefundNotice } from './order-life.mails.ts';
import type { OrderRow } from './orders.repository.ts';
import { vendorsOf } from './orders.repository.ts';
import type { RefundRow } from './refunds.repository.ts';

/**
 * Tells each artist whose earnings a newly granted refund reduced: the refund and their share of it,
 * read from the ledger transaction the grant wrote, so the mail says what the studio and the payout use.
 */
export async function mailVendorsOfRefund(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  order: Pick<OrderRow, 'id'>,
  refund: Pick<RefundRow, 'id' | 'amountCents' | 'returnId'>,
): Promise<void> {
  const taken = await sumEarningTakenByRefund(tx, refund.id);
  for (const vendor of await vendorsOf(tx, order.id)) {
    const takenCents = taken.get(vendor.vendorId) ?? 0;
    if (takenCents <= 0) continue;
    await after.mail(
      vendorRefundNotice(ctx, vendor.email, vendor.number, {
        refundCents: refund.amountCents,
        takenCents,
        forReturn: refund.returnId !== null,
      }),
    );
  }
}
