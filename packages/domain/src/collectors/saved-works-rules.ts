// Saved works and followed artists (issue 29, items 1 and 2): the rules both sides share.

/** How many artworks one collector keeps saved, and how many artists one follows (the saved-state call stays small). */
export const SAVED_WORKS_LIMIT = 500;
export const FOLLOWED_ARTISTS_LIMIT = 500;
/** Saved works per page of /saved, newest first. */
export const SAVED_WORKS_PAGE_SIZE = 24;
/** The newest works shown beside each followed artist on the Following list. */
export const FOLLOWING_THUMBNAILS = 4;

/** What a saved work is now: the collector's list says it plainly. */
export type SavedWorkState = 'available' | 'reserved' | 'sold' | 'unavailable';

/**
 * Sold wins over everything (it stays public, shown as sold); an artwork off the storefront (withdrawn,
 * disabled, back from a return and not yet relisted) is unavailable; a live hold makes it reserved.
 */
export function savedWorkState(artwork: { isPublic: boolean; isSoldOut: boolean; isHeld: boolean }): SavedWorkState {
  if (artwork.isSoldOut) return 'sold';
  if (!artwork.isPublic) return 'unavailable';
  return artwork.isHeld ? 'reserved' : 'available';
}

/** The price then and now (total cents), when it moved since the collector saved the work; else null. */
export function savedPriceChange(savedTotalCents: number, totalCents: number): { fromCents: number; toCents: number } | null {
  return savedTotalCents === totalCents ? null : { fromCents: savedTotalCents, toCents: totalCents };
}

/** Where a signed-out collector's save or follow waits across the sign-in (sessionStorage: this tab only). */
export const SAVE_INTENT_KEY = 'pendingSaveIntent';
