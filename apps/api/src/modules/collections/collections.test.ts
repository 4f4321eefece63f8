import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CollectionMessages } from '@art-market/domain/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#api/db/schema.ts';
import { adminToken, approveProduct, bearer, createCustomer, createProduct, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

const INDEX =
  '<!doctype html><html><head><title>Art Market</title><meta name="description" content="Original art" /></head><body><div id="root"></div></body></html>';

let t: TestApp;
let admin: string;
let vendor: { id: string; token: string };
/** Four live artworks, oldest first. */
let artworks: string[];

beforeAll(async () => {
  const distDir = path.join(tmpdir(), `art-market-collections-${Date.now()}`);
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: distDir });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
  vendor = await createVendor(t.app);
  artworks = [];
  for (const title of ['Monsoon Field', 'Harbour at Dusk', 'Quiet Orchard', 'Salt Flats']) {
    const product = await createProduct(t.app, vendor, { Title: title });
    await approveProduct(t.app, product.id, admin);
    artworks.push(product.id);
  }
});
afterAll(() => t.close());

const save = (payload: object, id?: string, token = admin) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/admin/collections/${id}` : '/api/admin/collections',
    headers: bearer(token),
    payload,
  });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const ids = async (slug: string, query = '') =>
  ((await get(`/api/Product?collection=${slug}${query}`)).json() as { id: string }[]).map((card) => card.id);
let counter = 0;
const newCollection = async (fields: object = {}) => {
  counter += 1;
  const response = await save({
    title: `Spring Light ${counter}`,
    artworkIds: artworks.slice(0, 3),
    isPublished: true,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; slug: string };
};

describe('who may change collections', () => {
  it('refuses writes without a token (401) and from a customer or a vendor (403), and creates nothing', async () => {
    const customer = await createCustomer(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/collections', payload: { title: 'X' } })).statusCode).toBe(401);
    expect((await save({ title: 'Customer picks' }, undefined, customer.token)).statusCode).toBe(403);
    expect((await save({ title: 'Vendor picks' }, undefined, vendor.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/collections', headers: bearer(vendor.token) })).statusCode).toBe(
      403,
    );
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/collections', headers: bearer(admin) })).json() as {
      title: string;
    }[];
    expect(all.map((collection) => collection.title)).not.toContain('Customer picks');
  });

  it('audit-logs a creation, an edit and a deletion with the values before and after', async () => {
    const created = await newCollection();
    await save({ title: 'Renamed', slug: created.slug, artworkIds: [artworks[1]] }, created.id);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/collections/${created.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(204);
    const entries = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, created.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['collection.create', 'collection.delete', 'collection.update']);
    const update = entries.find((entry) => entry.action === 'collection.update');
    expect(update?.before).toMatchObject({ artworkIds: artworks.slice(0, 3), isPublished: true });
    expect(update?.after).toMatchObject({ title: 'Renamed', artworkIds: [artworks[1]], isPublished: false });
  });
});

describe('slugs and other input', () => {
  it('derives the slug from the title when none is given', async () => {
    const response = await save({ title: 'Étude: Blue & Gold!' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ slug: 'etude-blue-gold', isPublished: false });
  });

  it.each([['Has Capitals'], ['two--hyphens'], ['-edge'], ['spaces here'], ['a'.repeat(81)]])(
    'refuses the slug %j with a 400 naming the field',
    async (slug) => {
      const response = await save({ title: 'Any', slug });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(CollectionMessages.slugInvalid);
    },
  );

  it('refuses a slug another collection has (409) and keeps both as they were', async () => {
    const first = await newCollection({ slug: 'taken-slug' });
    const second = await newCollection();
    expect((await save({ title: 'Copy', slug: 'taken-slug' })).statusCode).toBe(409);
    const clash = await save({ title: 'Moved', slug: 'taken-slug', artworkIds: [] }, second.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ errors: { slug: CollectionMessages.slugTaken } });
    expect((await get(`/api/collections/${second.slug}`)).statusCode).toBe(200);
    // Saving a collection under its own slug is no clash.
    expect((await save({ title: 'Same', slug: 'taken-slug', artworkIds: [artworks[0]] }, first.id)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown artwork', () => ({ artworkIds: ['00000000-0000-4000-8000-000000000000'] })],
    ['an artwork twice', () => ({ artworkIds: [artworks[0], artworks[0]] })],
    ['a cover outside the collection', () => ({ artworkIds: [artworks[0]], coverProductId: artworks[1] })],
    ['publishing with no artwork', () => ({ artworkIds: [], isPublished: true })],
    ['featuring a draft', () => ({ artworkIds: [artworks[0]], isFeatured: true })],
    ['no title', () => ({ title: '  ' })],
    ['a malformed artwork id', () => ({ artworkIds: ['nope'] })],
  ])('refuses %s with a 400 and saves nothing', async (_name, fields) => {
    const title = `Refused ${counter++}`;
    expect((await save({ title, ...fields() })).statusCode).toBe(400);
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/collections', headers: bearer(admin) })).json() as {
      title: string;
    }[];
    expect(all.map((collection) => collection.title)).not.toContain(title);
  });

  it('answers 404 for an id that names no collection, or is no id at all', async () => {
    expect((await save({ title: 'Nothing' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await save({ title: 'Nothing' }, 'not-an-id')).statusCode).toBe(404);
  });
});

describe('the storefront', () => {
  it('hides a draft: 404 for the collection and its page, nothing listed, absent from /collections', async () => {
    const draft = await newCollection({ isPublished: false });
    expect((await get(`/api/collections/${draft.slug}`)).statusCode).toBe(404);
    expect(await ids(draft.slug)).toEqual([]);
    const listed = (await get('/api/collections')).json() as { slug: string }[];
    expect(listed.map((collection) => collection.slug)).not.toContain(draft.slug);
    const page = await t.app.inject({ method: 'GET', url: `/collections/${draft.slug}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root"></div>');
    expect((await t.app.inject({ method: 'GET', url: '/collections/no-such-thing' })).statusCode).toBe(404);
  });

  it("lists the artworks in the admin's order by default, and the catalogue's sorts and filters still apply", async () => {
    const order = [artworks[2], artworks[0], artworks[1]] as string[];
    const collection = await newCollection({ artworkIds: order });
    expect(await ids(collection.slug)).toEqual(order);
    expect(await ids(collection.slug, '&sort=newest')).toEqual([artworks[2], artworks[1], artworks[0]]);
    expect(await ids(collection.slug, '&pageSize=2&page=2')).toEqual([artworks[1]]);
    const facets = (await get(`/api/Product/facets?collection=${collection.slug}`)).json() as { total: number };
    expect(facets.total).toBe(3);
  });

  it('drops sold, disabled and withdrawn artworks from the answer at once, without the collection being edited', async () => {
    const extra: string[] = [];
    for (const title of ['Sold One', 'Disabled One', 'Withdrawn One', 'Kept One']) {
      const product = await createProduct(t.app, vendor, { Title: title });
      await approveProduct(t.app, product.id, admin);
      extra.push(product.id);
    }
    const collection = await newCollection({ artworkIds: extra, coverProductId: extra[0] });
    expect(await ids(collection.slug)).toEqual(extra); // and now the answer is cached
    const [sold, disabled, withdrawn, kept] = extra as [string, string, string, string];
    const admin_ = (url: string) => t.app.inject({ method: 'PUT', url, headers: bearer(admin) });
    expect((await admin_(`/api/admin/dashboard/products/${sold}/soldout`)).statusCode).toBe(200);
    expect((await admin_(`/api/admin/dashboard/products/${disabled}/disable`)).statusCode).toBe(200);
    const withdrawal = await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/products/${withdrawn}/withdraw`,
      headers: bearer(vendor.token),
    });
    expect(withdrawal.statusCode).toBe(200);
    expect(await ids(collection.slug)).toEqual([kept]);
    const summary = (await get(`/api/collections/${collection.slug}`)).json() as { artworkCount: number; cover: { url: string } };
    expect(summary.artworkCount).toBe(1);
    // The chosen cover was sold: the first artwork still shown gives the cover instead.
    expect(summary.cover.url).toBeTruthy();
    // The console still lists all four, saying which the storefront leaves out.
    const edited = (
      await t.app.inject({ method: 'GET', url: `/api/admin/collections/${collection.id}`, headers: bearer(admin) })
    ).json() as { artworks: { id: string; isShown: boolean }[] };
    expect(edited.artworks.map((artwork) => [artwork.id, artwork.isShown])).toEqual([
      [sold, false],
      [disabled, false],
      [withdrawn, false],
      [kept, true],
    ]);
  });

  it('serves an edit at once, though the answers were cached', async () => {
    const collection = await newCollection({ title: 'Before the edit' });
    expect((await get(`/api/collections/${collection.slug}`)).json()).toMatchObject({ title: 'Before the edit' });
    expect(await ids(collection.slug)).toEqual(artworks.slice(0, 3));
    const reordered = [artworks[3], artworks[1]] as string[];
    const edit = await save(
      { title: 'After the edit', slug: collection.slug, artworkIds: reordered, isPublished: true },
      collection.id,
    );
    expect(edit.statusCode).toBe(200);
    expect((await get(`/api/collections/${collection.slug}`)).json()).toMatchObject({ title: 'After the edit', artworkCount: 2 });
    expect(await ids(collection.slug)).toEqual(reordered);
    // Back to a draft: gone from the storefront at once.
    await save({ title: 'After the edit', slug: collection.slug, artworkIds: reordered }, collection.id);
    expect((await get(`/api/collections/${collection.slug}`)).statusCode).toBe(404);
    expect(await ids(collection.slug)).toEqual([]);
  });

  it('puts featured published collections on the home answer, and lists published ones featured first', async () => {
    const featured = await newCollection({ title: 'Featured Pick', isFeatured: true, coverProductId: artworks[1] });
    const plain = await newCollection({ title: 'Plain Pick' });
    const home = (await get('/api/Product/home')).json() as { featuredCollections: { slug: string; cover: unknown }[] };
    const slugs = home.featuredCollections.map((collection) => collection.slug);
    expect(slugs).toContain(featured.slug);
    expect(slugs).not.toContain(plain.slug);
    expect(home.featuredCollections.find((collection) => collection.slug === featured.slug)?.cover).toMatchObject({
      url: expect.stringContaining('/uploads/'),
    });
    const listed = (await get('/api/collections')).json() as { slug: string; isFeatured: boolean }[];
    expect(listed[0]?.isFeatured).toBe(true);
    expect(listed.map((collection) => collection.slug)).toContain(plain.slug);
  });
});

describe('search engines', () => {
  it('lists /collections and published collections in the sitemap, never a draft', async () => {
    const published = await newCollection();
    const draft = await newCollection({ isPublished: false });
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/collections</loc>');
    expect(sitemap).toContain(`/collections/${published.slug}</loc>`);
    expect(sitemap).not.toContain(`/collections/${draft.slug}<`);
  });

  it("gives a collection's page its title, description, canonical address and the cover as og:image", async () => {
    const collection = await newCollection({
      title: 'Coastal <Blues>',
      description: 'Sea & sky, chosen by us.',
      coverProductId: artworks[1],
    });
    const summary = (await get(`/api/collections/${collection.slug}`)).json() as { cover: { url: string } };
    const page = await t.app.inject({ method: 'GET', url: `/collections/${collection.slug}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Coastal &#60;Blues&#62; · Collections · Art Market</title>');
    expect(page.body).toContain('<meta name="description" content="Sea &#38; sky, chosen by us." />');
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:5145/collections/${collection.slug}" />`);
    expect(page.body).toContain(`<meta property="og:image" content="http://localhost:5145${summary.cover.url}" />`);
  });
});
