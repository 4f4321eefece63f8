import { CATEGORY_GROUPS, COLLECTIONS_PATH, categoryPath, collectionPath } from '@art-market/domain/rules';
import { desc, sql } from 'drizzle-orm';
import type { AppContext } from '#api/context.ts';
import { products } from '#api/db/schema.ts';
import { isPublic } from '#api/db/storefront-visibility.ts';
import { escapeHtml } from '#api/html.ts';
import { listPublishedSlugs } from '#api/modules/collections/collections.service.ts';

/** One sitemap file holds at most 50,000 addresses (sitemaps.org); 49,000 stays clear of it. */
export const SITEMAP_URL_LIMIT = 49_000;

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Page {
  path: string;
  lastModified?: Date;
}

const staticPages = (): Page[] =>
  [
    '/',
    ...CATEGORY_GROUPS.flatMap((group) => [...(group.landingPath ? [group.landingPath] : []), ...group.items.map(categoryPath)]),
    COLLECTIONS_PATH,
    '/support',
  ].map((path) => ({ path }));

/** The fixed pages, then each published curated collection (a draft is not a page). */
async function pagesOf(ctx: AppContext): Promise<Page[]> {
  const published = await listPublishedSlugs(ctx);
  return [...staticPages(), ...published.map(({ slug, updatedAt }) => ({ path: collectionPath(slug), lastModified: updatedAt }))];
}

/**
 * /sitemap.xml (part 0) and /sitemap-{part}.xml. While every address fits in one file, /sitemap.xml
 * is that file; past it, /sitemap.xml is an index of numbered files of at most `urlsPerFile`
 * addresses each. Answers come from the catalogue cache; a part that does not exist is undefined.
 */
export async function sitemapPart(ctx: AppContext, part: number, urlsPerFile = SITEMAP_URL_LIMIT): Promise<string | undefined> {
  const answer = await ctx.catalogCache.answerText(`sitemap:${urlsPerFile}:${part}`, async () => {
    const pages = await pagesOf(ctx);
    const files = Math.ceil((pages.length + (await countPublicArtworks(ctx))) / urlsPerFile);
    if (part === 0) return files <= 1 ? urlsetXml(ctx, pages, 0, urlsPerFile) : sitemapIndexXml(ctx, files);
    // Kept as an empty text, so repeated asks for a missing part cost no query either.
    return files > 1 && part <= files ? urlsetXml(ctx, pages, (part - 1) * urlsPerFile, urlsPerFile) : '';
  });
  return answer.body || undefined;
}

async function countPublicArtworks(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(products).where(isPublic);
  return row?.count ?? 0;
}

/** The addresses from `start` on, at most `limit`: the pages (fixed ones, then collections) first, then artworks, newest first. */
async function urlsetXml(ctx: AppContext, pages: Page[], start: number, limit: number): Promise<string> {
  const pageSlice = pages.slice(start, start + limit);
  const artworkLimit = limit - pageSlice.length;
  const artworks =
    artworkLimit > 0
      ? await ctx.db
          .select({ id: products.id, updatedAt: products.updatedAt })
          .from(products)
          .where(isPublic)
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(artworkLimit)
          .offset(Math.max(0, start - pages.length))
      : [];
  const base = ctx.config.PUBLIC_URL;
  const entry = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeHtml(base + encodeURI(path))}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...pageSlice.map((page) => entry(page.path, page.lastModified)),
    ...artworks.map((artwork) => entry(`/product/${artwork.id}`, artwork.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

function sitemapIndexXml(ctx: AppContext, files: number): string {
  const base = ctx.config.PUBLIC_URL;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...Array.from(
      { length: files },
      (_, index) => `  <sitemap><loc>${escapeHtml(`${base}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
