import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { products, vendors } from '#api/db/schema.ts';

/** Open vendors with the number of their artworks, oldest first. */
export function findOpenVendorsWithCounts(db: Database) {
  return db
    .select({
      id: vendors.id,
      displayName: vendors.displayName,
      firstName: vendors.firstName,
      lastName: vendors.lastName,
      email: vendors.email,
      mobileNumber: vendors.mobileNumber,
      createdAt: vendors.createdAt,
      suspendedAt: vendors.suspendedAt,
      products: sql<number>`count(${products.id})::int`,
    })
    .from(vendors)
    .leftJoin(products, eq(products.vendorId, vendors.id))
    .where(isNull(vendors.deletedAt))
    .groupBy(vendors.id)
    .orderBy(asc(vendors.createdAt));
}

/** How many of a vendor's artworks are on the storefront now, and how many a suspension holds back. */
export async function countVendorArtworks(db: Database, vendorId: string): Promise<{ live: number; withheld: number }> {
  const [row] = await db
    .select({
      live: sql<number>`count(*) filter (where ${products.isApproved} and ${products.isActive})::int`,
      withheld: sql<number>`count(*) filter (where ${products.withheldBySuspension})::int`,
    })
    .from(products)
    .where(eq(products.vendorId, vendorId));
  return { live: row?.live ?? 0, withheld: row?.withheld ?? 0 };
}

/** Marks an open vendor deleted and moves its token version, so its tokens stop at once. */
export async function closeVendor(
  db: Database,
  vendorId: string,
  now: Date,
): Promise<{ email: string; displayName: string } | undefined> {
  const [closed] = await db
    .update(vendors)
    .set({ deletedAt: now, tokenVersion: sql`${vendors.tokenVersion} + 1` })
    .where(and(eq(vendors.id, vendorId), isNull(vendors.deletedAt)))
    .returning({ email: vendors.email, displayName: vendors.displayName });
  return closed;
}

/** Where a message about a vendor's artwork goes: the open vendor's own address and first name. */
export async function findVendorRecipient(
  db: Database,
  vendorId: string,
): Promise<{ email: string; firstName: string } | undefined> {
  const [row] = await db
    .select({ email: vendors.email, firstName: vendors.firstName })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), isNull(vendors.deletedAt)));
  return row;
}

/** Suspends an open vendor, or lifts its suspension: answers the vendor when it changed. */
export async function setVendorSuspended(db: Database, vendorId: string, suspendedAt: Date | null) {
  const [changed] = await db
    .update(vendors)
    .set({ suspendedAt })
    .where(
      and(
        eq(vendors.id, vendorId),
        isNull(vendors.deletedAt),
        suspendedAt ? isNull(vendors.suspendedAt) : isNotNull(vendors.suspendedAt),
      ),
    )
    .returning({ email: vendors.email, displayName: vendors.displayName });
  return changed;
}
