// Curated collections (issue 29): limits, the slug rule and the messages, without zod (the storefront's first paint
// reads them; ADR 0011). The schemas are in collections.ts.

export const COLLECTION_TITLE_MAX = 120;
export const COLLECTION_SLUG_MAX = 80;
export const COLLECTION_DESCRIPTION_MAX = 2_000;
/** A collection is a curated handful, not a second catalogue: at most this many artworks. */
export const COLLECTION_MAX_ARTWORKS = 200;
/** The home page shows at most this many featured collections. */
export const HOME_CURATED_COLLECTIONS_LIMIT = 6;
/** Artworks the console's "add by search" offers per search. */
export const COLLECTION_SEARCH_LIMIT = 20;
/** Where a collection lives in the storefront. */
export const COLLECTIONS_PATH = '/collections';
export const collectionPath = (slug: string) => `${COLLECTIONS_PATH}/${slug}`;

/** Lower-case letters and digits in words joined by single hyphens: "spring-light-2026". */
export const COLLECTION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isCollectionSlug = (slug: string) =>
  slug.length > 0 && slug.length <= COLLECTION_SLUG_MAX && COLLECTION_SLUG_PATTERN.test(slug);

/**
 * The slug a title suggests: accents dropped, everything but letters and digits a hyphen, no hyphen at either end,
 * at most COLLECTION_SLUG_MAX characters ("Étude: Blue & Gold" -> "etude-blue-gold"). Empty when the title has no
 * letter or digit to keep; the admin then types one.
 */
export function collectionSlugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, COLLECTION_SLUG_MAX)
    .replace(/-+$/, '');
}

export const CollectionMessages = {
  titleRequired: 'Please enter a title',
  slugInvalid: 'Use lower-case letters and digits, with single hyphens between words',
  slugTaken: 'Another collection already uses this address',
  tooManyArtworks: `A collection holds at most ${COLLECTION_MAX_ARTWORKS} artworks`,
  repeatedArtwork: 'An artwork can be in a collection only once',
  unknownArtwork: 'One of the chosen artworks does not exist',
  coverNotInCollection: "The cover must be one of the collection's artworks",
  publishEmpty: 'Add at least one artwork before publishing',
  featureDraft: 'Only a published collection can be featured',
  notFound: 'Collection not found',
  saved: 'Collection saved',
  deleted: 'Collection deleted',
} as const;
