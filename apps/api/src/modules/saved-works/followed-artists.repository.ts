import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { artistFollows, productImages, products } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';

export async function countFollows(db: Database, customerId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(artistFollows).where(eq(artistFollows.customerId, customerId));
  return row?.total ?? 0;
}

export async function isFollowing(db: Database, customerId: string, artistName: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(artistFollows)
    .where(and(eq(artistFollows.customerId, customerId), eq(artistFollows.artistName, artistName)));
  return row !== undefined;
}

/** Whether the storefront has an artist of this name: one with live work (the artist pages' rule). */
export async function hasPublicArtist(db: Database, artistName: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(products)
    .where(and(isPublic, eq(products.artistName, artistName)))
    .limit(1);
  return row !== undefined;
}

export async function insertFollow(db: Database, row: { customerId: string; artistName: string }) {
  await db.insert(artistFollows).values(row).onConflictDoNothing();
}

export async function deleteFollow(db: Database, customerId: string, artistName: string): Promise<void> {
  await db.delete(artistFollows).where(and(eq(artistFollows.customerId, customerId), eq(artistFollows.artistName, artistName)));
}

export async function findFollows(db: Database, customerId: string) {
  return db
    .select({ artistName: artistFollows.artistName, followedAt: artistFollows.createdAt })
    .from(artistFollows)
    .where(eq(artistFollows.customerId, customerId))
    .orderBy(desc(artistFollows.createdAt), artistFollows.artistName);
}

/**
 * Each artist's newest live works (up to `perArtist`) and how many they have, in one statement: a window
 * over the public artist index (artist_name, created_at desc).
 */
export async function findNewestWorksOf(db: Database, artistNames: string[], perArtist: number) {
  if (artistNames.length === 0) return [];
  const ranked = db
    .select({
      id: products.id,
      title: products.title,
      artistName: products.artistName,
      isSoldOut: products.isSoldOut,
      rank: sql<number>`row_number() over (partition by ${products.artistName} order by ${products.createdAt} desc, ${products.id})`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${products.artistName})::int`.as('total'),
    })
    .from(products)
    .where(and(isPublic, inArray(products.artistName, artistNames)))
    .as('ranked');
  const image = db
    .select({ url: productImages.url, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(and(eq(productImages.productId, ranked.id), eq(productImages.isPrimary, true)))
    .limit(1)
    .as('image');
  return db
    .select({
      id: ranked.id,
      title: ranked.title,
      artistName: ranked.artistName,
      isSoldOut: ranked.isSoldOut,
      total: ranked.total,
      image: { url: image.url, width: image.width, height: image.height },
    })
    .from(ranked)
    .leftJoinLateral(image, sql`true`)
    .where(sql`${ranked.rank} <= ${perArtist}`)
    .orderBy(ranked.artistName, ranked.rank);
}

/** How many collectors follow each of these artists (the studio's counts; never who). */
export async function countFollowersOf(db: Database, artistNames: string[]) {
  if (artistNames.length === 0) return [];
  return db
    .select({ artistName: artistFollows.artistName, followerCount: count() })
    .from(artistFollows)
    .where(inArray(artistFollows.artistName, artistNames))
    .groupBy(artistFollows.artistName);
}

/** The collectors who follow this artist: for the alerts' fan-out, never answered to a person. */
export async function findFollowerIds(db: Database, artistName: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: artistFollows.customerId })
    .from(artistFollows)
    .where(eq(artistFollows.artistName, artistName));
  return rows.map((row) => row.customerId);
}
