import { describe, expect, it } from 'vitest';
import {
  artworkCountText,
  CATALOG_COUNT_CAP,
  CATALOG_QUERY_FIELDS,
  isCappedCount,
  MAX_CATALOG_PAGE,
  orientationOf,
  SIZE_BAND_LABELS,
  sizeBandOf,
  sortOf,
} from './catalog-query.ts';
import { catalogQuerySchema, decodeCatalogQuery, searchQuerySchema } from './catalog-query-schema.ts';
import { catalogFieldsInUrl, decodeCatalogWords, encodeCatalogQuery, type SearchParamsReader } from './catalog-query-url.ts';

/** A query string's reader and writer, as URLSearchParams does it (the domain has no DOM types). */
function url(text: string): SearchParamsReader {
  const pairs = text.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
  return {
    get: (key) => pairs.find(([name]) => name === key)?.[1] ?? null,
    getAll: (key) => pairs.filter(([name]) => name === key).map(([, value]) => value),
  };
}
const textOf = (entries: [string, string][]) => entries.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

describe('orientationOf', () => {
  it('is square within 5% of the longer side, else portrait or landscape', () => {
    expect(orientationOf(24, 24)).toBe('square');
    expect(orientationOf(20, 21)).toBe('square'); // 1 in of 21: under 5%
    expect(orientationOf(20, 22)).toBe('portrait'); // 2 in of 22: over 5%
    expect(orientationOf(36, 24)).toBe('landscape');
    expect(orientationOf(24, 36.5)).toBe('portrait');
  });
});

describe('sizeBandOf', () => {
  it('reads the longest side: small up to 16 in, medium up to 40 in, large above', () => {
    expect(sizeBandOf(10, 16)).toBe('small');
    expect(sizeBandOf(16.01, 8)).toBe('medium');
    expect(sizeBandOf(40, 30)).toBe('medium');
    expect(sizeBandOf(12, 40.5)).toBe('large');
  });

  it('labels each band in inches and centimetres', () => {
    expect(SIZE_BAND_LABELS.small).toBe('Small (up to 16 in / 41 cm)');
    expect(SIZE_BAND_LABELS.large).toBe('Large (over 40 in / 102 cm)');
  });
});

describe('catalogQuerySchema', () => {
  // The zod-free modules list the fields themselves (ADR 0011); the types check they are the schema's.
  it('has the fields of CATALOG_QUERY_FIELDS, in its order (the order URLs and API calls list them)', () => {
    expect(Object.keys(catalogQuerySchema.shape)).toEqual(CATALOG_QUERY_FIELDS);
    expect(Object.keys(searchQuerySchema.shape)).toEqual([...CATALOG_QUERY_FIELDS, 'query']);
  });

  it('reads a query string: numbers, flags, one or many values, sorted and without repeats', () => {
    const query = catalogQuerySchema.parse({
      minPrice: '100',
      maxPrice: '2500.5',
      medium: ['Oil on linen', 'Acrylic on canvas', 'Oil on linen'],
      orientation: 'square',
      framed: 'false',
      available: 'true',
      sort: 'price_desc',
      page: '3',
    });
    expect(query).toMatchObject({
      minPrice: 100,
      maxPrice: 2500.5,
      medium: ['Acrylic on canvas', 'Oil on linen'],
      orientation: ['square'],
      framed: false,
      available: true,
      sort: 'price_desc',
      page: 3,
      pageSize: 24,
    });
  });

  it.each([
    ['a negative price', { minPrice: '-1' }, 'minPrice'],
    ['min above max', { minPrice: '500', maxPrice: '100' }, 'maxPrice'],
    ['an unknown orientation', { orientation: 'round' }, 'orientation'],
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
    ['an unknown artist type', { artistType: 'Old Masters' }, 'artistType'],
    ['a page past the last allowed', { page: String(MAX_CATALOG_PAGE + 1) }, 'page'],
    ['a page size of 1,000', { pageSize: '1000' }, 'pageSize'],
    ['a price that is not a number', { maxPrice: 'lots' }, 'maxPrice'],
    ['a flag that is not true or false', { available: 'yes' }, 'available'],
  ])('refuses %s, naming the field', (_name, input, field) => {
    const result = searchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('sortOf', () => {
  it('defaults to relevance for words and newest otherwise; relevance without words is newest', () => {
    expect(sortOf({ query: 'river' })).toBe('relevance');
    expect(sortOf({})).toBe('newest');
    expect(sortOf({ sort: 'relevance', query: ' ' })).toBe('newest');
    expect(sortOf({ sort: 'price_asc', query: 'river' })).toBe('price_asc');
  });
});

describe('URL encode and decode', () => {
  it('round-trips every choice and leaves out the defaults', () => {
    const query = decodeCatalogQuery(
      url('q=river&medium=Oil&medium=Ink&size=large&framed=true&minPrice=10&sort=price_asc&page=2'),
    );
    expect(query).toEqual({
      query: 'river',
      medium: ['Ink', 'Oil'],
      size: ['large'],
      framed: true,
      minPrice: 10,
      sort: 'price_asc',
      page: 2,
      pageSize: 24,
    });
    const encoded = textOf(encodeCatalogQuery(query));
    expect(encoded).toBe('q=river&minPrice=10&medium=Ink&medium=Oil&size=large&framed=true&sort=price_asc&page=2');
    expect(encodeCatalogQuery({ ...query, page: 1 }).some(([key]) => key === 'page')).toBe(false);
  });

  it('names the words query and sends the paging for the API', () => {
    const params = textOf(encodeCatalogQuery({ query: 'river', page: 1, pageSize: 24 }, { textKey: 'query', paging: true }));
    expect(params).toBe('query=river&page=1&pageSize=24');
  });

  it('reads a URL naming no field without the schema, as the schema reads it', () => {
    for (const text of ['', 'q=%20river%20', 'utm_source=mail&q=']) {
      expect(catalogFieldsInUrl(url(text))).toEqual([]);
      expect(decodeCatalogWords(url(text))).toEqual(decodeCatalogQuery(url(text)));
    }
    expect(decodeCatalogWords(url('q=river'))).toEqual({ query: 'river', page: 1, pageSize: 24 });
    expect(catalogFieldsInUrl(url('q=river&medium=Oil&medium=Ink&page=2'))).toEqual([
      ['medium', ['Oil', 'Ink']],
      ['page', '2'],
    ]);
  });

  it('drops a bad value from a hand-edited link instead of failing the page', () => {
    const query = decodeCatalogQuery(url('orientation=round&minPrice=-5&maxPrice=50&minPrice=9&page=0'));
    expect(query).toEqual({ maxPrice: 50, page: 1, pageSize: 24 });
    expect(decodeCatalogQuery(url('minPrice=900&maxPrice=100'))).toEqual({ minPrice: 900, page: 1, pageSize: 24 });
  });
});

describe('catalogue counts', () => {
  it('are exact up to the cap and "1,000+" past it', () => {
    expect(artworkCountText(1)).toBe('1 artwork');
    expect(artworkCountText(0)).toBe('0 artworks');
    expect(artworkCountText(CATALOG_COUNT_CAP)).toBe('1,000 artworks');
    expect(artworkCountText(CATALOG_COUNT_CAP + 1)).toBe('1,000+ artworks');
    expect(isCappedCount(CATALOG_COUNT_CAP)).toBe(false);
  });
});
