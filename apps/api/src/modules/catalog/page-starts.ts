import type { PageStart } from './catalog-filters.ts';
import { SharedLoads } from './shared-loads.ts';

/** Every this many rows of a deep listing, the sort keys of its row are remembered. */
export const PAGE_START_STRIDE = 1_000;
/** A bound on staleness should a clear be missed: every catalogue write clears them at once anyway. */
const PAGE_STARTS_LIFETIME_MS = 60_000;
/** A bound on memory, in remembered rows (about 100 per listing of 100,000 artworks). */
const MAX_REMEMBERED_STARTS = 200_000;

/** A remembered row and its position in the listing (counted from 0). */
export interface NearestStart {
  start: PageStart;
  position: number;
}

/**
 * Remembered starting points behind the page numbers (ADR 0054). Skipping to a deep page reads every index
 * entry before it; for a listing with more than PAGE_START_STRIDE matches, the sort keys of every
 * PAGE_START_STRIDE-th row are read once, in one pass of its index, and kept per listing until the catalogue
 * changes. A deep page then starts at the nearest one before it and skips fewer than PAGE_START_STRIDE entries.
 */
export class PageStarts {
  private readonly starts: SharedLoads<PageStart[]>;

  constructor({ now = Date.now }: { now?: () => number } = {}) {
    this.starts = new SharedLoads({
      ttlMs: PAGE_STARTS_LIFETIME_MS,
      maxSize: MAX_REMEMBERED_STARTS,
      sizeOf: (starts) => Math.max(starts.length, 1),
      now,
    });
  }

  /**
   * The nearest remembered row at or before `offset` in `listing` (a key naming its conditions and order), or
   * undefined within the first stride. `load` reads the rows at positions PAGE_START_STRIDE, 2 x PAGE_START_STRIDE,
   * ... in order, on the listing's first deep page.
   */
  async nearest(listing: string, offset: number, load: () => Promise<PageStart[]>): Promise<NearestStart | undefined> {
    const strides = Math.floor(offset / PAGE_START_STRIDE);
    if (strides === 0) return undefined;
    const starts = await this.starts.get(listing, load);
    const index = Math.min(strides, starts.length);
    const start = starts[index - 1];
    return start && { start, position: index * PAGE_START_STRIDE };
  }

  clear(): void {
    this.starts.clear();
  }

  /** How many listings have their starts remembered. */
  get usage(): { listings: number } {
    return { listings: this.starts.usage.entries };
  }
}
