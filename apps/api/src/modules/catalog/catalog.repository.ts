import { matchingSlug, PRICE_BAND_LIMITS, type PriceBand, subcategoryFilterFor, toDollars } from '@art-market/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages, products, shippingOptions, vendors } from '../../db/schema.ts';
import { isUuid } from '../products/product.repository.ts';

/** Only live artworks are public: approved, active, from an open vendor (sold-out ones stay, shown as sold). */
export const isPublic = and(eq(products.isApproved, true), eq(products.isActive, true), isNull(vendors.deletedAt)) as SQL;

export interface CatalogFilters {
  category?: string;
  subcategory?: string;
  artist?: string;
  artistType?: string;
  priceBand?: PriceBand;
}

export function priceBandCondition(band: PriceBand): SQL {
  const { minExclusive, maxInclusive } = PRICE_BAND_LIMITS[band];
  return and(
    minExclusive === null ? undefined : gt(products.totalCents, minExclusive),
    maxInclusive === null ? undefined : lte(products.totalCents, maxInclusive),
  ) as SQL;
}

/** Every filter as SQL on indexed columns; slugs are compared in their matching form. */
export function filterConditions(filters: CatalogFilters): SQL[] {
  const conditions: SQL[] = [isPublic];
  if (filters.category) conditions.push(eq(products.categorySlug, matchingSlug(filters.category)));
  if (filters.subcategory) {
    const filter = subcategoryFilterFor(filters.subcategory);
    if (filter.kind === 'artistType') conditions.push(eq(products.artistType, filter.artistType));
    else if (filter.kind === 'priceBand') conditions.push(priceBandCondition(filter.band));
    else conditions.push(eq(products.subcategorySlug, filter.slug));
  }
  if (filters.artist) conditions.push(eq(products.artistName, filters.artist));
  if (filters.artistType) conditions.push(eq(products.artistType, filters.artistType));
  if (filters.priceBand) conditions.push(priceBandCondition(filters.priceBand));
  return conditions;
}

const cardColumns = {
  id: products.id,
  title: products.title,
  artistName: products.artistName,
  artistType: products.artistType,
  category: products.category,
  subCategory: products.subcategory,
  description: products.description,
  priceCents: products.priceCents,
  taxCents: products.taxCents,
  isSoldOut: products.isSoldOut,
  createdAt: products.createdAt,
};
type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] };

export interface Page {
  limit: number;
  offset: number;
}

export async function findCards(db: Database, conditions: SQL[], page: Page, order: SQL[] = [desc(products.createdAt)]) {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return withPrimaryImages(db, rows);
}

export async function countProducts(db: Database, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(...conditions));
  return row?.count ?? 0;
}

/** Cards carry only their primary image: one indexed query for the whole page. */
async function withPrimaryImages(db: Database, rows: CardRow[]) {
  const ids = rows.map((row) => row.id);
  const images = ids.length
    ? await db
        .select({
          productId: productImages.productId,
          url: productImages.url,
          width: productImages.width,
          height: productImages.height,
        })
        .from(productImages)
        .where(and(inArray(productImages.productId, ids), eq(productImages.isPrimary, true)))
    : [];
  const imageOf = new Map(images.map((image) => [image.productId, image]));
  return rows.map((row) => toCard(row, imageOf.get(row.id)));
}

function toCard(row: CardRow, image: { url: string; width: number; height: number } | undefined) {
  const { priceCents, taxCents, createdAt, ...fields } = row;
  return {
    ...fields,
    price: toDollars(priceCents),
    taxAmount: toDollars(taxCents),
    totalPrice: toDollars(priceCents + taxCents),
    createdAt: createdAt.toISOString(),
    images: image ? [{ url: image.url, isPrimary: true, width: image.width, height: image.height }] : [],
  };
}

export async function findPublicProduct(db: Database, productId: string) {
  if (!isUuid(productId)) return undefined;
  const [row] = await db
    .select({ product: products })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), isPublic));
  if (!row) return undefined;
  const { product } = row;
  const [images, options] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(desc(productImages.isPrimary), asc(productImages.displayOrder)),
    db.select().from(shippingOptions).where(eq(shippingOptions.productId, product.id)).orderBy(asc(shippingOptions.costCents)),
  ]);
  return {
    id: product.id,
    productNumber: product.productNumber,
    title: product.title,
    description: product.description,
    category: product.category,
    subCategory: product.subcategory,
    artistType: product.artistType,
    artistName: product.artistName,
    artistBio: product.artistBio,
    price: toDollars(product.priceCents),
    taxAmount: toDollars(product.taxCents),
    totalPrice: toDollars(product.priceCents + product.taxCents),
    images: images.map((image) => ({ url: image.url, isPrimary: image.isPrimary, width: image.width, height: image.height })),
    shippingOptions: options.map((option) => ({
      id: option.id,
      name: option.name,
      cost: toDollars(option.costCents),
      estimatedDeliveryTime: option.estimatedDeliveryDays,
    })),
    medium: product.medium,
    surface: product.surface,
    style: product.style,
    yearCreated: product.yearCreated,
    width: product.width,
    height: product.height,
    frameType: product.frameType,
    frameDetails: product.frameDetails,
    countryOfOrigin: product.countryOfOrigin,
    hasCertificate: product.hasCertificate,
    certificateFileUrl: product.certificateUrl,
    certificateDetails: product.certificateDetails,
    isActive: product.isActive,
    isSoldOut: product.isSoldOut,
    vendorId: product.vendorId,
    createdAt: product.createdAt.toISOString(),
  };
}

/** The newest primary image of each category group and navigation item that has a live artwork. */
export async function findCollectionImages(db: Database): Promise<Map<string, string>> {
  const latestBy = (column: typeof products.categorySlug | typeof products.subcategorySlug) =>
    db
      .selectDistinctOn([column], { slug: column, url: productImages.url })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .innerJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true)))
      .where(isPublic)
      .orderBy(column, desc(products.createdAt));
  const [groups, items] = await Promise.all([latestBy(products.categorySlug), latestBy(products.subcategorySlug)]);
  return new Map([...groups, ...items].map((row) => [row.slug, row.url]));
}

/** The newest image of each artist, newest artists first, for the given artist type. */
export async function findArtists(db: Database, artistType: string, limit: number) {
  const latest = db
    .selectDistinctOn([products.artistName], {
      artistName: products.artistName,
      artistType: products.artistType,
      createdAt: products.createdAt,
      latestImage: productImages.url,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isPrimary, true)))
    .where(and(isPublic, eq(products.artistType, artistType)))
    .orderBy(products.artistName, desc(products.createdAt))
    .as('latest');
  return db
    .select({ artistName: latest.artistName, artistType: latest.artistType, latestImage: latest.latestImage })
    .from(latest)
    .orderBy(desc(latest.createdAt))
    .limit(limit);
}

/**
 * Ranked full-text search with typo tolerance: a document matches its weighted tsvector, or pg_trgm
 * finds a word close to the query (word_similarity >= 0.5: "monsun" is 0.57 from "monsoon").
 * Runs in a transaction so the threshold applies to this query only.
 */
export async function searchCards(db: Database, text: string, conditions: SQL[], page: Page) {
  const lowered = text.toLowerCase();
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const matches = sql`(${products.searchVector} @@ ${query} or ${lowered} <% ${products.searchText})`;
  const rank = sql`ts_rank_cd(${products.searchVector}, ${query}) * 2 + word_similarity(${lowered}, ${products.searchText})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
    const scoped = tx as unknown as Database;
    const all = [...conditions, matches];
    const [cards, total] = await Promise.all([
      findCards(scoped, all, page, [sql`${rank} desc`, desc(products.createdAt)]),
      countProducts(scoped, all),
    ]);
    return { cards, total };
  });
}
