import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createVendor, pngImage, vendorFields } from '#api/test/factories.ts';
import { multipartHeaders, type Part, type StreamedBody, streamedBody } from '#api/test/multipart-body.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { until } from '#api/test/until.ts';

// Multipart uploads as they stream in (docs/product/api-conventions.md, "Uploads"; ADR 0029).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF');

const sendCertificate = (token: string, productId: string, body: StreamedBody) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/products/${productId}/certificate`,
    headers: multipartHeaders(token),
    payload: body.stream,
  });

let addressCount = 0;
const registerVendor = (body: StreamedBody) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vendor/register',
    headers: multipartHeaders(),
    payload: body.stream,
    remoteAddress: `10.77.0.${++addressCount}`,
  });

const fieldParts = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value }));

async function vendorWithArtwork() {
  const vendor = await createVendor(t.app);
  const product = await createProduct(t.app, vendor, {}, 0);
  return { vendor, product };
}

describe('a file past the limit', () => {
  it('is refused as it streams in, long before the body ends', async () => {
    const { vendor, product } = await vendorWithArtwork();
    const body = streamedBody([{ name: 'certificate', fileName: 'big.pdf', content: PDF, junkBytes: 40 * MB }]);

    const answer = await sendCertificate(vendor.token, product.id, body);

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'File size must be less than 5MB' });
    // 5 MB and what the streams hold on the way; today's whole-body reading pulls all 40 MB.
    expect(body.pulled()).toBeLessThan(10 * MB);
    expect(body.total).toBeGreaterThan(40 * MB);
  });
});

describe('field names', () => {
  it('refuses a text field the route does not take, storing nothing', async () => {
    const { vendor, product } = await vendorWithArtwork();
    const body = streamedBody([
      { name: 'note', value: 'hello' },
      { name: 'certificate', fileName: 'c.pdf', content: PDF },
    ]);

    const answer = await sendCertificate(vendor.token, product.id, body);

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'This form has no field named "note"' });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/vendordashboard/${vendor.id}/products`,
      headers: bearer(vendor.token),
    });
    expect(listed.json()[0]).toMatchObject({ hasCertificate: false });
  });

  it('refuses a file under another name without reading it', async () => {
    const { vendor, product } = await vendorWithArtwork();
    const body = streamedBody([{ name: 'certificat', fileName: 'c.pdf', content: PDF, junkBytes: 20 * MB }]);

    const answer = await sendCertificate(vendor.token, product.id, body);

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'This form has no field named "certificat"' });
    expect(body.pulled()).toBeLessThan(5 * MB);
  });
});

describe('text fields before files', () => {
  it('refuses a file sent before the text fields, and takes the same form in the right order', async () => {
    const fields = fieldParts(vendorFields());
    const logo: Part = { name: 'logo', fileName: 'logo.png', content: await pngImage() };

    const answer = await registerVendor(streamedBody([logo, ...fields]));

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: "Send the form's text fields before its files" });
    expect((await registerVendor(streamedBody([...fields, logo]))).statusCode).toBe(201);
  });

  it('answers wrong text fields before reading the file that follows them', async () => {
    const fields = vendorFields({ email: 'not an address' });
    const body = streamedBody([
      ...fieldParts(fields),
      { name: 'banner', fileName: 'b.png', content: await pngImage(), junkBytes: 20 * MB },
    ]);

    const answer = await registerVendor(body);

    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ email: expect.any(String) });
    expect(body.pulled()).toBeLessThan(5 * MB);
  });
});

describe('uploads in flight', () => {
  it('lets one account have 2 at once and refuses a third with 429 until one ends', async () => {
    const { vendor, product } = await vendorWithArtwork();
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = [0, 1].map(() => streamedBody([{ name: 'certificate', fileName: 'c.pdf', content: PDF }], gate));
    const inFlight = held.map((body) => sendCertificate(vendor.token, product.id, body));
    // A body is pulled only once its route has taken its slot and reads the form.
    await until('the held uploads to start', () => held.every((body) => body.pulled() > 0));

    const third = await sendCertificate(
      vendor.token,
      product.id,
      streamedBody([{ name: 'certificate', fileName: 'c.pdf', content: PDF }]),
    );
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ message: 'At most 2 uploads at a time: wait for one to finish, then try again' });
    // Another account is not held up by this one's uploads.
    const other = await vendorWithArtwork();
    const body = streamedBody([{ name: 'certificate', fileName: 'c.pdf', content: PDF }]);
    expect((await sendCertificate(other.vendor.token, other.product.id, body)).statusCode).toBe(200);

    open();
    expect((await Promise.all(inFlight)).map((answer) => answer.statusCode)).toEqual([200, 200]);
    const after = await sendCertificate(
      vendor.token,
      product.id,
      streamedBody([{ name: 'certificate', fileName: 'c.pdf', content: PDF }]),
    );
    expect(after.statusCode).toBe(200);
  });
});
