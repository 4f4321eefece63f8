import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, approveProduct, bearer, createProduct, createVendor, imagesForm, pngImage } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Answers kept for an hour: a profile change must clear them to show.
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '3600' });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

type Vendor = Awaited<ReturnType<typeof createVendor>>;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const profileUrl = (vendor: Vendor) => `/api/vendordashboard/profile/${vendor.id}`;

async function liveWork(vendor: Vendor, artist: string) {
  const product = await createProduct(t.app, vendor, { ArtistName: artist });
  await approveProduct(t.app, product.id, admin);
  return product;
}

const profileChange = (vendor: Vendor, overrides: object) => ({
  firstName: vendor.fields.firstName,
  lastName: vendor.fields.lastName,
  email: vendor.fields.email,
  mobileNumber: vendor.fields.mobilenumber,
  address1: vendor.fields.address1,
  storeCity: vendor.fields.storeCity,
  storeState: vendor.fields.storeState,
  storePostCode: vendor.fields.storePostCode,
  ...overrides,
});

describe('public artists', () => {
  it('lists every artist with live work A to Z, with the studio that lists them, and nothing pending', async () => {
    const gallery = await createVendor(t.app, { displayName: 'Galerie Nord', storeCity: 'Hamburg', storeCountry: 'Germany' });
    const other = await createVendor(t.app, { displayName: 'Second Studio' });
    await liveWork(gallery, 'zoë Hart');
    await liveWork(gallery, 'Ángel Ruiz');
    await liveWork(gallery, 'Bina Shah');
    await liveWork(gallery, 'Bina Shah');
    await liveWork(other, 'Bina Shah');
    await createProduct(t.app, gallery, { ArtistName: 'Never Approved' });

    const response = await get('/artists');
    expect(response.statusCode).toBe(200);
    const artists = response.json() as { name: string; artworkCount: number; studio: { displayName: string } }[];
    expect(artists.map((artist) => artist.name)).toEqual(['Ángel Ruiz', 'Bina Shah', 'zoë Hart']);
    expect(artists[1]).toMatchObject({
      artworkCount: 3,
      studio: { displayName: 'Galerie Nord', city: 'Hamburg', country: 'Germany', logoUrl: null },
    });
    expect(JSON.stringify(artists)).not.toContain(gallery.fields.email);
  });

  it('answers one artist with the studio’s banner, bio and place, and 404 for a name with no live work', async () => {
    const vendor = await createVendor(t.app, { displayName: 'Studio Lakshmi' });
    await liveWork(vendor, 'Lakshmi Nair');
    const before = await get(`/artists/${encodeURIComponent('Lakshmi Nair')}`);
    expect(before.json()).toMatchObject({ name: 'Lakshmi Nair', artworkCount: 1, studio: { bio: '' } });

    const saved = await t.app.inject({
      method: 'PUT',
      url: profileUrl(vendor),
      headers: bearer(vendor.token),
      payload: profileChange(vendor, {
        displayName: 'Lakshmi Nair Studio',
        bio: 'Paints the Kerala coast.',
        storeCountry: 'India',
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const banner = await t.app.inject({
      method: 'POST',
      url: `${profileUrl(vendor)}/banner`,
      headers: bearer(vendor.token),
      payload: imagesForm([await pngImage(1200, 300)], 'banner'),
    });
    expect(banner.statusCode, banner.body).toBe(200);

    const after = await get(`/artists/${encodeURIComponent('Lakshmi Nair')}`);
    expect(after.json().studio).toEqual({
      displayName: 'Lakshmi Nair Studio',
      logoUrl: null,
      bannerUrl: banner.json().url,
      bio: 'Paints the Kerala coast.',
      city: vendor.fields.storeCity,
      country: 'India',
    });
    expect((await get('/artists/Nobody%20Here')).statusCode).toBe(404);
  });
});
