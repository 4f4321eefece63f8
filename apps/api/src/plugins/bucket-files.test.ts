import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransfers, payments, returns } from '#api/db/schema.ts';
import {
  adminToken,
  bearer,
  createProduct,
  createVendor,
  imagesForm,
  pngImage,
  vendorFields,
  vendorForm,
} from '#api/test/factories.ts';
import { buyPaidOrder } from '#api/test/paid-order.ts';
import { startTestBucket, type TestBucket } from '#api/test/s3-server.ts';
import { addDemoAdmin, createSecondApp, createTestApp, type TestApp } from '#api/test/test-app.ts';

// With the S3_* variables set, every upload goes to the bucket and is served from it (ADR 0019).

let bucket: TestBucket;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  bucket = await startTestBucket();
  t = await createTestApp(bucket.env);
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
  await bucket.close();
});

/** Every file under DATA_DIR but the mail outbox (the tests keep mail there). */
async function filesInDataDir(): Promise<string[]> {
  const entries = await readdir(t.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.dataDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`outbox${path.sep}`));
}

async function uploadArtworkImage(): Promise<string> {
  const vendor = await createVendor(t.app);
  const product = await createProduct(t.app, vendor, {}, 0);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/products/${product.id}/images`,
    headers: bearer(vendor.token),
    payload: imagesForm([await pngImage(640, 480)]),
  });
  expect(upload.statusCode, upload.body).toBe(200);
  return (upload.json() as string[])[0] as string;
}

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

describe('an artwork image uploaded with S3 configured', () => {
  let url: string;
  let baseName: string;
  beforeAll(async () => {
    url = await uploadArtworkImage();
    baseName = path.basename(url, '.png');
  });

  it('lies in the bucket with its WebP variants, and nothing in DATA_DIR', async () => {
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(await bucket.keys()).toEqual(
      expect.arrayContaining([`uploads/${baseName}.png`, `webp/c${baseName}.webp`, `webp/c${baseName}-480.webp`]),
    );
    expect(await filesInDataDir()).toEqual([]);
  });

  it('is served over HTTP from the bucket with the caching answers of a static file', async () => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(await bucket.storage.read(url))).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(answer.rawPayload.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      'last-modified': expect.stringMatching(/GMT$/),
    });
    const large = await get(`/webp/c${baseName}.webp`);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const small = await get(`/webp/c${baseName}-480.webp`);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
  });

  it('answers a revalidation with 304 and no body', async () => {
    const { headers } = await get(url);
    const etag = String(headers.etag);
    const lastModified = String(headers['last-modified']);
    const byTag = await get(url, { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=31536000, immutable' });
    expect((await get(url, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"another"', 'if-modified-since': lastModified })).statusCode).toBe(200);
    expect((await get(url, { 'if-modified-since': 'Thu, 01 Jan 2015 00:00:00 GMT' })).statusCode).toBe(200);
  });

  it('serves one byte range, refuses one past the end, and sends all for several', async () => {
    const whole = (await get(url)).rawPayload;
    const part = await get(url, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(10, 20))).toBe(true);
    const past = await get(url, { range: `bytes=${whole.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    const several = await get(url, { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(whole.length);
  });

  it('answers HEAD with the headers alone', async () => {
    const answer = await get(url, {}, 'HEAD');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-length']).toBe(String((await bucket.storage.read(url)).length));
    expect(answer.rawPayload.length).toBe(0);
  });

  it('is served by a second instance that never saw the upload', async () => {
    const second = await createSecondApp(t);
    try {
      const answer = await second.app.inject({ method: 'GET', url: `/webp/c${baseName}.webp` });
      expect(answer.statusCode).toBe(200);
      expect((await sharp(answer.rawPayload).metadata()).format).toBe('webp');
    } finally {
      await second.close();
    }
  });

  it('answers 404 for a missing file and for names that are not ours', async () => {
    for (const missing of [
      `/uploads/${'0'.repeat(32)}.png`,
      '/webp/..%2Fuploads%2Fx.png',
      '/uploads/.hidden',
      `/uploads/${baseName}.png%2F..`,
      `/private/proofs/${baseName}.png`,
    ]) {
      expect((await get(missing)).statusCode, missing).toBe(404);
    }
  });
});

it('keeps logos, banners and certificates in the bucket too', async () => {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/vendor/register',
    payload: vendorForm(vendorFields({ email: 'bucket.studio@example.com' }), {
      logo: await pngImage(),
      banner: await pngImage(300, 100),
    }),
    remoteAddress: '10.9.0.1',
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const vendor = await createVendor(t.app);
  const product = await createProduct(t.app, vendor, {}, 0);
  const certificate = await t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/products/${product.id}/certificate`,
    headers: bearer(vendor.token),
    payload: imagesForm([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF')], 'certificate', 'application/pdf', 'c.pdf'),
  });
  expect(certificate.statusCode, certificate.body).toBe(200);
  const certificateUrl = certificate.json().certificateUrl as string;
  expect(await bucket.keys()).toContain(certificateUrl.slice(1));
  const served = await get(certificateUrl);
  expect(served.headers['content-type']).toBe('application/pdf');
  expect(await filesInDataDir()).toEqual([]);
});

describe('PDF certificates with S3 configured', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF');
  const DOWNLOAD_ONLY = {
    'content-disposition': 'attachment',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-type': 'application/pdf',
  };

  it('refuses HTML dressed as a PDF and serves a plain one from the bucket only as a sandboxed download', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, {}, 0);
    const send = (content: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/vendordashboard/products/${product.id}/certificate`,
        headers: bearer(vendor.token),
        payload: imagesForm([content], 'certificate', 'application/pdf', 'c.pdf'),
      });
    const keysBefore = await bucket.keys();
    const html = await send(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF'));
    expect(html.statusCode).toBe(400);
    expect(await bucket.keys()).toEqual(keysBefore);

    const answer = await send(PDF);
    expect(answer.statusCode, answer.body).toBe(200);
    const url = answer.json().certificateUrl as string;
    expect(url).toMatch(/^\/certificates\/[0-9a-f]{32}\.pdf$/);
    expect(await bucket.keys()).toContain(url.slice(1));
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject(DOWNLOAD_ONLY);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect((await get('/certificates/0123456789abcdef0123456789abcdef.pdf')).statusCode).toBe(404);
  });

  it('serves one stored in public uploads by an earlier version as a sandboxed download too', async () => {
    const url = await t.app.ctx.storage.put('uploads', `${t.app.ctx.storage.newBaseName()}.pdf`, PDF);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject(DOWNLOAD_ONLY);
  });
});

describe('private files with S3 configured', () => {
  it('keeps a bank-transfer proof under private/ in the bucket, for admins only', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    const [transfer] = await t.database.db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.orderId));
    const fileName = path.basename(transfer?.proofPath ?? '');
    expect(await bucket.keys()).toContain(`private/proofs/${fileName}`);

    const read = await get(`/api/admin/dashboard/bank-transfers/${payment?.id}/proof`, bearer(admin));
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(await bucket.storage.read(transfer?.proofPath ?? ''))).toBe(true);
    const asBuyer = await get(`/api/admin/dashboard/bank-transfers/${payment?.id}/proof`, bearer(order.customer.token));
    expect(asBuyer.statusCode).toBe(403);
    for (const publicPath of [
      `/uploads/${fileName}`,
      `/webp/${fileName}`,
      `/proofs/${fileName}`,
      `/private/proofs/${fileName}`,
      `/uploads/..%2Fprivate%2Fproofs%2F${fileName}`,
    ]) {
      expect((await get(publicPath)).statusCode, publicPath).toBe(404);
    }
    expect(await filesInDataDir()).toEqual([]);
  });

  it('keeps return photos under private/ in the bucket, for admins only', async () => {
    const vendor = await createVendor(t.app);
    const order = await buyPaidOrder(t.app, admin, [vendor]);
    const [vendorOrder] = (await get(`/api/vendordashboard/orders/${vendor.id}`, bearer(vendor.token))).json() as {
      orderId: string;
    }[];
    const vendorOrderUrl = `/api/vendordashboard/orders/${vendorOrder?.orderId}`;
    await t.app.inject({
      method: 'PUT',
      url: `${vendorOrderUrl}/tracking`,
      headers: bearer(vendor.token),
      payload: { trackingNumber: 'TRK1', shippingProvider: 'DHL' },
    });
    const delivered = await t.app.inject({
      method: 'PUT',
      url: `${vendorOrderUrl}/status`,
      headers: { ...bearer(vendor.token), 'content-type': 'application/json' },
      payload: '3',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const form = new FormData();
    form.append('reason', 'damaged');
    form.append('photos', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'damage.png');
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/CustomerDashboard/orders/${order.orderId}/returns`,
      headers: bearer(order.customer.token),
      payload: form,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const [row] = await t.database.db.select().from(returns).where(eq(returns.id, requested.json().id));
    const photoPath = row?.photoPaths[0] ?? '';
    expect(await bucket.keys()).toContain(`private${photoPath}`);

    const photoUrl = `/api/admin/dashboard/returns/${row?.id}/photos/0`;
    const photo = await get(photoUrl, bearer(admin));
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(await bucket.storage.read(photoPath))).toBe(true);
    expect((await get(photoUrl, bearer(order.customer.token))).statusCode).toBe(403);
    for (const publicPath of [`/uploads/${path.basename(photoPath)}`, photoPath, `/private${photoPath}`]) {
      expect((await get(publicPath)).statusCode, publicPath).toBe(404);
    }
    expect(await filesInDataDir()).toEqual([]);
  });
});
