import { describe, expect, it } from 'vitest';
import { catalogPaging, pageLinks, pageRangeText } from './catalog-paging.ts';
import { CATALOG_COUNT_CAP, MAX_CATALOG_PAGE } from './catalog-query.ts';

describe('catalogue paging', () => {
  it('knows the last page from an exact count', () => {
    expect(catalogPaging(0, 1, 24, 0)).toEqual({ lastPage: 1, hasNext: false, openEnded: false });
    expect(catalogPaging(24, 1, 24, 24)).toEqual({ lastPage: 1, hasNext: false, openEnded: false });
    expect(catalogPaging(25, 1, 24, 24)).toEqual({ lastPage: 2, hasNext: true, openEnded: false });
    expect(catalogPaging(25, 2, 24, 1)).toEqual({ lastPage: 2, hasNext: false, openEnded: false });
    expect(catalogPaging(CATALOG_COUNT_CAP, 42, 24, 16)).toEqual({ lastPage: 42, hasNext: false, openEnded: false });
  });

  it('past the cap, offers Next while pages come back full', () => {
    const capped = CATALOG_COUNT_CAP + 1;
    expect(catalogPaging(capped, 1, 24, 24)).toEqual({ lastPage: 42, hasNext: true, openEnded: true });
    expect(catalogPaging(capped, 60, 24, 24)).toEqual({ lastPage: 60, hasNext: true, openEnded: true });
    expect(catalogPaging(capped, 61, 24, 7)).toEqual({ lastPage: 61, hasNext: false, openEnded: false });
    expect(catalogPaging(capped, MAX_CATALOG_PAGE, 24, 24).hasNext).toBe(false);
  });

  it('links the first, the last and two either side of the current page', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(1, 42)).toEqual([1, 2, 3, 'gap', 42]);
    expect(pageLinks(6, 42)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 42]);
    // A gap never hides a single page: 1 2 3 4 5 6, not 1 … 3 4 5 6.
    expect(pageLinks(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageLinks(42, 42)).toEqual([1, 'gap', 40, 41, 42]);
  });

  it('says which works the page shows', () => {
    expect(pageRangeText(2, 24, 24, 60)).toBe('Showing 25–48 of 60');
    expect(pageRangeText(1, 24, 24, CATALOG_COUNT_CAP + 1)).toBe('Showing 1–24 of 1,000+');
    expect(pageRangeText(50, 24, 24, CATALOG_COUNT_CAP + 1)).toBe('Showing 1,177–1,200');
  });
});
