import { categoryGroupBySlug, isKnownCollectionSlug } from './catalog.ts';
import { CATALOG_PAGE_SIZE } from './catalog-query.ts';
import { encodeCatalogQuery } from './catalog-query-url.ts';

/**
 * The storefront pages that get a fast first paint (ADR 0009, 0011): the home page, an artwork, a category
 * (/category/{slug}) and a navigation group's item (/{group}/{item}). Each has its own route code in the web
 * build, which the server preloads, and a first API answer, which the server puts into the page.
 */
export type FirstPaintPage = 'home' | 'artwork' | 'category' | 'group-item';

/** A page path's segments, decoded; undefined for an empty segment or a broken escape. */
function decodedSegments(pagePath: string): string[] | undefined {
  const segments = pagePath.split('/').slice(1);
  if (segments.some((segment) => segment === '')) return undefined;
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** Which first-paint page a path (no query string) is, if any (without building its API path). */
export function firstPaintPageOf(pagePath: string): FirstPaintPage | undefined {
  if (pagePath === '/') return 'home';
  const [first, second, ...rest] = decodedSegments(pagePath) ?? [];
  if (first === undefined || second === undefined || rest.length > 0) return undefined;
  if (first === 'product') return 'artwork';
  if (first === 'category') return 'category';
  // /artists/{name} is the artist's own page, not the "Artists" group's listing.
  if (first !== 'artists' && categoryGroupBySlug(first)) return 'group-item';
  return undefined;
}

/**
 * A collection address (/category/{slug}, /{group}/{slug}; the first segment in any case, as the web's routes
 * match) whose slug the catalogue does not know: the web shows its 404 page there, and the server answers 404.
 */
export function isUnknownCollectionPath(pagePath: string): boolean {
  const [first, second, ...rest] = decodedSegments(pagePath) ?? [];
  if (first === undefined || second === undefined || rest.length > 0) return false;
  const collection = first.toLowerCase() === 'category' || (first.toLowerCase() !== 'artists' && categoryGroupBySlug(first));
  return Boolean(collection) && !isKnownCollectionSlug(second);
}

/** Which first-paint page a path (no query string) is, with the exact API path (under /api) it asks for first. */
export function firstPaintPage(pagePath: string): { page: FirstPaintPage; apiPath: string } | undefined {
  const page = firstPaintPageOf(pagePath);
  if (page === undefined) return undefined;
  if (page === 'home') return { page, apiPath: '/Product/home' };
  const [first = '', second = ''] = decodedSegments(pagePath) ?? [];
  if (page === 'artwork') return { page, apiPath: `/Product/${encodeURIComponent(second)}` };
  if (page === 'category') return { page, apiPath: listPath({ subcategory: second }) };
  return { page, apiPath: listPath({ category: first, subcategory: second }) };
}

/**
 * ADR 0009: the storefront pages whose first API answer the server puts into the HTML it sends, so the
 * first paint needs no second round trip. Each maps a page path (no query string) to the exact API path
 * (under /api) the page asks for first; the web takes the injected answer for that path instead of fetching.
 */
export function firstApiPath(pagePath: string): string | undefined {
  return firstPaintPage(pagePath)?.apiPath;
}

/** The first page of a listing, as the web's listing asks for it: the same encoder, in URLSearchParams' encoding. */
function listPath(filters: { category?: string; subcategory?: string }): string {
  const query = encodeCatalogQuery({ ...filters, page: 1, pageSize: CATALOG_PAGE_SIZE }, { textKey: 'query', paging: true })
    .map(([key, value]) => `${formEncode(key)}=${formEncode(value)}`)
    .join('&');
  return `/Product?${query}`;
}

/** application/x-www-form-urlencoded, as URLSearchParams writes it (this package has no DOM or Node types). */
function formEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * Absolute URLs are used as they are; uploaded files (/uploads/{file}) are served
 * as /webp/c{base}.webp when the browser supports WebP; other relative paths are joined to the site.
 */
export function imageUrl(path: string | null | undefined, supportsWebP: boolean): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  const relative = path.startsWith('/') ? path : `/${path}`;
  if (supportsWebP && relative.startsWith('/uploads/')) {
    const file = relative.slice('/uploads/'.length);
    const base = file.includes('.') ? file.slice(0, file.lastIndexOf('.')) : file;
    return `/webp/c${base}.webp`;
  }
  return relative;
}

/** The server's small WebP beside each large one (`/webp/c{base}-480.webp`), for grids and phones. */
export const SMALL_WEBP_WIDTH = 480;
const LARGE_WEBP_WIDTH = 1600;

/**
 * A srcset offering the small and the large WebP of an upload, so browsers fetch the size they show;
 * undefined where only one file exists (no WebP support, or not an upload).
 */
export function imageSrcSet(path: string | null | undefined, supportsWebP: boolean, pixelWidth: number): string | undefined {
  const large = imageUrl(path, supportsWebP);
  if (!large?.startsWith('/webp/c') || pixelWidth <= SMALL_WEBP_WIDTH) return undefined;
  const small = large.replace(/\.webp$/, `-${SMALL_WEBP_WIDTH}.webp`);
  return `${small} ${SMALL_WEBP_WIDTH}w, ${large} ${Math.min(pixelWidth, LARGE_WEBP_WIDTH)}w`;
}

/** The width an artwork image is assumed to have when its size is unknown (with 1000 px height). */
export const FALLBACK_IMAGE_WIDTH = 800;

/**
 * HTML `sizes` of the images that are a page's largest paint: grid cards (two columns on phones), and the
 * artwork page's first image and the home hero's main work (the whole width on phones).
 */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 33vw, 50vw';
export const ARTWORK_IMAGE_SIZES = '(min-width: 1024px) 60vw, 100vw';

/** Cards in a listing's first row on a phone: its two columns, one of which holds the largest paint. */
export const PHONE_GRID_COLUMNS = 2;

/** How many of the newest works the home hero shows (the first one large). */
export const HERO_ARTWORK_COUNT = 3;

/** The home hero's works: the newest that are still for sale, the first of them shown large. */
export function heroArtworks<T extends { isSoldOut: boolean }>(latest: readonly T[]): T[] {
  return latest.filter((artwork) => !artwork.isSoldOut).slice(0, HERO_ARTWORK_COUNT);
}

/**
 * The site's public facts (parent company, support address), under /api: every page's footer asks for them,
 * so the server puts them into each first-paint page too (ADR 0011).
 */
export const SITE_INFO_API_PATH = '/site';

/** The id of the `<script type="application/json">` that carries the injected first data. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** What that script holds: whether the browser said it accepts WebP, and the first API answers. */
export interface FirstData {
  webp: boolean;
  answers: FirstAnswer[];
}

export interface FirstAnswer {
  /** The API path under /api, exactly as the web requests it. */
  path: string;
  body: unknown;
  /** The X-Total-Count header of a list answer. */
  total?: number;
}
