import { CATALOG_COUNT_CAP } from '@art-market/domain/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyArtwork } from '#api/test/catalog-factories.ts';
import { adminToken, approveProduct, createProduct, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';
import { RANKED_MATCHES } from './catalog-search.repository.ts';
import { PAGE_START_STRIDE } from './page-starts.ts';

// Issue 31, "every page as fast as the first": a page's ids are picked first and its rows joined after (ADR
// 0050). Whatever the sort, filter and page size, paging must still list every public artwork once, in the
// listing's order, with ties broken the same way, and a page past the end must answer nothing but the count.
let t: TestApp;

interface Row {
  id: string;
  createdAt: string;
  totalCents: number;
  categorySlug: string;
  isSoldOut: boolean;
  sizeBand: string;
}
/** Every public artwork as stored, the expectation's source. */
let publicRows: Row[];
const COLLECTION = 'deep-pages-picks';
/** The collection's members, position 0 first. */
let curated: string[];

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function listed(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return { ids: (response.json() as { id: string }[]).map((row) => row.id), total: Number(response.headers['x-total-count']) };
}

/** Every page of a listing, one after another until a short page, and the total each page answered. */
async function everyPage(url: string, pageSize: number) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; page <= 200; page++) {
    const answer = await listed(`${url}${url.includes('?') ? '&' : '?'}page=${page}&pageSize=${pageSize}`);
    ids.push(...answer.ids);
    totals.add(answer.total);
    if (answer.ids.length < pageSize) break;
  }
  return { ids, totals: [...totals] };
}

// The listing's order written out: newest first, then the id, descending (uuids compare as their text).
const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
const newest = (a: Row, b: Row) => descending(a.createdAt, b.createdAt) || descending(a.id, b.id);
const ORDERS = {
  newest,
  price_asc: (a: Row, b: Row) => a.totalCents - b.totalCents || newest(a, b),
  price_desc: (a: Row, b: Row) => b.totalCents - a.totalCents || newest(a, b),
} as const;
const expected = (rows: Row[], sort: keyof typeof ORDERS) => [...rows].sort(ORDERS[sort]).map((row) => row.id);

/** Lists a new artwork through the studio and the console. */
let live: (overrides: Record<string, unknown>) => Promise<{ id: string }>;

async function readPublicRows(): Promise<Row[]> {
  const rows = await t.database.db.execute(sql`
    select id, to_char(created_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US') as "createdAt",
      total_cents as "totalCents", category_slug as "categorySlug", is_sold_out as "isSoldOut", size_band as "sizeBand"
    from products where is_approved and is_active`);
  return (rows as unknown as { rows: Row[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '0' });
  await addDemoAdmin(t);
  const admin = await adminToken(t.app);
  const vendor = await createVendor(t.app);
  live = async (overrides: Record<string, unknown>) => {
    const product = await createProduct(t.app, vendor, overrides);
    await approveProduct(t.app, product.id, admin);
    return product;
  };
  // 1,250 artworks in two categories, more than the count's cap; sizes vary with g.
  const glazed = await live({
    Title: 'Glazed Harbour',
    Category: 'Technique',
    Subcategory: 'Glazing',
    Description: 'Thin glazes over a harbour at dusk.',
  });
  await copyArtwork(t, glazed.id, 799, { width: 'case when g % 3 = 0 then 60 else 20 end' });
  const monsoon = await live({ Title: 'Monsoon Harbour' });
  await copyArtwork(t, monsoon.id, 449, { title: `'Monsoon Harbour ' || g` });
  // Ties on purpose: seven prices and one date per hour, so the later keys decide most places; some artworks
  // sold, and some off sale (never listed).
  await t.database.db.execute(sql`
    update products set price_cents = 10000 + (abs(hashtext(id::text)) % 7) * 1000, tax_cents = 0,
      created_at = date_trunc('hour', created_at),
      is_sold_out = abs(hashtext(id::text || 'sold')) % 6 = 0,
      is_active = abs(hashtext(id::text || 'off')) % 25 <> 0`);
  publicRows = await readPublicRows();
  // A collection of 40 unsold artworks, its positions in an order of their own.
  const members = publicRows.filter((row) => !row.isSoldOut).slice(0, 40);
  curated = [...members].sort((a, b) => descending(a.id, b.id)).map((row) => row.id);
  await t.database.db.execute(sql`
    with created as (
      insert into collections (slug, title, is_published) values (${COLLECTION}, 'Deep pages', true) returning id
    )
    insert into collection_artworks (collection_id, product_id, position)
    select created.id, member.id, member.position - 1
    from created, unnest(${sql.param(curated)}::uuid[]) with ordinality as member(id, position)`);
}, 60_000);
afterAll(() => t.close());

describe('deep pages list what a plain OFFSET over the whole order would', () => {
  const publicOnly = () => publicRows;
  const technique = () => publicRows.filter((row) => row.categorySlug === 'technique');
  const largeAvailable = () => publicRows.filter((row) => row.sizeBand === 'large' && !row.isSoldOut);
  const listings = [
    { name: 'the catalogue', url: '/api/Product', rows: publicOnly },
    { name: 'a category', url: '/api/Product?category=technique', rows: technique },
    { name: 'filters', url: '/api/Product?size=large&available=true', rows: largeAvailable },
  ];

  for (const listing of listings) {
    for (const sort of Object.keys(ORDERS) as (keyof typeof ORDERS)[]) {
      it(`pages through ${listing.name} sorted ${sort}: every artwork once, in order, ties broken the same`, async () => {
        const want = expected(listing.rows(), sort);
        // 37 does not divide the count: page boundaries fall inside runs of equal prices and dates.
        const { ids, totals } = await everyPage(`${listing.url}${listing.url.includes('?') ? '&' : '?'}sort=${sort}`, 37);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(want);
        expect(totals).toEqual([Math.min(want.length, CATALOG_COUNT_CAP + 1)]);
      });
    }
  }

  it('reads any one page deep in the list as the same slice of the order', async () => {
    const want = expected(publicRows, 'price_desc');
    for (const page of [1, 2, 13, 27]) {
      const { ids } = await listed(`/api/Product?sort=price_desc&page=${page}&pageSize=43`);
      expect(ids, `page ${page}`).toEqual(want.slice((page - 1) * 43, page * 43));
    }
  });

  it("pages through a collection in the curator's order", async () => {
    const { ids } = await everyPage(`/api/Product?collection=${COLLECTION}`, 9);
    expect(ids).toEqual(curated);
  });

  it('pages through search results sorted newest, and by relevance every match once', async () => {
    const byDate = await everyPage('/api/Product/search?query=harbour&sort=newest', 51);
    expect(byDate.ids).toEqual(expected(publicRows, 'newest'));
    const byRelevance = await everyPage('/api/Product/search?query=monsoon', 23);
    const monsoons = publicRows.filter((row) => row.categorySlug !== 'technique');
    expect(new Set(byRelevance.ids).size).toBe(monsoons.length);
    expect([...byRelevance.ids].sort()).toEqual(monsoons.map((row) => row.id).sort());
  });

  it('pages by relevance past the ranked matches: every match once, the others newest first', async () => {
    // Every public artwork matches "harbour": more than RANKED_MATCHES, so pages straddle the ranked ones and
    // go on past them, each of those read in one statement.
    expect(publicRows.length).toBeGreaterThan(RANKED_MATCHES);
    const { ids, totals } = await everyPage('/api/Product/search?query=harbour', 37);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(publicRows.map((row) => row.id).sort());
    expect(totals).toEqual([RANKED_MATCHES]);
    const others = ids.slice(RANKED_MATCHES);
    expect(others).toEqual(expected(publicRows, 'newest').filter((id) => others.includes(id)));
  });
});

describe('a page past the end', () => {
  it('answers no cards with the exact count under the cap', async () => {
    const total = publicRows.filter((row) => row.categorySlug !== 'technique').length;
    expect(total).toBeLessThan(CATALOG_COUNT_CAP);
    const last = Math.ceil(total / 24);
    const lastPage = await listed(`/api/Product?category=themes&page=${last}&pageSize=24`);
    expect(lastPage.ids).toHaveLength(total - (last - 1) * 24);
    for (const page of [last + 1, 5_000]) {
      expect(await listed(`/api/Product?category=themes&page=${page}&pageSize=24`)).toEqual({ ids: [], total });
      expect(await listed(`/api/Product?category=themes&sort=price_asc&page=${page}&pageSize=24`)).toEqual({ ids: [], total });
    }
  });

  it('answers no cards with the capped count past the cap', async () => {
    const past = Math.ceil(publicRows.length / 24) + 1;
    expect(await listed(`/api/Product?page=${past}&pageSize=24`)).toEqual({ ids: [], total: CATALOG_COUNT_CAP + 1 });
  });

  it('answers no results with the count for a search', async () => {
    const monsoons = publicRows.filter((row) => row.categorySlug !== 'technique').length;
    expect(await listed('/api/Product/search?query=monsoon&page=200&pageSize=24')).toEqual({ ids: [], total: monsoons });
    expect(await listed('/api/Product/search?query=monsoon&sort=newest&page=200&pageSize=24')).toEqual({
      ids: [],
      total: monsoons,
    });
  });
});

describe('deep pages after the catalogue changes', () => {
  // Past PAGE_START_STRIDE rows a deep page starts from a remembered row of its listing (ADR 0054): a write
  // before that row moves every later page, so what was remembered must go with the write.
  it('follow a newly listed artwork at once, whatever they remembered before it', async () => {
    const pageSize = 37;
    const page = Math.ceil((PAGE_START_STRIDE + 50) / pageSize);
    const deepPage = () => listed(`/api/Product?page=${page}&pageSize=${pageSize}`);
    const slice = (rows: Row[]) => expected(rows, 'newest').slice((page - 1) * pageSize, page * pageSize);
    t.app.ctx.catalogCache.clearHere();
    expect((await deepPage()).ids).toEqual(slice(publicRows));
    expect(t.app.ctx.catalogCache.pageStarts.usage.listings).toBe(1);

    // Listed now, so first in the listing: every later artwork moves one place down.
    await live({ Title: 'Harbour Anew' });
    const after = await readPublicRows();
    expect(after).toHaveLength(publicRows.length + 1);
    expect((await deepPage()).ids).toEqual(slice(after));
  });
});
