import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { preparedStatement } from '#api/db/prepared-statement.ts';
import { artistFollows, artworkHolds, productImages, products, savedWorks } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';
import { liveHold } from '#api/modules/orders/order-life.ts';

// The one personal call the storefront makes (issue 29, "keep what is fast fast"): both lists in one
// round trip, built once and run by name. json_agg keeps the shape the same on PGlite and PostgreSQL.
const savedStateStatement = preparedStatement('find_saved_state', (db) => {
  const customerId = sql.placeholder('customerId');
  return db
    .select({
      artworkIds: sql<
        string[]
      >`(select coalesce(json_agg(${savedWorks.productId} order by ${savedWorks.createdAt} desc), '[]'::json)
        from ${savedWorks} where ${savedWorks.customerId} = ${customerId})`,
      artistNames: sql<
        string[]
      >`(select coalesce(json_agg(${artistFollows.artistName} order by ${artistFollows.createdAt} desc), '[]'::json)
        from ${artistFollows} where ${artistFollows.customerId} = ${customerId})`,
    })
    .from(sql`(values (1)) as one (x)`);
});

export async function findSavedState(db: Database, customerId: string) {
  const [row] = await savedStateStatement(db, { customerId });
  return { artworkIds: row?.artworkIds ?? [], artistNames: row?.artistNames ?? [] };
}

/** Serialises one collector's saves and follows for the rest of the transaction: the caps are counted under it. */
export async function lockCollectorLists(db: Database, customerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved:${customerId}`}))`);
}

export async function countSavedWorks(db: Database, customerId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(savedWorks).where(eq(savedWorks.customerId, customerId));
  return row?.total ?? 0;
}

export async function isSaved(db: Database, customerId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(savedWorks)
    .where(and(eq(savedWorks.customerId, customerId), eq(savedWorks.productId, productId)));
  return row !== undefined;
}

/** The artwork as a collector may save it: public (sold ones too), with its total price now. */
export async function findSaveableArtwork(db: Database, productId: string) {
  const [row] = await db
    .select({ id: products.id, totalCents: sql<number>`${products.totalCents}` })
    .from(products)
    .where(and(eq(products.id, productId), isPublic));
  return row;
}

export async function insertSavedWork(db: Database, row: { customerId: string; productId: string; savedTotalCents: number }) {
  await db.insert(savedWorks).values(row).onConflictDoNothing();
}

export async function deleteSavedWork(db: Database, customerId: string, productId: string): Promise<void> {
  await db.delete(savedWorks).where(and(eq(savedWorks.customerId, customerId), eq(savedWorks.productId, productId)));
}

/** A page of the collector's saved works, newest first, with each artwork as it is now and any live hold. */
export async function findSavedWorkPage(db: Database, customerId: string, page: { limit: number; offset: number }, now: Date) {
  const image = db
    .select({ url: productImages.url, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true)))
    .limit(1)
    .as('image');
  const hold = db
    .select({ expiresAt: artworkHolds.expiresAt, held: sql<boolean>`true`.as('held') })
    .from(artworkHolds)
    .where(and(eq(artworkHolds.productId, products.id), liveHold(now)))
    .limit(1)
    .as('hold');
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      artistName: products.artistName,
      totalCents: sql<number>`${products.totalCents}`,
      savedTotalCents: savedWorks.savedTotalCents,
      savedAt: savedWorks.createdAt,
      isSoldOut: products.isSoldOut,
      isPublic: sql<boolean>`(${isPublic})`,
      image: { url: image.url, width: image.width, height: image.height },
      hold: { held: hold.held, expiresAt: hold.expiresAt },
    })
    .from(savedWorks)
    .innerJoin(products, eq(products.id, savedWorks.productId))
    .leftJoinLateral(image, sql`true`)
    .leftJoinLateral(hold, sql`true`)
    .where(eq(savedWorks.customerId, customerId))
    .orderBy(desc(savedWorks.createdAt), desc(savedWorks.productId))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** How many collectors saved each of these artworks (the studio's counts; never who). */
export async function countSaversOf(db: Database, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: savedWorks.productId, savedCount: count() })
    .from(savedWorks)
    .where(inArray(savedWorks.productId, productIds))
    .groupBy(savedWorks.productId);
}

/** The collectors who saved this artwork: for the alerts' fan-out, never answered to a person. */
export async function findSaverIds(db: Database, productId: string): Promise<string[]> {
  const rows = await db.select({ customerId: savedWorks.customerId }).from(savedWorks).where(eq(savedWorks.productId, productId));
  return rows.map((row) => row.customerId);
}
