import { CATEGORY_GROUPS, categoryPath, formatUsd } from '@art-market/domain';
import { desc } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { products } from '../../db/schema.ts';
import { escapeHtml } from '../../html.ts';
import { findPublicProduct, isPublic } from '../catalog/catalog.repository.ts';

/** One sitemap file holds at most 50,000 addresses (sitemaps.org); the newest artworks come first. */
const SITEMAP_ARTWORK_LIMIT = 49_000;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /vendor-dashboard',
    'Disallow: /admin-dashboard',
    'Disallow: /customer-dashboard',
    'Disallow: /checkout',
    'Disallow: /api/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapXml(ctx: AppContext): Promise<string> {
  const base = ctx.config.PUBLIC_URL;
  const artworks = await ctx.db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isPublic)
    .orderBy(desc(products.createdAt))
    .limit(SITEMAP_ARTWORK_LIMIT);
  const pages = [
    '/',
    ...CATEGORY_GROUPS.flatMap((group) => [...(group.landingPath ? [group.landingPath] : []), ...group.items.map(categoryPath)]),
    '/support',
  ];
  const entry = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeHtml(base + encodeURI(path))}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((path) => entry(path)),
    ...artworks.map((artwork) => entry(`/product/${artwork.id}`, artwork.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The app's index.html with the artwork's title, description and OpenGraph tags, so a shared link
 * shows the artwork before any script runs. Unknown or non-public ids get the page unchanged.
 */
export async function productPageHtml(ctx: AppContext, indexHtml: string, productId: string): Promise<string> {
  const product = await findPublicProduct(ctx.db, productId);
  if (!product) return indexHtml;
  const base = ctx.config.PUBLIC_URL;
  const title = `${product.title} by ${product.artistName}`;
  const description = `${formatUsd(product.totalPrice)} · ${product.medium || product.subCategory}. ${product.description}`.slice(
    0,
    300,
  );
  const image = product.images[0];
  const tags = [
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="Art Market" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(`${base}/product/${product.id}`)}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(base + image.url)}" />` : '',
    `<meta property="product:price:amount" content="${product.totalPrice.toFixed(2)}" />`,
    `<meta property="product:price:currency" content="USD" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].filter(Boolean);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} · Art Market</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', `${tags.join('\n    ')}\n  </head>`);
}
