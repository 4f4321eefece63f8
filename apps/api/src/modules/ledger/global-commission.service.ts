import { toBasisPoints, toPercentage } from '@art-market/domain/rules';
import type { CommissionSetting } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { withTransaction } from '#api/db/unit-of-work.ts';
import { recordAdminAction } from '#api/modules/audit/audit-log.ts';
import { readCommissionPercentage, readCommissionRate, writeCommissionRate } from './commission.repository.ts';

// A new artwork takes the rate of the moment, read in the transaction that lists it (vendors, the demo catalogue).
export { readCommissionRate } from './commission.repository.ts';

export async function getGlobalCommission(ctx: AppContext): Promise<CommissionSetting> {
  return { commissionPercentage: await readCommissionPercentage(ctx.db) };
}

/**
 * Sets the rate new artworks get, with its audit entry, in one transaction. The storefront shows no
 * commission and live artworks keep the rate set at their approval, so the catalogue cache stays.
 */
export async function updateGlobalCommission(ctx: AppContext, adminId: string, percentage: number): Promise<CommissionSetting> {
  const rate = toBasisPoints(percentage);
  await withTransaction(ctx, async (tx) => {
    const before = await readCommissionRate(tx);
    await writeCommissionRate(tx, rate, ctx.now());
    await recordAdminAction(tx, {
      adminId,
      action: 'commission.update',
      entityType: 'setting',
      entityId: 'commission',
      before: { commissionPercentage: toPercentage(before) },
      after: { commissionPercentage: toPercentage(rate) },
    });
  });
  return { commissionPercentage: toPercentage(rate) };
}
