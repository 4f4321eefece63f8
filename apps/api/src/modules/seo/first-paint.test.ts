import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createProduct, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';
import { imagePreload, inlineJson } from './first-paint.ts';

// ADR 0009: compressed assets, cache headers, and storefront pages that carry their first API answer.
let t: TestApp;
let productId: string;
let soldId: string;
const TITLE = 'Dusk </script><script>alert(1)</script> \u2028 & <!-- end';
const SCRIPT = 'console.log("art");'.repeat(200);
// What the web build writes (scripts/page-chunks-plugin.ts): each first-paint page's route code.
const PAGE_CHUNKS = { artwork: ['assets/product-route-a1.js', 'assets/storefront-b2.js'], category: ['assets/category-c3.js'] };
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const preloadedImages = (html: string) =>
  [...headOf(html).matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
const firstDataOf = (html: string) => /<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  const distDir = path.join(tmpdir(), `art-market-first-paint-${Date.now()}`);
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Art Market</title></head><body><div id="root"></div></body></html>',
  );
  // What the build writes: each asset with its Brotli and gzip twins.
  await writeFile(path.join(distDir, 'page-chunks.json'), JSON.stringify(PAGE_CHUNKS));
  const asset = path.join(distDir, 'assets', 'index-abc123.js');
  await writeFile(asset, SCRIPT);
  await writeFile(`${asset}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${asset}.gz`, gzipSync(SCRIPT));
  t = await createTestApp({ WEB_DIST_DIR: distDir });
  await addDemoAdmin(t);
  const admin = await adminToken(t.app);
  const vendor = await createVendor(t.app);
  const approve = async (id: string) => {
    const approval = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/dashboard/products/${id}/approve`,
      headers: bearer(admin),
      payload: { isApproved: true, commissionPercentage: 10 },
    });
    expect(approval.statusCode).toBe(200);
  };
  productId = (await createProduct(t.app, vendor, { Title: TITLE, Price: 1200, TaxAmount: 60 })).id;
  await approve(productId);
  // The newest work is sold: it leads the Latest section, but the home hero shows the newest work for sale.
  soldId = (await createProduct(t.app, vendor, { Title: 'Sold Dusk', Price: 900, TaxAmount: 45 })).id;
  await approve(soldId);
  const sold = await t.app.inject({
    method: 'PUT',
    url: `/api/vendordashboard/products/${soldId}/soldout`,
    headers: bearer(vendor.token),
  });
  expect(sold.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('hashed assets', () => {
  it('go out as the Brotli twin to browsers that take it, cached for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('go out as the gzip twin, or plain, to browsers that take only that', async () => {
    const gzip = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('storefront pages', () => {
  it('are compressed per request and never cached, under the same security headers', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br', accept: 'text/html' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept, accept-encoding/i);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
  });

  it("carry the home answer and preload the hero's image (the newest work for sale), as WebP for browsers that take it", async () => {
    const html = (await t.app.inject({ url: '/', headers: { accept: 'text/html,image/avif,image/webp,*/*;q=0.8' } })).body;
    const data = JSON.parse(firstDataOf(html));
    expect(data.webp).toBe(true);
    expect(data.answers[0].path).toBe('/Product/home');
    const [sold, hero] = data.answers[0].body.latest;
    expect([sold.id, sold.isSoldOut, hero.id]).toEqual([soldId, true, productId]);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/webp\/c[0-9a-f]{32}\.webp" fetchpriority="high" \/><\/head>/);
    expect(preloadedImages(html)).toEqual([`/webp/c${hero.images[0].url.match(/[0-9a-f]{32}/)[0]}.webp`]);
    // The home page's code is the entry script itself: nothing more to preload.
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('preload the original file for browsers that do not say they take WebP', async () => {
    const html = (await t.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;
    expect(JSON.parse(firstDataOf(html)).webp).toBe(false);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/uploads\/[0-9a-f]{32}\.png" fetchpriority="high" \/>/);
  });

  it("carry the artwork's answer, escaped so its text cannot close the script", async () => {
    const html = (await t.app.inject({ url: `/product/${productId}` })).body;
    const json = firstDataOf(html);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    const data = JSON.parse(json);
    expect(data.answers[0].path).toBe(`/Product/${productId}`);
    expect(data.answers[0].body.title).toBe(TITLE);
    // One script element of data, and nothing executable added.
    expect(html.match(/<script/g)).toHaveLength(1);
    // The footer's facts come along, as GET /api/site answers them.
    const site = await t.app.inject({ url: '/api/site' });
    expect(data.answers[1]).toEqual({ path: '/site', body: site.json() });
    expect(html).toContain('<link rel="preload" as="image"');
  });

  it('preload their route code, after the largest image, so it does not wait for the entry script', async () => {
    const html = (await t.app.inject({ url: `/product/${productId}` })).body;
    expect(headOf(html)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/product-route-a1.js" /><link rel="modulepreload" crossorigin href="/assets/storefront-b2.js" />',
    );
    expect(headOf(html).indexOf('as="image"')).toBeLessThan(headOf(html).indexOf('rel="modulepreload"'));
    // The code is the same for a listing with a query (no first answer) and for an unknown artwork (its 404 page).
    for (const url of ['/category/nature?sort=price', '/category/nature']) {
      expect((await t.app.inject({ url })).body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/category-c3.js" />',
      );
    }
    expect((await t.app.inject({ url: '/product/unknown' })).body).toContain('href="/assets/product-route-a1.js"');
    expect((await t.app.inject({ url: '/vendorlogin' })).body).not.toContain('rel="modulepreload"');
  });

  it('carry the first page of a listing with its total, but not for a listing with a query', async () => {
    const html = (await t.app.inject({ url: '/category/nature' })).body;
    const answer = JSON.parse(firstDataOf(html)).answers[0];
    expect(answer.path).toBe('/Product?subcategory=nature&page=1&pageSize=24');
    expect(answer.total).toBe(Number((await t.app.inject({ url: `/api${answer.path}` })).headers['x-total-count']));
    const withQuery = (await t.app.inject({ url: '/category/nature?sort=price' })).body;
    expect(firstDataOf(withQuery)).toBe('');
    expect(withQuery).not.toContain('rel="preload"');
  });

  it("preload a listing's first row on a phone: its two first cards, either of which can be the largest", async () => {
    const html = (await t.app.inject({ url: '/category/nature', headers: { accept: 'text/html' } })).body;
    const cards = JSON.parse(firstDataOf(html)).answers[0].body as { images: { url: string }[] }[];
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(preloadedImages(html)).toEqual(cards.slice(0, 2).map((card) => card.images[0]?.url));
  });

  it('stay plain for other pages and for unknown artworks', async () => {
    for (const url of ['/vendorlogin', '/product/unknown', '/artists/Meera%20Iyer']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(firstDataOf(response.body)).toBe('');
      expect(response.body).not.toContain('rel="preload"');
    }
  });
});

describe('inlineJson', () => {
  it('escapes what could end the script or a line, and reads back the same', () => {
    const value = { text: '</script><!-- \u2028\u2029 & >' };
    const inline = inlineJson(JSON.stringify(value));
    expect(inline).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inline)).toEqual(value);
  });
});

describe('imagePreload', () => {
  it("offers the srcset and sizes the page's image has", () => {
    const image = { url: '/uploads/abc.jpg', isPrimary: true, width: 1200, height: 900 };
    expect(imagePreload({ image, sizes: '100vw' }, true)).toBe(
      '<link rel="preload" as="image" href="/webp/cabc.webp" imagesrcset="/webp/cabc-480.webp 480w, /webp/cabc.webp 1200w" imagesizes="100vw" fetchpriority="high" />',
    );
    expect(imagePreload({ image, sizes: '100vw' }, false)).toBe(
      '<link rel="preload" as="image" href="/uploads/abc.jpg" fetchpriority="high" />',
    );
    expect(imagePreload({ image: undefined, sizes: '100vw' }, true)).toBe('');
  });
});
