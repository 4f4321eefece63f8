import type { DomainEvents } from '#api/events.ts';
import type { CatalogCache } from './catalog-cache.ts';

/**
 * What the storefront shows changes with these events: the shared answers (lists, artworks, artists, home,
 * collections, reviews) are cleared once per commit that published any of them, on every instance.
 */
export function clearCatalogueOn(events: DomainEvents, cache: CatalogCache): void {
  events.subscribe(
    [
      'order.paid',
      'order.cancelled',
      'vendor-order.cancelled',
      'returned-artwork.decided',
      'artwork.reviewed',
      'artwork.changed',
      'studio.changed',
      'review.changed',
      'collection.changed',
    ],
    { phase: 'after-commit', oncePerCommit: true, handle: () => cache.clear() },
  );
}
