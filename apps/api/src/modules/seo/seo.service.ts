import { collectionPath, formatUsd } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { NotFound } from '#api/errors.ts';
import { escapeHtml } from '#api/html.ts';
import { getArtist } from '#api/modules/catalog/artists.service.ts';
import { findPublicProduct } from '#api/modules/catalog/catalog.service.ts';
import { findCollectionPage } from '#api/modules/collections/collections.service.ts';
import { inlineJson } from './first-paint.ts';

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /vendor-dashboard',
    'Disallow: /admin-dashboard',
    'Disallow: /customer-dashboard',
    'Disallow: /saved',
    'Disallow: /following',
    'Disallow: /checkout',
    'Disallow: /api/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
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
  return withPageMeta(indexHtml, title, description, tags);
}

/**
 * The artist page with its own title, description and OpenGraph tags and, once the artist has a visible
 * review, schema.org `AggregateRating` as JSON-LD (docs/product/reviews.md). An unknown artist gets the
 * page unchanged (the app shows its not-found state).
 */
export async function artistPageHtml(ctx: AppContext, indexHtml: string, name: string): Promise<string> {
  const artist = await getArtist(ctx, name).catch((error: unknown) => {
    if (error instanceof NotFound) return undefined;
    throw error;
  });
  if (!artist) return indexHtml;
  const url = `${ctx.config.PUBLIC_URL}/artists/${encodeURIComponent(artist.name)}`;
  const title = `${artist.name}: original artworks`;
  const description = (artist.studio.bio || `${artist.artworkCount} original artworks by ${artist.name} on Art Market.`).slice(
    0,
    300,
  );
  const tags = [
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:site_name" content="Art Market" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
  ];
  const { average, count } = artist.rating;
  if (average !== null && count > 0) {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: artist.name,
      url,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 },
    };
    tags.push(`<script type="application/ld+json">${inlineJson(JSON.stringify(data))}</script>`);
  }
  return withPageMeta(indexHtml, title, description, tags);
}

function withPageMeta(indexHtml: string, title: string, description: string, tags: string[]): string {
  // Replacer functions: with a string, a `$&` or `$'` in an artist's title would splice the page.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)} · Art Market</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

/** The description a collection's page and its shared link carry: the admin's, or one made from its title. */
export const collectionDescription = (collection: { title: string; description: string }) =>
  (collection.description.trim() || `${collection.title}: original artworks chosen by Art Market.`)
    .replace(/\s+/g, ' ')
    .slice(0, 300);

/**
 * The app's index.html for a published curated collection (issue 29): its title, description, canonical address and
 * OpenGraph tags with the cover, so a shared link shows it before any script runs. A draft or unknown slug: undefined
 * (the caller answers 404 with the app, which shows its missing page).
 */
export async function collectionPageHtml(ctx: AppContext, indexHtml: string, slug: string): Promise<string | undefined> {
  const collection = await findCollectionPage(ctx, slug);
  if (!collection) return undefined;
  const base = ctx.config.PUBLIC_URL;
  const url = base + collectionPath(collection.slug);
  const title = `${collection.title} · Collections`;
  const description = collectionDescription(collection);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Art Market" />`,
    `<meta property="og:title" content="${escapeHtml(collection.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    collection.cover ? `<meta property="og:image" content="${escapeHtml(base + collection.cover.url)}" />` : '',
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].filter(Boolean);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)} · Art Market</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
