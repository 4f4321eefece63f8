import { artworkPriceInDollars, toDollars } from '@art-market/domain/rules';
import type { ListingRevision } from '@art-market/domain/schemas';
import { and, eq, exists, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { productRevisions, products, type RevisionImage, type RevisionShippingOption } from '#api/db/schema.ts';

type RevisionRow = typeof productRevisions.$inferSelect;

/** What a vendor proposes for a live artwork (ADR 0024). */
export interface RevisionFields {
  title: string;
  description: string;
  priceCents: number;
  taxCents: number;
  shippingOptions: RevisionShippingOption[];
  images: RevisionImage[];
}

/** What an admin has to decide: an active artwork never approved nor refused, or a change waiting on one. */
export function isAwaitingReview(db: Database): SQL {
  const waitingChange = db
    .select({ productId: productRevisions.productId })
    .from(productRevisions)
    .where(and(eq(productRevisions.productId, products.id), eq(productRevisions.status, 'pending')));
  return or(
    and(eq(products.isActive, true), eq(products.isApproved, false), isNull(products.rejectionReason)),
    exists(waitingChange),
  ) as SQL;
}

export function toListingRevision(row: RevisionRow): ListingRevision {
  return {
    title: row.title,
    description: row.description,
    ...artworkPriceInDollars(row),
    shippingOptions: row.shippingOptions.map((option) => ({
      name: option.name,
      cost: toDollars(option.costCents),
      estimatedDeliveryTime: option.estimatedDeliveryDays,
    })),
    images: row.images.map((image) => ({ url: image.url })),
    status: row.status,
    rejectionReason: row.rejectionReason,
    submittedAt: row.updatedAt.toISOString(),
  };
}

export async function findRevision(db: Database, productId: string): Promise<RevisionRow | undefined> {
  const [row] = await db.select().from(productRevisions).where(eq(productRevisions.productId, productId));
  return row;
}

/** Writes the artwork's one revision, replacing an earlier one: a new edit always waits for review again. */
export async function saveRevision(db: Database, productId: string, fields: RevisionFields, now: Date): Promise<void> {
  const values = { ...fields, status: 'pending' as const, rejectionReason: null, updatedAt: now };
  await db
    .insert(productRevisions)
    .values({ productId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: productRevisions.productId, set: values });
}

export async function rejectRevision(db: Database, productId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(productRevisions)
    .set({ status: 'rejected', rejectionReason: reason, updatedAt: now })
    .where(eq(productRevisions.productId, productId));
}

export async function deleteRevision(db: Database, productId: string): Promise<void> {
  await db.delete(productRevisions).where(eq(productRevisions.productId, productId));
}
