import { type BasisPoints, DEFAULT_COMMISSION_PERCENTAGE, toBasisPoints, toPercentage } from '@art-market/domain/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { settings } from '#api/db/schema.ts';

const COMMISSION_KEY = 'commission_basis_points';

/** The global commission rate new artworks get, in basis points. */
export async function readCommissionRate(db: Database): Promise<BasisPoints> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, COMMISSION_KEY));
  return typeof row?.value === 'number' ? row.value : toBasisPoints(DEFAULT_COMMISSION_PERCENTAGE);
}

export async function writeCommissionRate(db: Database, rate: BasisPoints, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key: COMMISSION_KEY, value: rate })
    .onConflictDoUpdate({ target: settings.key, set: { value: rate, updatedAt: now } });
}

export async function readCommissionPercentage(db: Database): Promise<number> {
  return toPercentage(await readCommissionRate(db));
}
