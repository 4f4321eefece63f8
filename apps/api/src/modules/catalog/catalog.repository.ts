import {
  artworkPriceInDollars,
  CARD_EXCERPT_LENGTH,
  CATALOG_COUNT_CAP,
  type CatalogImage,
  type HomeCatalog,
  type ProductCard,
} from '@art-market/domain/rules';
import { and, desc, eq, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.ts';
import { productImages, products } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';
import { type CardOrder, orderOf } from './catalog-filters.ts';
import { PAGE_START_STRIDE, type PageStarts } from './page-starts.ts';

export { findPublicProduct } from './catalog-artwork.repository.ts';
export { type CatalogFilters, filterConditions, priceBandCondition } from './catalog-filters.ts';

export const cardColumns = {
  id: products.id,
  title: products.title,
  artistName: products.artistName,
  artistType: products.artistType,
  category: products.category,
  subCategory: products.subcategory,
  // A card never carries the whole description (up to 5,000 characters): pages and the cache stay small.
  excerpt: sql<string>`left(${products.description}, ${sql.raw(String(CARD_EXCERPT_LENGTH))})`.as('excerpt'),
  priceCents: products.priceCents,
  taxCents: products.taxCents,
  isSoldOut: products.isSoldOut,
  createdAt: products.createdAt,
  // Price sorts order the page again by it once the images are joined.
  totalCents: products.totalCents,
};

export interface Page {
  limit: number;
  offset: number;
}

/** The rows of one page: a subquery with the card columns, of products or of ranked matches. */
export type CardPage = SubqueryWithSelection<typeof cardColumns, 'page'>;

/**
 * A deferred join: the page's ids first, ordered and skipped in a public index that holds the id, the sort
 * keys and every filter column (an index-only scan, so the rows skipped are index entries), then the card
 * columns of those ids only. Skipping whole rows made page 395 of 10,000 artworks take 4.9 times page 1:
 * the planner read and sorted every live row (ADR 0050). `guard`, a condition on the count beside the page,
 * skips the page without reading the index.
 */
export function cardPageOf(db: Database, where: SQL | undefined, page: Page, order: CardOrder, guard?: SQL): CardPage {
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(and(where, guard))
    .orderBy(...order(products))
    .limit(page.limit)
    .offset(page.offset)
    .as('ids');
  return db.select(cardColumns).from(ids).innerJoin(products, eq(products.id, ids.id)).as('page');
}

/**
 * How many rows match, counted up to `cap` + 1 only (CATALOG_COUNT_CAP unless a facet's): past the cap the
 * answer is "more", and the database stops reading there instead of counting every match.
 */
export const cappedCountQuery = (db: Database, where: SQL | undefined, cap = CATALOG_COUNT_CAP) =>
  db.select({ total: sql<number>`count(*)::int`.as('total') }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(products)
      .where(where)
      .limit(cap + 1)
      .as('capped'),
  );
const COUNTED = 'counted';
export const cappedCount = (db: Database, where: SQL | undefined) => cappedCountQuery(db, where).as(COUNTED);
type Counted = ReturnType<typeof cappedCount>;

/**
 * Whether a page may hold rows, from the capped count beside it: an exact count the page starts at or
 * past means none, so a page past the end answers the count alone; a capped count ("more") cannot tell.
 * Qualified by hand: drizzle names a subquery's column without its subquery.
 */
const mayHoldRows = (page: Page): SQL => sql`${sql.identifier(COUNTED)}.total > ${Math.min(page.offset, CATALOG_COUNT_CAP)}`;

/**
 * A page of cards, each with its primary image, and the number of matches, in one statement: the count
 * is the driving row, so a page past the end still answers it. `order` orders the page again after the join.
 */
export async function cardsOfPage(
  db: Database,
  counted: Counted | null,
  page: CardPage,
  order: CardOrder,
  ...ctes: WithSubquery[]
): Promise<{ cards: ProductCard[]; total: number }> {
  const image = db
    .select({ url: productImages.url, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(and(eq(productImages.productId, page.id), eq(productImages.isPrimary, true)))
    .limit(1)
    .as('image');
  const { id, title, artistName, artistType, category, subCategory, excerpt, priceCents, taxCents, isSoldOut, createdAt } = page;
  const columns = {
    card: { id, title, artistName, artistType, category, subCategory, excerpt, priceCents, taxCents, isSoldOut, createdAt },
    image: { url: image.url, width: image.width, height: image.height },
  };
  const select = db.with(...ctes);
  const rows = counted
    ? await select
        .select({ ...columns, total: counted.total })
        .from(counted)
        .leftJoinLateral(page, sql`true`)
        .leftJoinLateral(image, sql`true`)
        .orderBy(...order(page))
    : await select
        .select({ ...columns, total: sql<number>`0` })
        .from(page)
        .leftJoinLateral(image, sql`true`)
        .orderBy(...order(page));
  const cards = rows.flatMap((row) => (row.card ? [toCard(row.card, row.image ?? undefined)] : []));
  return { cards, total: rows[0]?.total ?? 0 };
}

interface CardRow
  extends Pick<ProductCard, 'id' | 'title' | 'artistName' | 'artistType' | 'category' | 'subCategory' | 'excerpt' | 'isSoldOut'> {
  priceCents: number;
  taxCents: number;
  createdAt: Date;
}

/** A page of cards (the home sections), without a count. */
export async function findCards(
  db: Database,
  conditions: SQL[],
  page: Page,
  order: CardOrder = orderOf('newest'),
): Promise<ProductCard[]> {
  return (await cardsOfPage(db, null, cardPageOf(db, and(...conditions), page, order), order)).cards;
}

/**
 * A page of the listing with the capped number of matches: one round trip, and one more on the first page
 * past PAGE_START_STRIDE of a listing while its starts are not remembered.
 */
export async function findCardPage(
  db: Database,
  conditions: SQL[],
  page: Page,
  order: CardOrder,
  starts?: PageStarts,
): Promise<{ cards: ProductCard[]; total: number }> {
  const where = and(...conditions);
  const counted = cappedCount(db, where);
  const from = await nearestStart(db, where, page, order, starts);
  const skipped = { ...page, offset: page.offset - (from?.position ?? 0) };
  return cardsOfPage(db, counted, cardPageOf(db, and(where, from?.condition), skipped, order, mayHoldRows(page)), order);
}

/**
 * The remembered row of the listing nearest before the page (ADR 0054), as a condition and its position: for
 * pages past the first stride, in orders that have keys to remember.
 */
async function nearestStart(db: Database, where: SQL | undefined, page: Page, order: CardOrder, starts: PageStarts | undefined) {
  if (!starts || !order.startingAt || page.offset < PAGE_START_STRIDE) return undefined;
  const query = pageStartsQuery(db, where, order);
  const { sql: text, params } = query.toSQL();
  const nearest = await starts.nearest(`${text} ${JSON.stringify(params)}`, page.offset, async () => query);
  return nearest && { condition: order.startingAt(nearest.start), position: nearest.position };
}

/**
 * The sort keys of the listing's rows at every PAGE_START_STRIDE-th position from the first stride on, in
 * order: one pass over the order's index.
 */
function pageStartsQuery(db: Database, where: SQL | undefined, order: CardOrder) {
  const numbered = db
    .select({
      createdAt: sql<string>`${products.createdAt}::text`.as('created_at'),
      id: products.id,
      // Generated from two required columns: never null.
      totalCents: sql<number>`${products.totalCents}`.as('total_cents'),
      position: sql<number>`row_number() over (order by ${sql.join(order(products), sql`, `)}) - 1`.as('position'),
    })
    .from(products)
    .where(where)
    .as('numbered');
  return db
    .select({ createdAt: numbered.createdAt, id: numbered.id, totalCents: numbered.totalCents })
    .from(numbered)
    .where(sql`${numbered.position} > 0 and ${numbered.position} % ${PAGE_START_STRIDE} = 0`)
    .orderBy(numbered.position);
}

function toCard(row: CardRow, image: Omit<CatalogImage, 'isPrimary'> | undefined): ProductCard {
  const { priceCents, taxCents, createdAt, ...fields } = row;
  return {
    ...fields,
    ...artworkPriceInDollars({ priceCents, taxCents }),
    createdAt: createdAt.toISOString(),
    images: image ? [{ url: image.url, isPrimary: true, width: image.width, height: image.height }] : [],
  };
}

/**
 * The newest primary image for each slug (groups by category, items by subcategory). One small
 * query per slug: with the slug as a value the planner takes the (slug, created_at) index, where a
 * correlated form would walk the newest-first index for slugs that have no artwork.
 */
export async function findLatestImages(
  db: Database,
  column: 'category' | 'subcategory',
  slugs: string[],
): Promise<{ slug: string; url: string | null }[]> {
  const slugColumn = column === 'category' ? products.categorySlug : products.subcategorySlug;
  return Promise.all(
    slugs.map(async (slug) => {
      const [row] = await db
        .select({ url: productImages.url })
        .from(products)
        .innerJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true)))
        .where(and(isPublic, eq(slugColumn, slug)))
        .orderBy(desc(products.createdAt))
        .limit(1);
      return { slug, url: row?.url ?? null };
    }),
  );
}

/**
 * The newest artists of one type with their latest image: read the newest artworks of that type
 * (an index range) and keep the first artworks of distinct artists.
 */
export async function findArtists(db: Database, artistType: string, limit: number): Promise<HomeCatalog['artists']> {
  const rows = await db
    .select({ artistName: products.artistName, artistType: products.artistType, latestImage: productImages.url })
    .from(products)
    .innerJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true)))
    .where(and(isPublic, eq(products.artistType, artistType)))
    .orderBy(desc(products.createdAt))
    .limit(limit * 40);
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.artistName) && seen.add(row.artistName)).slice(0, limit);
}
