import { CollectionMessages, HOME_CURATED_COLLECTIONS_LIMIT, type HomeCatalog, isCollectionSlug } from '@art-market/domain/rules';
import type { CollectionSummary } from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
import { findPublishedCollection, findPublishedCollections, findPublishedSlugs } from './collections.repository.ts';

/** The published collections' slugs and when each last changed (the sitemap). */
export const listPublishedSlugs = (ctx: AppContext) => findPublishedSlugs(ctx.db);

/** /collections: every published collection, featured first. */
export async function listPublishedCollections(ctx: AppContext): Promise<CollectionSummary[]> {
  return findPublishedCollections(ctx.db);
}

/** A published collection, or undefined: a draft and an unknown slug are the same missing page. */
export async function findCollectionPage(ctx: AppContext, slug: string): Promise<CollectionSummary | undefined> {
  return isCollectionSlug(slug) ? findPublishedCollection(ctx.db, slug) : undefined;
}

export async function getPublishedCollection(ctx: AppContext, slug: string): Promise<CollectionSummary> {
  const collection = await findCollectionPage(ctx, slug);
  if (!collection) throw new NotFound(CollectionMessages.notFound);
  return collection;
}

/**
 * The home page's featured curated collections (issue 29; docs/product/collections.md). One whose artworks have all
 * been sold or withdrawn is left out: the home page does not lead to an empty page.
 */
export async function findFeaturedCollections(ctx: AppContext): Promise<HomeCatalog['featuredCollections']> {
  const featured = await findPublishedCollections(ctx.db, { featuredOnly: true, limit: HOME_CURATED_COLLECTIONS_LIMIT });
  return featured.filter((collection) => collection.artworkCount > 0).map(({ slug, title, cover }) => ({ slug, title, cover }));
}
