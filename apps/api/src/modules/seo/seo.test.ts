import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#api/db/schema.ts';
import { adminToken, bearer, createProduct, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';
import { sitemapPart } from './sitemap.service.ts';

let t: TestApp;
let admin: string;
let vendor: { id: string; token: string };
let liveId: string;
let pendingId: string;

async function approve(productId: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/dashboard/products/${productId}/approve`,
    headers: bearer(admin),
    payload: { isApproved: true, commissionPercentage: 10 },
  });
  expect(response.statusCode).toBe(200);
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

beforeAll(async () => {
  const distDir = path.join(tmpdir(), `art-market-seo-${Date.now()}`);
  await mkdir(distDir, { recursive: true });
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Art Market" /><title>Art Market</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://art.example.com' });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
  vendor = await createVendor(t.app);
  const live = await createProduct(t.app, vendor, { Title: 'Tiger & "Moon" <at> Dusk', Price: 1200, TaxAmount: 60 });
  await approve(live.id);
  liveId = live.id;
  pendingId = (await createProduct(t.app, vendor)).id;
});
afterAll(() => t.close());

describe('search engines and sharing', () => {
  it('puts the artwork title, image and price into the shared page, escaped', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/product/${liveId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Tiger &#38; &#34;Moon&#34; &#60;at&#62; Dusk by Meera Iyer · Art Market</title>');
    expect(html).toContain('<meta property="og:title" content="Tiger &#38; &#34;Moon&#34; &#60;at&#62; Dusk by Meera Iyer" />');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/art\.example\.com\/uploads\/[0-9a-f]{32}\.png" \/>/);
    expect(html).toContain('<meta property="product:price:amount" content="1260.00" />');
    expect(html).toContain('<div id="root">');
  });

  it('serves the plain page for artworks that are not public', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/product/${pendingId}` })).body;
    expect(html).not.toContain('og:title');
    expect(html).toContain('<title>Art Market</title>');
  });

  it('lists live artworks and categories in the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain(`<loc>https://art.example.com/product/${liveId}</loc>`);
    expect(response.body).not.toContain(pendingId);
    expect(response.body).toContain('<loc>https://art.example.com/category/indian-art</loc>');
    expect(response.body).toContain('<loc>https://art.example.com/category/affordable-art-(below-$500)</loc>');
  });

  it('points crawlers at the sitemap and away from private pages', async () => {
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: https://art.example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /admin-dashboard');
  });

  it("keeps a title with replacement patterns ($&, $', $1) as text", async () => {
    const title = "$& Price $1 $' end $`";
    const product = await createProduct(t.app, vendor, { Title: title });
    await approve(product.id);
    const html = (await t.app.inject({ method: 'GET', url: `/product/${product.id}` })).body;
    const escaped = '$&#38; Price $1 $&#39; end $`';
    expect(html).toContain(`<title>${escaped} by Meera Iyer · Art Market</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped} by Meera Iyer" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});

describe('the sitemap', () => {
  it('stays one file under the limit, with no numbered parts', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-x.xml' })).statusCode).toBe(404);
  });

  it.each([2, 3])(
    'becomes an index of files of at most %i addresses past that limit, together holding every address',
    async (perFile) => {
      const single = (await sitemapPart(t.app.ctx, 0)) ?? '';
      expect(single).toContain('<urlset');
      const addresses = locsOf(single);
      const files = Math.ceil(addresses.length / perFile);
      const index = (await sitemapPart(t.app.ctx, 0, perFile)) ?? '';
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const numbers = Array.from({ length: files }, (_, position) => position + 1);
      expect(locsOf(index)).toEqual(numbers.map((part) => `https://art.example.com/sitemap-${part}.xml`));
      const parts = await Promise.all(numbers.map(async (part) => (await sitemapPart(t.app.ctx, part, perFile)) ?? ''));
      for (const part of parts) {
        expect(part).toContain('<urlset');
        expect(locsOf(part).length).toBeLessThanOrEqual(perFile);
      }
      expect(parts.flatMap(locsOf)).toEqual(addresses);
      expect(addresses).toContain(`https://art.example.com/product/${liveId}`);
      expect(await sitemapPart(t.app.ctx, files + 1, perFile)).toBeUndefined();
    },
  );

  it('is answered from the catalogue cache until a write clears it', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, liveId));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toBe(before);
      t.app.ctx.catalogCache.clear();
      expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(liveId);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, liveId));
      t.app.ctx.catalogCache.clear();
    }
  });
});
