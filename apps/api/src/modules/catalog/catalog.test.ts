import { CARD_EXCERPT_LENGTH } from '@art-market/domain/rules';
import { productCardSchema, searchResultSchema } from '@art-market/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, approveProduct, bearer, createProduct, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
let vendor: { id: string; token: string };
const live: Record<string, string> = {};

async function liveProduct(key: string, overrides: Record<string, unknown>) {
  const product = await createProduct(t.app, vendor, overrides);
  await approveProduct(t.app, product.id, admin);
  live[key] = product.id;
  return product;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ids = async (url: string) => (await get(url)).json().map((row: { id: string }) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
  vendor = await createVendor(t.app);
  await liveProduct('monsoon', {
    Title: 'Monsoon over Kochi',
    Subcategory: 'Nature',
    Category: 'Themes',
    Price: 450,
    TaxAmount: 50,
  });
  await liveProduct('tiger', {
    Title: 'Tiger at Dusk',
    Category: 'Themes',
    Subcategory: 'Wildlife',
    ArtistName: 'Arjun Das',
    ArtistType: 'Famous Artists',
    Price: 950,
    TaxAmount: 50,
    Description: 'A tiger resting in tall grass, painted with a palette knife.',
  });
  await liveProduct('portrait', {
    Title: 'Grandmother in Blue',
    Category: 'Themes',
    Subcategory: 'People & Portraits',
    Price: 1000,
    TaxAmount: 0.01,
    Style: 'Expressionism',
  });
  await liveProduct('varanasi', {
    Title: 'Ghats of Varanasi',
    Category: 'Region',
    Subcategory: 'Indian Art',
    Price: 2400,
    Medium: 'Oil on linen',
  });
  await liveProduct('sold', { Title: 'Sold Sunflowers', Subcategory: 'Nature', Category: 'Themes', Price: 300 });
  await t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/products/${live.sold}/soldout`, headers: bearer(admin) });
  const pending = await createProduct(t.app, vendor, { Title: 'Pending Monsoon' });
  live.pending = pending.id;
});
afterAll(() => t.close());

describe('GET /api/Product', () => {
  it('lists live artworks newest first, sold ones flagged, pending ones hidden, with a total', async () => {
    const response = await get('/api/Product');
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.map((row: { id: string }) => row.id)).toEqual([
      live.sold,
      live.varanasi,
      live.portrait,
      live.tiger,
      live.monsoon,
    ]);
    expect(rows[0]).toMatchObject({
      isSoldOut: true,
      totalPrice: 350,
      images: [expect.objectContaining({ isPrimary: true, width: 64 })],
    });
    expect(response.headers['x-total-count']).toBe('5');
  });

  it('pages on the server', async () => {
    const response = await get('/api/Product?page=2&pageSize=2');
    expect(response.json().map((row: { id: string }) => row.id)).toEqual([live.portrait, live.tiger]);
    expect(response.headers['x-total-count']).toBe('5');
    expect((await get('/api/Product?pageSize=1000')).statusCode).toBe(400);
  });

  it.each([
    ['category=themes', ['sold', 'portrait', 'tiger', 'monsoon']],
    ['category=Region', ['varanasi']],
    ['subcategory=nature', ['sold', 'monsoon']],
    ['subcategory=people-%26-portraits', ['portrait']],
    ['subcategory=indian-art', ['varanasi']],
    ['subcategory=famous-artists', ['tiger']],
    ['subcategory=affordable-art-(below-%24500)', ['sold', 'monsoon']],
    ['subcategory=mid-range-art-(%24500%E2%80%93%241000)', ['tiger']],
    ['subcategory=luxury-art-(above-%241000)', ['varanasi', 'portrait']],
    ['priceBand=luxury', ['varanasi', 'portrait']],
    ['artist=Arjun%20Das', ['tiger']],
    ['artistType=Famous%20Artists', ['tiger']],
  ])('filters %s', async (query, keys) => {
    const expected = keys.map((key) => live[key]);
    expect((await ids(`/api/Product?${query}`)).sort()).toEqual(expected.sort());
  });
});

describe('GET /api/Product/{id}', () => {
  it('answers a live artwork with its details', async () => {
    const response = await get(`/api/Product/${live.tiger}`);
    expect(response.json()).toMatchObject({
      title: 'Tiger at Dusk',
      subCategory: 'Wildlife',
      totalPrice: 1000,
      width: 24,
      shippingOptions: [
        expect.objectContaining({ name: 'ART ORIGIN Domestic Shipping' }),
        expect.objectContaining({ name: 'International' }),
      ],
    });
  });

  it('answers 404 for pending, unknown and malformed ids', async () => {
    for (const id of [live.pending, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await get(`/api/Product/${id}`)).statusCode).toBe(404);
    }
  });

  it('forgets an artwork once it is disabled (the cache is cleared by the write)', async () => {
    const product = await liveProduct('short-lived', { Title: 'Short-lived' });
    expect((await get(`/api/Product/${product.id}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/api/admin/dashboard/products/${product.id}/disable`, headers: bearer(admin) });
    expect((await get(`/api/Product/${product.id}`)).statusCode).toBe(404);
    expect(await ids('/api/Product')).not.toContain(product.id);
  });
});

describe('GET /api/Product/search', () => {
  it('ranks title matches first and finds words in descriptions', async () => {
    expect((await ids('/api/Product/search?query=tiger'))[0]).toBe(live.tiger);
    expect(await ids('/api/Product/search?query=palette%20knife')).toEqual([live.tiger]);
    // "impressionism" is one typo-distance away, so it follows the exact match.
    expect((await ids('/api/Product/search?query=expressionism'))[0]).toBe(live.portrait);
  });

  it('tolerates small typos', async () => {
    expect(await ids('/api/Product/search?query=monsun')).toContain(live.monsoon);
    expect(await ids('/api/Product/search?query=varanassi')).toContain(live.varanasi);
  });

  it('never shows pending artworks', async () => {
    expect(await ids('/api/Product/search?query=monsoon')).not.toContain(live.pending);
  });

  it('combines a query with filters', async () => {
    expect(await ids('/api/Product/search?query=sunflowers&subcategory=nature')).toEqual([live.sold]);
    expect(await ids('/api/Product/search?query=tiger&category=region')).toEqual([]);
    expect(await ids('/api/Product/search?category=region')).toEqual([live.varanasi]);
  });

  it.each([
    ['quotes', '"monsoon'],
    ['sql', "'; drop table products; --"],
    ['operators', 'tiger & | ! <-> :*'],
    ['emoji', '🐯 tiger'],
    ['long', 'a'.repeat(1000)],
    ['empty', ''],
  ])('stays correct for %s', async (_name, query) => {
    const response = await get(`/api/Product/search?query=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });
});

describe('GET /api/Product/home and /latest', () => {
  it('answers every home section in one call', async () => {
    const home = (await get('/api/Product/home')).json();
    expect(home.latest.map((row: { id: string }) => row.id)).toContain(live.tiger);
    expect(home.affordable.map((row: { id: string }) => row.id).sort()).toEqual([live.monsoon, live.sold].sort());
    expect(home.spotlight.map((row: { id: string }) => row.id)).toContain(live.varanasi);
    expect(home.indianArt.map((row: { id: string }) => row.id)).toEqual([live.varanasi]);
    const nature = home.collections.find((collection: { name: string }) => collection.name === 'Nature');
    expect(nature).toMatchObject({ slug: 'nature', latestImage: expect.stringMatching(/^\/uploads\//) });
    expect(home.collections.find((collection: { name: string }) => collection.name === 'Glazing').latestImage).toBeNull();
    expect(home.artists).toEqual(
      expect.arrayContaining([expect.objectContaining({ artistName: 'Arjun Das', artistType: 'Famous Artists' })]),
    );
    expect((await get('/api/Product/latest')).json().length).toBeGreaterThan(0);
  });
});

describe('list cards', () => {
  it('carry the start of the description, never all of it, and only the fields of their schema', async () => {
    const description = `${'Monsoon light on water. '.repeat(200)}The end.`;
    const product = await liveProduct('long', { Title: 'Long Story', Description: description });
    const cardKeys = Object.keys(productCardSchema.shape).sort();
    const lists = [
      (await get('/api/Product')).json(),
      (await get('/api/Product/latest')).json(),
      (await get('/api/Product/home')).json().latest,
    ];
    for (const cards of lists) {
      const card = cards.find((row: { id: string }) => row.id === product.id);
      expect(Object.keys(card).sort()).toEqual(cardKeys);
      expect(card.excerpt).toBe(description.slice(0, CARD_EXCERPT_LENGTH));
    }
    const [result] = (await get('/api/Product/search?query=long%20story')).json();
    expect(Object.keys(result).sort()).toEqual(Object.keys(searchResultSchema.shape).sort());
    expect((await get(`/api/Product/${product.id}`)).json().description).toBe(description);
  });
});
