import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '#api/db/schema.ts';
import { bearer, createCustomer, createVendor, pngImage, vendorFields, vendorForm } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (form: FormData, ip = '10.5.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: form, remoteAddress: ip });
const countVendors = () => t.database.db.$count(vendors);
const uploadedFiles = async () => (await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).length;

describe('POST /api/vendor/register', () => {
  it('creates the vendor with a cleaned logo and banner and their WebP variants', async () => {
    const fields = vendorFields({ email: 'Meera.Studio@Example.com' });
    const response = await register(vendorForm(fields, { logo: await pngImage(), banner: await pngImage(300, 100) }));
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, response.json().id));
    expect(row).toMatchObject({ email: 'meera.studio@example.com', businessId: 'KA-2024-778', mobileNumber: '+919845012345' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.logoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const logo = await t.app.inject({ method: 'GET', url: row?.logoUrl as string });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toContain('immutable');
    expect((await sharp(logo.rawPayload).metadata()).exif).toBeUndefined();
    const baseName = path.basename(row?.bannerUrl as string, '.png');
    const webp = await t.app.inject({ method: 'GET', url: `/webp/c${baseName}.webp` });
    expect(webp.statusCode).toBe(200);
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const small = await t.app.inject({ method: 'GET', url: `/webp/c${baseName}-480.webp` });
    expect((await sharp(small.rawPayload).metadata()).width).toBeLessThanOrEqual(480);
  });

  it('lists every missing required field in one message', async () => {
    const before = await countVendors();
    const response = await register(vendorForm(vendorFields({ displayName: '', storeCity: ' ', password: '' })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please fill in all required fields: Display Name, Password, City',
      errors: { displayName: 'Display Name is required', storeCity: 'City is required' },
    });
    expect(await countVendors()).toBe(before);
  });

  it.each([
    [{ email: 'meera@' }, 'email', 'Please enter a valid email address'],
    [{ password: 'seven77' }, 'password', 'Password must be at least 8 characters long'],
    [{ mobilenumber: '9845012345' }, 'mobilenumber', 'Please enter a valid phone number with country code (e.g., +1234567890)'],
    [{ mobilenumber: '+12345' }, 'mobilenumber', 'Please enter a valid phone number with country code (e.g., +1234567890)'],
  ])('refuses %o with the spec message', async (overrides, field, message) => {
    const response = await register(vendorForm(vendorFields(overrides)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses a logo that is not an image by content, whatever its name, and stores nothing', async () => {
    const filesBefore = await uploadedFiles();
    const before = await countVendors();
    const fake = Buffer.from('%PDF-1.4 this is not a picture');
    const response = await register(vendorForm(vendorFields(), { logo: fake }), '10.5.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.logo).toBe('Logo must be an image (JPEG, PNG, WebP, GIF or AVIF)');
    expect(await countVendors()).toBe(before);
    expect(await uploadedFiles()).toBe(filesBefore);
  });

  it('refuses a banner over 5 MB', async () => {
    const huge = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await register(vendorForm(vendorFields(), { banner: huge }), '10.5.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.banner).toBe('Banner must be at most 5 MB');
  });

  it('answers 409 for a registered e-mail', async () => {
    const { fields } = await createVendor(t.app);
    const response = await register(vendorForm(vendorFields({ email: fields.email.toUpperCase() })), '10.5.0.4');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
  });
});

describe('POST /api/vendor/login', () => {
  const login = (payload: object, ip = '10.6.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/vendor/login', payload, remoteAddress: ip });

  it('trims the e-mail and answers the token, vendor id and vendor data', async () => {
    const { fields } = await createVendor(t.app);
    const response = await login({ email: `  ${fields.email}  `, password: fields.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token: expect.any(String),
      vendorId: expect.any(String),
      vendor: { displayName: 'Studio Kaveri', email: fields.email },
    });
  });

  it('answers "Invalid email or password" for a wrong password', async () => {
    const { fields } = await createVendor(t.app);
    const response = await login({ email: fields.email, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
  });

  it('refuses a deleted vendor, and its tokens stop working at once', async () => {
    const vendor = await createVendor(t.app);
    const profile = () =>
      t.app.inject({ method: 'GET', url: `/api/vendordashboard/profile/${vendor.id}`, headers: bearer(vendor.token) });
    expect((await profile()).statusCode).toBe(200);
    await t.database.db.update(vendors).set({ deletedAt: new Date() }).where(eq(vendors.id, vendor.id));
    expect((await profile()).statusCode).toBe(401);
    expect((await login({ email: vendor.fields.email, password: vendor.fields.password }, '10.6.0.2')).statusCode).toBe(401);
  });
});

describe('GET /api/vendordashboard/profile/{vendorId}', () => {
  it("answers the caller's profile and 404 for another vendor's id", async () => {
    const mine = await createVendor(t.app);
    const theirs = await createVendor(t.app);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/profile/${mine.id}`,
      headers: bearer(mine.token),
    });
    expect(own.json()).toMatchObject({ id: mine.id, storeCity: 'Bengaluru', address1: '12 Lake Road' });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/profile/${theirs.id}`,
      headers: bearer(mine.token),
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(theirs.fields.email);
  });

  it('answers 401 without a token and 403 to a customer token', async () => {
    const vendor = await createVendor(t.app);
    const customer = await createCustomer(t.app);
    const url = `/api/vendordashboard/profile/${vendor.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(customer.token) })).statusCode).toBe(403);
  });
});

it('keeps uploads on disk under random names', async () => {
  await register(vendorForm(vendorFields(), { logo: await pngImage() }), '10.5.0.9');
  const names = await readdir(path.join(t.dataDir, 'uploads'));
  expect(names.every((name) => /^[0-9a-f]{32}\.(png|jpg)$/.test(name))).toBe(true);
  expect((await readFile(path.join(t.dataDir, 'uploads', names[0] as string))).length).toBeGreaterThan(0);
});
