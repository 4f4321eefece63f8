import type { z } from 'zod';
import { isDomesticShipping, ProductMessages } from './artworks.ts';
import { CATEGORY_GROUPS, type CategoryGroup, matchingSlug, navigationSlug } from './categories.ts';
import { subcategoryFilterFor } from './price-bands.ts';
import type {
  cartItemSchema,
  homeDataSchema,
  productCardSchema,
  publicImageSchema,
  publicProductSchema,
  searchResultSchema,
} from './storefront.ts';

/** The public catalogue's answers (docs/product/storefront.md#catalogue-calls), typed from the API's schemas in storefront.ts. */
export type CatalogImage = z.infer<typeof publicImageSchema>;
export type ProductCard = z.infer<typeof productCardSchema>;
/** Careful: on a product, width and height are the artwork's size in inches (on its images they are pixels). */
export type ProductDetail = z.infer<typeof publicProductSchema>;
export type CatalogShippingOption = ProductDetail['shippingOptions'][number];
export type SearchResult = z.infer<typeof searchResultSchema>;
export type HomeCatalog = z.infer<typeof homeDataSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;

/** A home tile's picture: the API sends a URL; an image object (with its pixel size) is accepted too. */
export type LatestImage = CatalogImage | string | null;

// ---- price bands (docs/product/money.md#price-bands) ----

export type PriceBand = 'affordable' | 'mid-range' | 'luxury';

// ---- home page (docs/product/storefront.md#home) ----

/** Navigation items, labelled as the menu spells them (the spec's 'Wild Life' is the menu's 'Wildlife'; issue 10). */
export const HOME_FEATURED_COLLECTIONS: readonly string[] = ['Nature', 'Wildlife', 'People & Portraits', 'Urban & Cityscapes'];
export const HOME_GALLERY_GROUPS = ['Medium', 'Themes', 'Art Styles', 'Technique'] as const;
export const HOME_AFFORDABLE_COUNT = 4;
export const ARTISTS_PER_TYPE = 5;

// ---- product page (docs/product/storefront.md#product-page) ----

export const MORE_FROM_ARTIST_LIMIT = 7;
export const CAROUSEL_TRANSITION_MS = 300;
export const SHIPPING_NOTICE_MS = 3000;
export const PRODUCT_LIST_TIMEOUT_MS = 15_000;
export const CENTIMETRES_PER_INCH = 2.54;

export const CatalogMessages = {
  noFilterMatches: 'No artworks match these filters',
  pastLastPage: 'This page is past the end of the list',
  loadingProducts: 'Loading products...',
  invalidData: 'Invalid data received from server',
  loading: 'Loading...',
  productNotFound: ProductMessages.notFound,
  fetchProducts: 'Failed to fetch products',
  /** The home page's one call (the latest artworks and the rest) failed and the server said nothing. */
  fetchLatestProducts: 'Failed to fetch latest products',
  fetchProduct: 'Failed to fetch product details.',
  noResults: 'No results found',
  searchFailed: 'Error performing search',
  timeout: 'Request timeout - please try again',
  network: 'Network error - please check your connection',
  selectShipping: 'Please select a shipping option first',
  onlyOneShipping: 'Only one shipping option is available for this artwork.',
  addFailed: 'Failed to add item to cart. Please try again.',
  buyFailed: 'Failed to process. Please try again.',
  loginToAdd: 'Please log in to add items to cart',
  loginToBuy: 'Please log in to purchase items',
  loginToViewCart: 'Please log in to view cart items',
  fetchCart: 'Failed to fetch cart items',
  removeFromCart: 'Failed to remove item from cart',
  unsupportedCertificate: 'Unsupported certificate format',
  missingCertificate: 'Certificate file not available',
  artistEmpty: 'No artworks available from this artist at the moment.',
} as const;

/**
 * A collection with nothing listed, said plainly (the spec's "Currently, {name} ART's aren't available." read as
 * a shout with a stray apostrophe; ADR 0044).
 */
export const categoryEmptyText = (name: string) => `There are no artworks in ${name} right now.`;

/** Domestic options first (told apart by name: docs/product/money.md#shipping), otherwise in the order the artist listed them. */
export function sortShippingOptions<T extends { name: string }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => Number(isDomesticShipping(b.name)) - Number(isDomesticShipping(a.name)));
}

/** Inches to centimetres with one decimal (1 in = 2.54 cm). */
export function inchesToCentimetres(inches: number): number {
  return Math.round(inches * CENTIMETRES_PER_INCH * 10) / 10;
}

export type CertificateKind = 'image' | 'pdf' | 'unsupported' | 'missing';
const CERTIFICATE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/** How the certificate viewer shows a file, by its extension (query strings ignored). */
export function certificateKind(url: string | null | undefined): CertificateKind {
  if (!url?.trim()) return 'missing';
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = path.includes('.') ? path.slice(path.lastIndexOf('.') + 1).toLowerCase() : '';
  if (CERTIFICATE_IMAGE_EXTENSIONS.includes(extension)) return 'image';
  return extension === 'pdf' ? 'pdf' : 'unsupported';
}

// ---- slugs ----

/** 'art-styles' -> 'Art Styles' (the /{category} page title). */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The navigation group whose name matches a URL slug (art-styles -> Art Styles), if any. */
export function categoryGroupBySlug(slug: string): CategoryGroup | undefined {
  const wanted = matchingSlug(slug);
  return CATEGORY_GROUPS.find((group) => matchingSlug(group.name) === wanted);
}

/** The navigation item a /category/{slug} link names (affordable-art-(below-$500) -> its label), if any. */
export function categoryItemBySlug(slug: string): string | undefined {
  const wanted = matchingSlug(slug);
  const items = CATEGORY_GROUPS.flatMap((group) => group.items);
  return items.find((item) => navigationSlug(item) === slug) ?? items.find((item) => matchingSlug(item) === wanted);
}

/**
 * Whether a collection slug (/category/{slug}, /{group}/{slug}) names something the catalogue has: a navigation
 * item, or one of the artist-type and price-band slugs the listing understands. Anything else is a mistyped or
 * stale address, which is a missing page rather than an empty collection.
 */
export function isKnownCollectionSlug(slug: string): boolean {
  return categoryItemBySlug(slug) !== undefined || subcategoryFilterFor(slug).kind !== 'subcategory';
}
