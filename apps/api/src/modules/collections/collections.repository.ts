import { artworkPriceInDollars, COLLECTION_SEARCH_LIMIT } from '@art-market/domain/rules';
import type { CollectionArtwork, CollectionSummary, CollectionValues } from '@art-market/domain/schemas';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { collectionArtworks, collections, productImages, products } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';

export type CollectionRow = typeof collections.$inferSelect;

/** What the storefront shows of a collection's artworks: public and unsold now (issue 29, filtered when read). */
const shown = and(isPublic, eq(products.isSoldOut, false)) as SQL;

const primaryImage = and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true));

// The subqueries below are written out with aliases: drizzle leaves columns unqualified in a statement that reads
// one table, which would make `id` ambiguous inside them. `p` is shown as `shown` says (approved, active, unsold).
const SHOWN_MEMBERS = `from collection_artworks ca
  join products p on p.id = ca.product_id and p.is_approved and p.is_active and not p.is_sold_out`;

/** How many of the collection's artworks a visitor sees now. */
const shownCount = sql<number>`(select count(*)::int ${sql.raw(SHOWN_MEMBERS)} where ca.collection_id = collections.id)`;

/** The chosen cover while its artwork is shown, else the first shown artwork's primary image; null when none is. */
const coverImage = sql<CollectionSummary['cover']>`(select json_build_object('url', i.url, 'width', i.width, 'height', i.height)
  ${sql.raw(SHOWN_MEMBERS)}
  join product_images i on i.product_id = p.id and i.is_primary
  where ca.collection_id = collections.id
  order by (p.id = collections.cover_product_id) desc nulls last, ca.position
  limit 1)`;

const summaryColumns = {
  slug: collections.slug,
  title: collections.title,
  description: collections.description,
  cover: coverImage,
  artworkCount: shownCount,
  isFeatured: collections.isFeatured,
};

/** Published collections, featured first then the most recently changed; `featuredOnly` for the home page. */
export async function findPublishedCollections(
  db: Database,
  { featuredOnly = false, limit }: { featuredOnly?: boolean; limit?: number } = {},
): Promise<CollectionSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(collections)
    .where(and(eq(collections.isPublished, true), featuredOnly ? eq(collections.isFeatured, true) : undefined))
    .orderBy(desc(collections.isFeatured), desc(collections.updatedAt), asc(collections.slug));
  return limit === undefined ? query : query.limit(limit);
}

export async function findPublishedCollection(db: Database, slug: string): Promise<CollectionSummary | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(collections)
    .where(and(eq(collections.slug, slug), eq(collections.isPublished, true)));
  return row;
}

/** Published collections for the sitemap, with when they last changed. */
export async function findPublishedSlugs(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: collections.slug, updatedAt: collections.updatedAt })
    .from(collections)
    .where(eq(collections.isPublished, true))
    .orderBy(asc(collections.slug));
}

export async function findCollection(db: Database, id: string, { lock = false } = {}): Promise<CollectionRow | undefined> {
  const query = db.select().from(collections).where(eq(collections.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findAllCollections(db: Database): Promise<CollectionRow[]> {
  return db.select().from(collections).orderBy(desc(collections.updatedAt), asc(collections.slug));
}

export async function isSlugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.slug, slug), exceptId ? ne(collections.id, exceptId) : undefined));
  return row !== undefined;
}

/** Of these ids, those that name an artwork (any state: a sold one may stay listed and leaves the storefront only). */
export async function findExistingArtworkIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The artworks of collections in their order, as the console shows them. */
export async function findCollectionArtworks(db: Database, collectionIds: string[]): Promise<Map<string, CollectionArtwork[]>> {
  const byCollection = new Map<string, CollectionArtwork[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return byCollection;
  const rows = await db
    .select({
      collectionId: collectionArtworks.collectionId,
      id: products.id,
      title: products.title,
      artistName: products.artistName,
      imageUrl: productImages.url,
      priceCents: products.priceCents,
      taxCents: products.taxCents,
      isShown: sql<boolean>`coalesce(${shown}, false)`,
    })
    .from(collectionArtworks)
    .innerJoin(products, eq(products.id, collectionArtworks.productId))
    .leftJoin(productImages, primaryImage)
    .where(inArray(collectionArtworks.collectionId, collectionIds))
    .orderBy(asc(collectionArtworks.position));
  for (const { collectionId, priceCents, taxCents, ...artwork } of rows) {
    byCollection.get(collectionId)?.push({ ...artwork, totalPrice: artworkPriceInDollars({ priceCents, taxCents }).totalPrice });
  }
  return byCollection;
}

type CollectionFields = Omit<CollectionValues, 'artworkIds'> & { slug: string };

export async function insertCollection(db: Database, fields: CollectionFields, now: Date): Promise<CollectionRow> {
  const [row] = await db
    .insert(collections)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .returning();
  return row as CollectionRow;
}

export async function updateCollection(db: Database, id: string, fields: CollectionFields, now: Date): Promise<void> {
  await db
    .update(collections)
    .set({ ...fields, updatedAt: now })
    .where(eq(collections.id, id));
}

/** The collection's artworks become exactly these, in this order. */
export async function replaceCollectionArtworks(db: Database, collectionId: string, artworkIds: string[]): Promise<void> {
  await db.delete(collectionArtworks).where(eq(collectionArtworks.collectionId, collectionId));
  if (artworkIds.length === 0) return;
  await db.insert(collectionArtworks).values(artworkIds.map((productId, position) => ({ collectionId, productId, position })));
}

export async function deleteCollection(db: Database, id: string): Promise<void> {
  await db.delete(collections).where(eq(collections.id, id));
}

/** The console's "add by search": live artworks whose title or artist contains the words, newest first. */
export async function searchArtworksForCollection(db: Database, words: string): Promise<CollectionArtwork[]> {
  const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      artistName: products.artistName,
      imageUrl: productImages.url,
      priceCents: products.priceCents,
      taxCents: products.taxCents,
    })
    .from(products)
    .leftJoin(productImages, primaryImage)
    .where(and(shown, words ? or(ilike(products.title, pattern), ilike(products.artistName, pattern)) : undefined))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(COLLECTION_SEARCH_LIMIT);
  return rows.map(({ priceCents, taxCents, ...artwork }) => ({
    ...artwork,
    totalPrice: artworkPriceInDollars({ priceCents, taxCents }).totalPrice,
    isShown: true,
  }));
}
