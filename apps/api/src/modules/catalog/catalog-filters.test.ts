import { FACET_NAMES } from '@art-market/domain/rules';
import type { CatalogFacets } from '@art-market/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, approveProduct, bearer, createProduct, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Issue 10: listing filters, sorts and facets through the public API.
let t: TestApp;
const id: Record<string, string> = {};
const domesticOnly = [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 25, EstimatedDeliveryTime: 5 }];

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  const admin = await adminToken(t.app);
  const vendor = await createVendor(t.app);
  const artworks: [string, Record<string, unknown>][] = [
    ['square', { Width: 20, Height: 20.5, Medium: 'Oil on canvas', Style: 'Abstract', Price: 300, TaxAmount: 0 }],
    [
      'tall',
      {
        Width: 10,
        Height: 15,
        Medium: 'Ink on paper',
        Style: 'Minimalism',
        FrameType: 'Unframed',
        Price: 800,
        TaxAmount: 0,
        ArtistType: 'Famous Artists',
        ShippingOptions: domesticOnly,
      },
    ],
    [
      'wide',
      {
        Width: 48,
        Height: 30,
        Medium: 'Oil on canvas',
        Style: 'Impressionism',
        Price: 1450,
        TaxAmount: 50,
        ArtistType: 'Featured Artists',
      },
    ],
    ['sold', { Width: 24, Height: 36, Medium: 'Acrylic on canvas', Style: 'Impressionism', Price: 600, TaxAmount: 0 }],
    ['other', { Width: 30, Height: 20, Category: 'Region', Subcategory: 'Indian Art', Price: 2000, TaxAmount: 0 }],
  ];
  for (const [key, overrides] of artworks) {
    const product = await createProduct(t.app, vendor, {
      Title: `Work ${key}`,
      Category: 'Themes',
      Subcategory: 'Nature',
      ...overrides,
    });
    await approveProduct(t.app, product.id, admin);
    id[key] = product.id;
  }
  await t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/products/${id.sold}/soldout`, headers: bearer(admin) });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = (ids: string[]) => ids.map((value) => Object.keys(id).find((key) => id[key] === value));
async function list(query: string, path = '/api/Product') {
  const response = await get(`${path}?subcategory=nature&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as { id: string }[];
  expect(Number(response.headers['x-total-count'])).toBe(rows.length);
  return names(rows.map((row) => row.id));
}

describe('listing filters', () => {
  it.each([
    ['', ['sold', 'wide', 'tall', 'square']],
    ['orientation=square', ['square']],
    ['orientation=portrait&orientation=square', ['sold', 'tall', 'square']],
    ['size=small', ['tall']],
    ['size=large', ['wide']],
    ['medium=Oil+on+canvas', ['wide', 'square']],
    ['style=Impressionism', ['sold', 'wide']],
    ['framed=false', ['tall']],
    ['framed=true', ['sold', 'wide', 'square']],
    ['artistType=Famous+Artists', ['tall']],
    ['shipsTo=international', ['sold', 'wide', 'square']],
    ['shipsTo=domestic', ['sold', 'wide', 'tall', 'square']],
    ['available=true', ['wide', 'tall', 'square']],
    ['minPrice=600&maxPrice=1000', ['sold', 'tall']],
    ['minPrice=1500', ['wide']], // on the total price: 1,450 + 50 tax
    ['priceBand=luxury', ['wide']],
    ['medium=Oil+on+canvas&framed=true&minPrice=1000', ['wide']],
    ['style=Impressionism&available=true&orientation=landscape', ['wide']],
    ['style=Pop+Art&orientation=square', []],
  ])('?%s lists %j', async (query, expected) => {
    expect(await list(query)).toEqual(expected);
  });

  it('sorts by total price both ways, newest breaking ties, and pages the sorted list', async () => {
    expect(await list('sort=price_asc')).toEqual(['square', 'sold', 'tall', 'wide']);
    expect(await list('sort=price_desc')).toEqual(['wide', 'tall', 'sold', 'square']);
    expect(await list('sort=newest')).toEqual(['sold', 'wide', 'tall', 'square']);
    const second = await get('/api/Product?subcategory=nature&sort=price_asc&page=2&pageSize=3');
    expect(names(second.json().map((row: { id: string }) => row.id))).toEqual(['wide']);
    expect(second.headers['x-total-count']).toBe('4');
  });

  it('filters and sorts a search the same way; relevance is the default with words', async () => {
    expect(await list('query=oil&sort=price_desc', '/api/Product/search')).toEqual(['wide', 'square']);
    expect(await list('query=oil&sort=price_asc', '/api/Product/search')).toEqual(['square', 'wide']);
    expect(await list('query=oil&size=small', '/api/Product/search')).toEqual([]);
    expect(await list('query=canvas&available=true&framed=true', '/api/Product/search')).toHaveLength(2);
    expect(await list('sort=relevance', '/api/Product/search')).toEqual(['sold', 'wide', 'tall', 'square']);
  });

  it.each([
    ['minPrice=-1', 'minPrice'],
    ['minPrice=900&maxPrice=100', 'maxPrice'],
    ['maxPrice=lots', 'maxPrice'],
    ['orientation=round', 'orientation'],
    ['size=huge', 'size'],
    ['sort=cheapest', 'sort'],
    ['artistType=Old+Masters', 'artistType'],
    ['framed=maybe', 'framed'],
    ['page=10001', 'page'],
    ['page=-3', 'page'],
    ['pageSize=0', 'pageSize'],
    ['maxPrice=1e12', 'maxPrice'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    for (const path of ['/api/Product', '/api/Product/search', '/api/Product/facets']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, `${path}?${query}`).toBe(400);
      expect(Object.keys(response.json().errors).map((key) => key.split('.')[0])).toContain(field);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('says min price must not exceed max price', async () => {
    const response = await get('/api/Product?minPrice=900&maxPrice=100');
    expect(response.json().message).toBe('Min price must not exceed max price');
  });
});

describe('GET /api/Product/facets', () => {
  const facetsOf = async (query: string): Promise<CatalogFacets> => {
    const response = await get(`/api/Product/facets?subcategory=nature&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const countOf = (facets: CatalogFacets, name: keyof CatalogFacets & string, value: string) =>
    facets[name as (typeof FACET_NAMES)[number]].find((row) => row.value === value)?.count ?? 0;

  it('counts, for every filter value, exactly what the list holds with that filter applied', async () => {
    const facets = await facetsOf('');
    expect(facets.total).toBe(4);
    for (const name of FACET_NAMES) {
      for (const { value, count } of facets[name]) {
        const total = (await get(`/api/Product?subcategory=nature&${name}=${encodeURIComponent(value)}`)).headers[
          'x-total-count'
        ];
        expect(Number(total), `${name}=${value}`).toBe(count);
      }
    }
    expect(countOf(facets, 'medium', 'Oil on canvas')).toBe(2);
    expect(countOf(facets, 'orientation', 'portrait')).toBe(2);
    expect(countOf(facets, 'size', 'medium')).toBe(2);
    expect(countOf(facets, 'shipsTo', 'international')).toBe(3);
    expect(countOf(facets, 'available', 'true')).toBe(3);
    expect(countOf(facets, 'priceBand', 'mid-range')).toBe(2);
  });

  it("applies every other chosen filter but not a filter's own", async () => {
    const facets = await facetsOf('framed=true&available=true');
    expect(facets.total).toBe(2);
    expect(countOf(facets, 'framed', 'true')).toBe(2);
    expect(countOf(facets, 'framed', 'false')).toBe(1); // choosing unframed instead would leave the ink
    expect(countOf(facets, 'available', 'true')).toBe(2);
    expect(countOf(facets, 'orientation', 'square')).toBe(1);
    expect(countOf(facets, 'orientation', 'portrait')).toBe(0);
    expect(facets.total).toBe(
      Number((await get('/api/Product?subcategory=nature&framed=true&available=true')).headers['x-total-count']),
    );
  });

  it('counts within a search, and nothing for words that match nothing', async () => {
    const facets = await facetsOf('query=oil');
    expect(facets.total).toBe(2);
    expect(countOf(facets, 'size', 'large')).toBe(1);
    expect((await facetsOf('query=zzzqqq')).total).toBe(0);
    expect((await facetsOf('query=%21%21%21')).total).toBe(0);
  });
});
