import { readFile, stat } from 'node:fs/promises';
import { ARTIST_TYPES, PRODUCT_CATEGORIES, type ProductDetail, priceBandOf } from '@art-market/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAtStart } from '#api/bootstrap.ts';
import { bankAccounts, vendors } from '#api/db/schema.ts';
import { createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';
import { DEMO_ADMIN, demoAccountsFile, PUBLISHED_DEMO_PASSWORDS, readDemoAccounts } from './demo-accounts.ts';
import { DEMO_ARTIST_OF_TITLE, DEMO_ARTISTS } from './demo-artwork-facts.ts';
import { DEMO_CUSTOMER, DEMO_TITLES, DEMO_VENDORS } from './demo-artworks.ts';
import { isCatalogueEmpty } from './demo-catalogue.service.ts';

// Production with SEED_DEMO=true said explicitly: the one way a production start loads the demo.
let t: TestApp;
let banner: string[];
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', SEED_DEMO: 'true' });
  expect(await isCatalogueEmpty(t.app.ctx)).toBe(true);
  banner = await bootstrapAtStart(t.app.ctx, { embedded: true }, t.app.log);
}, 120_000);
afterAll(() => t.close());

const passwordOf = (email: string) => readDemoAccounts(t.dataDir).find((account) => account.email === email)?.password;
let ipCounter = 0;
const logIn = (url: string, email: string, password: string | undefined) =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: `10.12.0.${++ipCounter}` });

const all = async () => (await t.app.inject({ method: 'GET', url: '/api/Product?pageSize=100' })).json();
const details = async (): Promise<ProductDetail[]> =>
  Promise.all(
    (await all()).map(
      async (card: { id: string }) =>
        (await t.app.inject({ method: 'GET', url: `/api/Product/${card.id}` })).json() as ProductDetail,
    ),
  );

/** The word a Medium item's works must be made of. */
const MEDIUM_OF_ITEM: Record<string, string> = {
  'Oil Paintings': 'Oil',
  'Acrylic Paintings': 'Acrylic',
  'Watercolor Paintings': 'Watercolour',
  'Charcoal Art': 'Charcoal',
  'Mixed Media': 'Mixed media',
  'Digital Art': 'Digital',
  'Ink and Pen Art': 'Ink',
};

describe('the demo catalogue', () => {
  it('covers every subcategory, artist type and price band with live artworks', async () => {
    const cards = await all();
    expect(cards.length).toBeGreaterThanOrEqual(55);
    const items = PRODUCT_CATEGORIES.flatMap((group) => group.items);
    expect(new Set(cards.map((card: { subCategory: string }) => card.subCategory))).toEqual(new Set(items));
    expect(new Set(cards.map((card: { artistType: string }) => card.artistType))).toEqual(new Set(ARTIST_TYPES));
    expect(new Set(cards.map((card: { totalPrice: number }) => priceBandOf(card.totalPrice)))).toEqual(
      new Set(['affordable', 'mid-range', 'luxury']),
    );
    expect(cards.some((card: { isSoldOut: boolean }) => card.isSoldOut)).toBe(true);
    expect(await isCatalogueEmpty(t.app.ctx)).toBe(false);
  });

  it('gives each artwork 2 or 3 distinct real images and its shipping options', async () => {
    const [first] = await all();
    const product = (await t.app.inject({ method: 'GET', url: `/api/Product/${first.id}` })).json();
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    expect(new Set(product.images.map((image: { url: string }) => image.url)).size).toBe(product.images.length);
    const image = await t.app.inject({ method: 'GET', url: product.images[0].url });
    expect(image.statusCode).toBe(200);
    expect(product.shippingOptions[0].name).toContain('Domestic');
    expect(product.artistBio).not.toBe('');
  });

  it('lets the demo admin, customer and vendors log in with the generated passwords of demo-accounts.txt', async () => {
    expect((await logIn('/api/AdminAuth/login', DEMO_ADMIN.email, passwordOf(DEMO_ADMIN.email))).statusCode).toBe(200);
    expect((await logIn('/api/Customer/login', DEMO_CUSTOMER.email, passwordOf(DEMO_CUSTOMER.email))).statusCode).toBe(200);
    for (const vendor of DEMO_VENDORS) {
      expect((await logIn('/api/vendor/login', vendor.email, passwordOf(vendor.email))).statusCode).toBe(200);
    }
  });

  it('never takes the passwords the README used to publish', async () => {
    expect((await logIn('/api/AdminAuth/login', DEMO_ADMIN.email, PUBLISHED_DEMO_PASSWORDS.admin)).statusCode).toBe(401);
    expect((await logIn('/api/Customer/login', DEMO_CUSTOMER.email, PUBLISHED_DEMO_PASSWORDS.customer)).statusCode).toBe(401);
    for (const vendor of DEMO_VENDORS) {
      expect((await logIn('/api/vendor/login', vendor.email, PUBLISHED_DEMO_PASSWORDS.vendor)).statusCode).toBe(401);
    }
  });

  it('keeps one private "role email password" line per login, shown once in the banner, never regenerated', async () => {
    const file = demoAccountsFile(t.dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const accounts = readDemoAccounts(t.dataDir);
    expect(accounts.map((account) => account.role).sort()).toEqual(['admin', 'customer', 'vendor', 'vendor', 'vendor']);
    expect(new Set(accounts.map((account) => account.password)).size).toBe(5);
    for (const account of accounts) {
      expect(account.password).toMatch(/^[\w-]{24}$/);
      expect(banner.join('\n')).toContain(account.password);
    }

    const before = await readFile(file, 'utf8');
    const laterBanner = await bootstrapAtStart(t.app.ctx, { embedded: true }, t.app.log);
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(laterBanner).toEqual([`Demo logins (role, e-mail, password) are kept in ${file}`]);
  });

  it('reads true: each description names its medium, style and collection; Medium and Art Styles items agree', async () => {
    const products = await details();
    expect(products).toHaveLength(Object.values(DEMO_TITLES).flat().length);
    for (const product of products) {
      const said = `${product.title}: ${product.description}`;
      expect(said).toContain(product.medium.toLowerCase());
      expect(said).toContain(`${product.style.toLowerCase()} style`);
      expect(said).toContain(`our ${product.subCategory} collection (${product.category})`);
      expect(said).toContain(product.frameType === 'Framed' ? 'framed in solid teak' : 'sold unframed');
      if (product.category === 'Medium') expect(product.medium.startsWith(MEDIUM_OF_ITEM[product.subCategory] ?? '?')).toBe(true);
      if (product.category === 'Art Styles') expect(product.subCategory.startsWith(product.style)).toBe(true);
    }
  });

  it("gives each work its artist's country of origin, and each artist one home", async () => {
    const products = await details();
    const countries = new Map<string, Set<string>>();
    for (const product of products) {
      expect(product.countryOfOrigin).toBe(DEMO_ARTISTS[product.artistName]?.country);
      expect(product.artistBio).toContain(product.countryOfOrigin);
      countries.set(product.artistName, (countries.get(product.artistName) ?? new Set()).add(product.countryOfOrigin));
    }
    expect([...countries.values()].every((set) => set.size === 1)).toBe(true);
    expect(new Set(products.map((product) => product.artistName))).toEqual(new Set(Object.keys(DEMO_ARTISTS)));
    for (const [title, artist] of Object.entries(DEMO_ARTIST_OF_TITLE)) {
      const product = products.find((candidate) => candidate.title === title);
      const gallery = DEMO_VENDORS.find((vendor) => (vendor.artists as readonly string[]).includes(artist));
      expect(product?.artistName).toBe(artist);
      expect(product?.artistType).toBe(gallery?.artistType);
    }
  });

  it("lists each artist at their own country, not their gallery's city", async () => {
    const artists = (await t.app.inject({ method: 'GET', url: '/api/artists' })).json() as { name: string; country: string }[];
    expect(artists.map((artist) => [artist.name, artist.country])).toEqual(
      Object.entries(DEMO_ARTISTS)
        .map(([name, home]) => [name, home.country])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    const lena = (await t.app.inject({ method: 'GET', url: '/api/artists/Lena%20Fischer' })).json();
    expect(lena).toMatchObject({ country: 'Germany', studio: { city: 'Mumbai' } });
  });

  it('gives each gallery a payout account without mailing it "payout account changed"', async () => {
    expect(await t.app.ctx.db.$count(bankAccounts)).toBe(DEMO_VENDORS.length);
    const mail = await sentMail(t);
    expect(mail.filter((message) => /payout account|bank account/i.test(message))).toEqual([]);
  });

  it('gives every gallery its own e-mail, phone, address and post code', async () => {
    const rows = await t.app.ctx.db.select().from(vendors);
    expect(rows).toHaveLength(DEMO_VENDORS.length);
    for (const field of ['email', 'mobileNumber', 'address1', 'storePostCode'] as const) {
      expect(new Set(rows.map((row) => row[field])).size).toBe(rows.length);
    }
  });
});
