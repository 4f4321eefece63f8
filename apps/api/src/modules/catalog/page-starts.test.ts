import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache.ts';
import type { PageStart } from './catalog-filters.ts';
import { PAGE_START_STRIDE, PageStarts } from './page-starts.ts';

/** The starts of a listing of `rows` rows: one per stride past the first. */
const startsOf = (rows: number): PageStart[] =>
  Array.from({ length: Math.floor((rows - 1) / PAGE_START_STRIDE) }, (_, index) => ({
    createdAt: `row ${(index + 1) * PAGE_START_STRIDE}`,
    id: String(index),
    totalCents: 0,
  }));

describe('PageStarts', () => {
  it('starts a deep page at the nearest remembered row before it', async () => {
    const starts = new PageStarts();
    const load = async () => startsOf(3_500);
    expect(await starts.nearest('list', PAGE_START_STRIDE - 1, load)).toBeUndefined();
    expect(await starts.nearest('list', PAGE_START_STRIDE, load)).toEqual({
      start: expect.objectContaining({ createdAt: `row ${PAGE_START_STRIDE}` }),
      position: PAGE_START_STRIDE,
    });
    expect((await starts.nearest('list', 2 * PAGE_START_STRIDE + 999, load))?.position).toBe(2 * PAGE_START_STRIDE);
    // Past the last remembered row (and past the end), the last one: fewer than a stride of rows follow it.
    expect((await starts.nearest('list', 9 * PAGE_START_STRIDE, load))?.position).toBe(3 * PAGE_START_STRIDE);
  });

  it('reads a listing once for all its pages and all who ask at once, and keeps listings apart', async () => {
    const starts = new PageStarts();
    const loads: string[] = [];
    const load = (listing: string, rows: number) => async () => {
      loads.push(listing);
      return startsOf(rows);
    };
    await Promise.all([
      starts.nearest('list', 1_500, load('list', 5_000)),
      starts.nearest('list', 3_200, load('list', 5_000)),
      starts.nearest('category', 1_200, load('category', 1_300)),
    ]);
    await starts.nearest('list', 4_100, load('list', 5_000));
    expect(loads).toEqual(['list', 'category']);
    // A listing shorter than a stride past its first has no starts: its pages skip from the top.
    expect(await starts.nearest('small', 1_100, load('small', 900))).toBeUndefined();
  });

  it('forgets every listing when the catalogue is cleared, here or by another instance', async () => {
    const cache = new CatalogCache({ ttlMs: 0 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return startsOf(2_000);
    };
    await cache.pageStarts.nearest('list', 1_000, load);
    await cache.pageStarts.nearest('list', 1_000, load);
    expect(loads).toBe(1);
    cache.clear();
    await cache.pageStarts.nearest('list', 1_000, load);
    cache.clearHere();
    await cache.pageStarts.nearest('list', 1_000, load);
    expect(loads).toBe(3);
  });

  it('forgets them after their lifetime should a clear be missed', async () => {
    let now = 10_000;
    const starts = new PageStarts({ now: () => now });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return startsOf(2_000);
    };
    await starts.nearest('list', 1_000, load);
    now += 59_000;
    await starts.nearest('list', 1_000, load);
    now += 2_000;
    await starts.nearest('list', 1_000, load);
    expect(loads).toBe(2);
  });
});
