import {
  artworkTotalCents,
  CARD_EXCERPT_LENGTH,
  type CatalogImage,
  type HomeCatalog,
  type ProductCard,
  type ProductDetail,
  toDollars,
} from '@art-market/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productImages, products, searchWords, shippingOptions } from '../../db/schema.ts';
import { isUuid } from '../products/product.repository.ts';
import { isPublic, orderOf } from './catalog-filters.ts';

export { type CatalogFilters, filterConditions, isPublic, priceBandCondition } from './catalog-filters.ts';

const cardColumns = {
  id: products.id,
  title: products.title,
  artistName: products.artistName,
  artistType: products.artistType,
  category: products.category,
  subCategory: products.subcategory,
  // A card never carries the whole description (up to 5,000 characters): pages and the cache stay small.
  excerpt: sql<string>`left(${products.description}, ${sql.raw(String(CARD_EXCERPT_LENGTH))})`,
  priceCents: products.priceCents,
  taxCents: products.taxCents,
  isSoldOut: products.isSoldOut,
  createdAt: products.createdAt,
};
interface CardRow
  extends Pick<ProductCard, 'id' | 'title' | 'artistName' | 'artistType' | 'category' | 'subCategory' | 'excerpt' | 'isSoldOut'> {
  priceCents: number;
  taxCents: number;
  createdAt: Date;
}

export interface Page {
  limit: number;
  offset: number;
}

export async function findCards(
  db: Database,
  conditions: SQL[],
  page: Page,
  order: SQL[] = orderOf('newest'),
): Promise<ProductCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
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
    .where(and(...conditions));
  return row?.count ?? 0;
}

/** Cards carry only their primary image: one indexed query for the whole page. */
async function withPrimaryImages(db: Database, rows: CardRow[]): Promise<ProductCard[]> {
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

function toCard(row: CardRow, image: Omit<CatalogImage, 'isPrimary'> | undefined): ProductCard {
  const { priceCents, taxCents, createdAt, ...fields } = row;
  return {
    ...fields,
    price: toDollars(priceCents),
    taxAmount: toDollars(taxCents),
    totalPrice: toDollars(artworkTotalCents({ priceCents, taxCents })),
    createdAt: createdAt.toISOString(),
    images: image ? [{ url: image.url, isPrimary: true, width: image.width, height: image.height }] : [],
  };
}

export async function findPublicProduct(db: Database, productId: string): Promise<ProductDetail | undefined> {
  if (!isUuid(productId)) return undefined;
  const [row] = await db
    .select({ product: products })
    .from(products)
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
    totalPrice: toDollars(artworkTotalCents(product)),
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

/** The words of a search: letters and digits, lower-cased, at most 6 words of 40 characters. */
export function searchWordsOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, 40));
  return [...new Set(words)].slice(0, 6);
}

/**
 * A word the catalogue knows stays as it is; an unknown one (3+ letters) also stands for up to three
 * known words that look like it, found by trigram similarity in the small search_words table
 * ("monsun" -> "monsoon").
 */
async function alternativesOf(db: Database, word: string): Promise<string[]> {
  if (word.length < 3) return [word];
  const near = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`${searchWords.word} % ${word}`)
    .orderBy(sql`${searchWords.word} <-> ${word}`)
    .limit(3);
  if (near[0]?.word === word) return [word];
  return [word, ...near.map((row) => row.word)];
}

/**
 * Typo-tolerant full-text match: every word (or one of its look-alikes) must match the weighted
 * document (title and artist A; category, subcategory, style, medium B; description C). Null when
 * the text has no words.
 */
export async function wordsMatch(db: Database, text: string): Promise<{ matches: SQL; rank: SQL } | null> {
  const words = searchWordsOf(text);
  if (words.length === 0) return null;
  const groups = await Promise.all(words.map((word) => alternativesOf(db, word)));
  // Words are letters and digits only, so joining them with operators cannot inject tsquery syntax.
  const query = sql`to_tsquery('english', ${groups.map((group) => `(${group.join(' | ')})`).join(' & ')})`;
  return { matches: sql`${products.searchVector} @@ ${query}`, rank: sql`ts_rank(${products.searchVector}, ${query}) desc` };
}

/** A page of matches in the given order (by rank for relevance) with the number of matches. */
export async function searchCards(
  db: Database,
  conditions: SQL[],
  page: Page,
  order: SQL[],
): Promise<{ cards: ProductCard[]; total: number }> {
  const rows = await db
    // Every match is ranked anyway, so the window count comes at no extra scan.
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(products)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countProducts(db, conditions) : 0);
  const cards = await withPrimaryImages(
    db,
    rows.map(({ total: _total, ...card }) => card),
  );
  return { cards, total };
}
