import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createVendor, imagesForm, pngImage } from '#api/test/factories.ts';
import { createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let emailCounter = 0;
const freshEmail = () => `meera.new.${emailCounter++}@example.com`;

const update = (overrides: Record<string, string> = {}) => ({
  firstName: 'Meera',
  lastName: 'Krishnan',
  email: freshEmail(),
  mobileNumber: '+91 99000 11223',
  address1: '7 Church Street',
  address2: 'Floor 2',
  storeCity: 'Mysuru',
  storeState: 'Karnataka',
  storePostCode: '570001',
  ...overrides,
});

type Vendor = Awaited<ReturnType<typeof createVendor>>;
const profileUrl = (vendor: { id: string }) => `/api/vendordashboard/profile/${vendor.id}`;
const put = (vendor: Vendor, payload: object, token = vendor.token) =>
  t.app.inject({ method: 'PUT', url: profileUrl(vendor), headers: bearer(token), payload });
const read = (vendor: Vendor, token = vendor.token) =>
  t.app.inject({ method: 'GET', url: profileUrl(vendor), headers: bearer(token) });

describe('PUT /api/vendordashboard/profile/{vendorId}', () => {
  it('updates the profile and answers it', async () => {
    const vendor = await createVendor(t.app);
    const response = await put(vendor, update({ email: vendor.fields.email }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lastName: 'Krishnan', storeCity: 'Mysuru', mobileNumber: '+919900011223' });
    expect(response.json().token).toBeUndefined();
    expect((await read(vendor)).json()).toMatchObject({ lastName: 'Krishnan', email: vendor.fields.email });
  });

  it('checks the fields and refuses a taken e-mail', async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const invalid = await put(vendor, update({ firstName: '', mobileNumber: '123' }));
    expect(invalid.json().errors).toMatchObject({
      firstName: 'First name is required',
      mobileNumber: 'Please enter a valid phone number with country code (e.g., +1234567890)',
    });
    const taken = await put(vendor, update({ email: other.fields.email, currentPassword: vendor.fields.password }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBe('An account with this email already exists');
    expect((await read(vendor)).json().email).toBe(vendor.fields.email);
  });

  it("refuses another vendor's profile", async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const response = await put(other, update({ email: 'hijack@example.com' }), vendor.token);
    expect(response.statusCode).toBe(404);
  });
});

describe('changing the e-mail of a vendor', () => {
  it('needs the current password, and a wrong one changes nothing', async () => {
    const vendor = await createVendor(t.app);
    const missing = await put(vendor, update());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ currentPassword: 'Please enter your current password to change your email' });
    const wrong = await put(vendor, update({ currentPassword: 'not-my-password' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect((await read(vendor)).json()).toMatchObject({ email: vendor.fields.email, lastName: 'Iyer' });
  });

  it('ends the old sessions, answers a new token and tells the old address', async () => {
    const vendor = await createVendor(t.app);
    const email = freshEmail();
    const response = await put(vendor, update({ email: email.toUpperCase(), currentPassword: vendor.fields.password }));
    expect(response.statusCode).toBe(200);
    const { token, ...profile } = response.json();
    expect(profile).toMatchObject({ email, lastName: 'Krishnan' });
    expect(typeof token).toBe('string');
    expect((await read(vendor)).statusCode).toBe(401);
    expect((await read(vendor, token)).json().email).toBe(email);

    // The old address was also sent its registration's verification link, which the outbox may deliver
    // before or after the notice: the notice is found by its subject, not by its place.
    const toOldAddress = (await sentMail(t)).filter((mail) => mail.includes(`To: ${vendor.fields.email}`));
    const notice = toOldAddress.find((mail) => mail.includes('Subject: Your Art Market email address was changed'));
    expect(notice, 'the notice to the old address').toBeDefined();
    expect(notice).not.toContain(email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email, password: vendor.fields.password },
      remoteAddress: '10.70.0.1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the sessions when the e-mail stays the same, whatever its case', async () => {
    const vendor = await createVendor(t.app);
    const response = await put(vendor, update({ email: vendor.fields.email.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toBeUndefined();
    expect((await read(vendor)).statusCode).toBe(200);
  });

  it('lets a stolen session check at most 5 passwords, even in parallel', async () => {
    const vendor = await createVendor(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => put(vendor, update({ currentPassword: 'a-wrong-guess' }))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
  });
});

describe('the studio’s public face and password', () => {
  const upload = (vendor: Vendor, kind: 'logo' | 'banner', form: FormData, token = vendor.token) =>
    t.app.inject({ method: 'POST', url: `${profileUrl(vendor)}/${kind}`, headers: bearer(token), payload: form });

  it('changes the display name, bio and country, and keeps them when an older client leaves them out', async () => {
    const vendor = await createVendor(t.app);
    const changed = await put(
      vendor,
      update({ email: vendor.fields.email, displayName: 'Studio Krishnan', bio: 'Oil and ink.', storeCountry: 'India' }),
    );
    expect(changed.json()).toMatchObject({ displayName: 'Studio Krishnan', bio: 'Oil and ink.', storeCountry: 'India' });
    const older = await put(vendor, update({ email: vendor.fields.email }));
    expect(older.json()).toMatchObject({ displayName: 'Studio Krishnan', bio: 'Oil and ink.' });
    expect((await put(vendor, update({ email: vendor.fields.email, displayName: ' ' }))).statusCode).toBe(400);
  });

  it('replaces the logo and banner with images only, for the caller alone', async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const logo = await upload(vendor, 'logo', imagesForm([await pngImage(200, 200)], 'logo'));
    expect(logo.statusCode, logo.body).toBe(200);
    expect((await read(vendor)).json().logoUrl).toBe(logo.json().url);

    const notImage = await upload(vendor, 'banner', imagesForm([Buffer.from('not an image')], 'banner', 'image/png', 'b.png'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('Banner must be an image (JPEG, PNG, WebP, GIF or AVIF)');
    expect((await upload(vendor, 'banner', imagesForm([await pngImage()], 'banner'), other.token)).statusCode).toBe(404);
    expect((await read(vendor)).json().bannerUrl).toBe(null);
  });

  it('changes the password with the current one, ends the other sessions and answers a new token', async () => {
    const vendor = await createVendor(t.app);
    const change = (payload: object, token = vendor.token) =>
      t.app.inject({ method: 'PUT', url: `${profileUrl(vendor)}/password`, headers: bearer(token), payload });
    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'a-new-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect((await change({ currentPassword: vendor.fields.password, newPassword: 'short' })).statusCode).toBe(400);

    const changed = await change({ currentPassword: vendor.fields.password, newPassword: 'a-new-password-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await read(vendor)).statusCode).toBe(401);
    expect((await read(vendor, changed.json().token)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: vendor.fields.email, password: 'a-new-password-1' },
    });
    expect(login.statusCode).toBe(200);
  });
});
