import { formatUsd } from '@art-market/domain/rules';
import type { AppContext } from '#api/context.ts';
import { escapeHtml } from '#api/html.ts';
import { findPublicProduct } from '#api/modules/catalog/catalog.service.ts';

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
  // Replacer functions: with a string, a `$&` or `$'` in an artist's title would splice the page.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)} · Art Market</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
