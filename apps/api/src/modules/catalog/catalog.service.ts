import {
  ARTIST_TYPES,
  ARTISTS_PER_TYPE,
  type ArtworkHold,
  CATEGORY_GROUPS,
  HOME_LATEST_SIZE,
  HOME_SECTION_SIZE,
  type HomeCatalog,
  matchingSlug,
  navigationSlug,
  type ProductCard,
  type ProductDetail,
  ProductMessages,
  type SearchResult,
  sortOf,
} from '@art-market/domain/rules';
import type { CatalogFacets, CatalogQuery } from '@art-market/domain/schemas';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import { products } from '#api/db/schema.ts';
import { NotFound } from '#api/errors.ts';
import { findFeaturedCollections } from '#api/modules/collections/collections.service.ts';
import { findLiveHold } from '#api/modules/orders/order-life.ts';
import {
  findArtists,
  findCardPage,
  findCards,
  findLatestImages,
  findPublicProduct,
  type Page,
  priceBandCondition,
} from './catalog.repository.ts';
import { countFacets } from './catalog-facets.repository.ts';
import { conditionsOf, filterConditions, orderOf } from './catalog-filters.ts';
import { findRankedCardPage, wordsMatch } from './catalog-search.repository.ts';

/** Long queries are cut: nobody types more, and it bounds the work per search. */
const MAX_QUERY_LENGTH = 200;

const pageOf = (query: CatalogQuery): Page => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });

/** A page of the listing, filtered and sorted on the server, with the number of matches (capped). */
export async function listProducts(ctx: AppContext, query: CatalogQuery): Promise<{ cards: ProductCard[]; total: number }> {
  const sort = sortOf({ ...query, query: '' });
  return findCardPage(
    ctx.db,
    filterConditions(query),
    pageOf(query),
    orderOf(sort === 'relevance' ? 'newest' : sort, query.collection),
    ctx.catalogCache.pageStarts,
  );
}

export async function getPublicProduct(ctx: AppContext, productId: string): Promise<ProductDetail> {
  const product = await findPublicProduct(ctx.db, productId);
  if (!product) throw new NotFound(ProductMessages.notFound);
  return product;
}

/**
 * Whether a payment under way holds this public artwork, and until when (never cached: holds come
 * and go with payments, and the page asks so it can say so instead of offering the buttons).
 */
export async function getArtworkHold(ctx: AppContext, productId: string): Promise<ArtworkHold> {
  await getPublicProduct(ctx, productId);
  const hold = await findLiveHold(ctx.db, productId, ctx.now());
  return { reserved: hold !== undefined, reservedUntil: hold?.expiresAt?.toISOString() ?? null };
}

// The same read without the 404: seo gives a link to an unknown or hidden artwork the plain page.
export { findPublicProduct };

/** The words' match (typo tolerant), or null: a search without words lists like the catalogue. */
async function matchOf(ctx: AppContext, text: string | undefined) {
  return wordsMatch(ctx.db, (text ?? '').trim().slice(0, MAX_QUERY_LENGTH));
}

export async function searchProducts(ctx: AppContext, query: CatalogQuery): Promise<{ results: SearchResult[]; total: number }> {
  const words = (query.query ?? '').trim();
  const match = await matchOf(ctx, words);
  // Words that reduce to nothing searchable ("!!!") match nothing, as before.
  if (words && !match) return { results: [], total: 0 };
  if (!match) {
    const { cards, total } = await listProducts(ctx, query);
    return { results: cards.map(toSearchResult), total };
  }
  const sort = sortOf(query);
  const conditions = filterConditions(query);
  const { cards, total } =
    sort === 'relevance'
      ? await findRankedCardPage(ctx.db, conditions, match, pageOf(query))
      : await findCardPage(
          ctx.db,
          [...conditions, match.matches],
          pageOf(query),
          orderOf(sort, query.collection),
          ctx.catalogCache.pageStarts,
        );
  return { results: cards.map(toSearchResult), total };
}

/** How many artworks each filter value would leave, for a listing or a search (with words). */
export async function getFacets(ctx: AppContext, query: CatalogQuery): Promise<CatalogFacets> {
  const words = (query.query ?? '').trim();
  const match = await matchOf(ctx, words);
  const conditions = conditionsOf(query);
  if (words && !match) conditions.scope.push(sql`false`);
  if (match) conditions.scope.push(match.matches);
  return countFacets(ctx.db, conditions, query, match !== null);
}

function toSearchResult(card: ProductCard): SearchResult {
  return {
    id: card.id,
    title: card.title,
    category: card.category,
    subcategory: card.subCategory,
    artistName: card.artistName,
    totalPrice: card.totalPrice,
    isSoldOut: card.isSoldOut,
    images: card.images,
  };
}
/** Everything the home page shows, in one answer. */
export async function getHomeData(ctx: AppContext): Promise<HomeCatalog> {
  const section = { limit: HOME_SECTION_SIZE, offset: 0 };
  const base = filterConditions({});
  const groups = CATEGORY_GROUPS.map((group) => group.name);
  const items = CATEGORY_GROUPS.flatMap((group) => group.items);
  const [latest, affordable, spotlight, indianArt, worldArt, groupImages, itemImages, artists, featuredCollections] =
    await Promise.all([
      findCards(ctx.db, base, { limit: HOME_LATEST_SIZE, offset: 0 }),
      findCards(ctx.db, [...base, priceBandCondition('affordable')], section),
      findCards(ctx.db, [...base, priceBandCondition('luxury')], section),
      findCards(ctx.db, filterConditions({ subcategory: 'indian-art' }), section),
      findCards(ctx.db, [...base, inArray(products.subcategorySlug, ['european-art', 'asian-art'])], section),
      findLatestImages(ctx.db, 'category', groups.map(matchingSlug)),
      findLatestImages(ctx.db, 'subcategory', items.map(matchingSlug)),
      Promise.all(ARTIST_TYPES.map((type) => findArtists(ctx.db, type, ARTISTS_PER_TYPE))),
      findFeaturedCollections(ctx),
    ]);
  const images = new Map([...groupImages, ...itemImages].map((row) => [row.slug, row.url]));
  const collections = CATEGORY_GROUPS.flatMap((group) => [group.name, ...group.items]).map((name) => ({
    name,
    slug: navigationSlug(name),
    latestImage: images.get(matchingSlug(name)) ?? null,
  }));
  return { latest, affordable, spotlight, indianArt, worldArt, collections, featuredCollections, artists: artists.flat() };
}
