import { ARTIST_TYPES, PRODUCT_CATEGORIES, priceBandOf } from '@art-market/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_CUSTOMER, DEMO_PASSWORDS, DEMO_VENDORS } from './demo-artworks.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from './demo-catalogue.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await isCatalogueEmpty(t.app.ctx)).toBe(true);
  await seedDemoCatalogue(t.app.ctx);
}, 120_000);
afterAll(() => t.close());

const all = async () => (await t.app.inject({ method: 'GET', url: '/api/Product?pageSize=100' })).json();

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

  it('lets the demo customer and vendors log in', async () => {
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORDS.customer },
    });
    expect(customer.statusCode).toBe(200);
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: DEMO_VENDORS[0].email, password: DEMO_PASSWORDS.vendor },
    });
    expect(vendor.statusCode).toBe(200);
  });
});
