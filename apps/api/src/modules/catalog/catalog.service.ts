import {
  ARTIST_TYPES,
  ARTISTS_PER_TYPE,
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
} from '@art-market/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { products } from '../../db/schema.ts';
import { NotFound } from '../../errors.ts';
import {
  type CatalogFilters,
  countProducts,
  filterConditions,
  findArtists,
  findCards,
  findLatestImages,
  findPublicProduct,
  type Page,
  priceBandCondition,
  searchCards,
} from './catalog.repository.ts';

/** Long queries are cut: nobody types more, and it bounds the work per search. */
const MAX_QUERY_LENGTH = 200;

export async function listProducts(
  ctx: AppContext,
  filters: CatalogFilters,
  page: Page,
): Promise<{ cards: ProductCard[]; total: number }> {
  const conditions = filterConditions(filters);
  const [cards, total] = await Promise.all([findCards(ctx.db, conditions, page), countProducts(ctx.db, conditions)]);
  return { cards, total };
}

export async function getPublicProduct(ctx: AppContext, productId: string): Promise<ProductDetail> {
  const product = await findPublicProduct(ctx.db, productId);
  if (!product) throw new NotFound(ProductMessages.notFound);
  return product;
}

export async function searchProducts(
  ctx: AppContext,
  query: string,
  filters: CatalogFilters,
  page: Page,
): Promise<{ results: SearchResult[]; total: number }> {
  const text = query.trim().slice(0, MAX_QUERY_LENGTH);
  const conditions = filterConditions(filters);
  const { cards, total } = text
    ? await searchCards(ctx.db, text, conditions, page)
    : { cards: await findCards(ctx.db, conditions, page), total: await countProducts(ctx.db, conditions) };
  const results = cards.map(
    (card): SearchResult => ({
      id: card.id,
      title: card.title,
      category: card.category,
      subcategory: card.subCategory,
      artistName: card.artistName,
      totalPrice: card.totalPrice,
      isSoldOut: card.isSoldOut,
      images: card.images,
    }),
  );
  return { results, total };
}

/** Everything the home page shows, in one answer. */
export async function getHomeData(ctx: AppContext): Promise<HomeCatalog> {
  const section = { limit: HOME_SECTION_SIZE, offset: 0 };
  const base = filterConditions({});
  const groups = CATEGORY_GROUPS.map((group) => group.name);
  const items = CATEGORY_GROUPS.flatMap((group) => group.items);
  const [latest, affordable, spotlight, indianArt, worldArt, groupImages, itemImages, artists] = await Promise.all([
    findCards(ctx.db, base, { limit: HOME_LATEST_SIZE, offset: 0 }),
    findCards(ctx.db, [...base, priceBandCondition('affordable')], section),
    findCards(ctx.db, [...base, priceBandCondition('luxury')], section),
    findCards(ctx.db, filterConditions({ subcategory: 'indian-art' }), section),
    findCards(ctx.db, [...base, inArray(products.subcategorySlug, ['european-art', 'asian-art'])], section),
    findLatestImages(ctx.db, 'category', groups.map(matchingSlug)),
    findLatestImages(ctx.db, 'subcategory', items.map(matchingSlug)),
    Promise.all(ARTIST_TYPES.map((type) => findArtists(ctx.db, type, ARTISTS_PER_TYPE))),
  ]);
  const images = new Map([...groupImages, ...itemImages].map((row) => [row.slug, row.url]));
  const collections = CATEGORY_GROUPS.flatMap((group) => [group.name, ...group.items]).map((name) => ({
    name,
    slug: navigationSlug(name),
    latestImage: images.get(matchingSlug(name)) ?? null,
  }));
  return { latest, affordable, spotlight, indianArt, worldArt, collections, artists: artists.flat() };
}
