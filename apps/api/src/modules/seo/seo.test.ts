import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createProduct, createVendor } from '../../test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let liveId: string;
let pendingId: string;

beforeAll(async () => {
  const distDir = path.join(tmpdir(), `art-market-seo-${Date.now()}`);
  await mkdir(distDir, { recursive: true });
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Art Market" /><title>Art Market</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://art.example.com' });
  await addDemoAdmin(t);
  const admin = await adminToken(t.app);
  const vendor = await createVendor(t.app);
  const live = await createProduct(t.app, vendor, { Title: 'Tiger & "Moon" <at> Dusk', Price: 1200, TaxAmount: 60 });
  await t.app.inject({
    method: 'PUT',
    url: `/api/admin/dashboard/products/${live.id}/approve`,
    headers: bearer(admin),
    payload: { isApproved: true, commissionPercentage: 10 },
  });
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
});
