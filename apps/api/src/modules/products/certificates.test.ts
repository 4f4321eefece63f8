import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProduct, createVendor, imagesForm, pngImage } from '#api/test/factories.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

// Certificates of authenticity on local disk: plain PDFs or images only, PDFs served as sandboxed
// downloads (ADR 0029). plugins/bucket-files.test.ts checks the same serving from a bucket.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const DOWNLOAD_ONLY = {
  'content-disposition': 'attachment',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

async function vendorWithArtwork() {
  const vendor = await createVendor(t.app);
  const product = await createProduct(t.app, vendor, {}, 0);
  return { vendor, product };
}

const sendCertificate = (vendor: { token: string }, productId: string, content: Buffer, name = 'certificate.pdf') =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/products/${productId}/certificate`,
    headers: bearer(vendor.token),
    payload: imagesForm([content], 'certificate', 'application/pdf', name),
  });

async function certificateOf(vendor: { id: string; token: string }) {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/vendordashboard/${vendor.id}/products`,
    headers: bearer(vendor.token),
  });
  return listed.json()[0] as { hasCertificate: boolean; certificateFileUrl: string | null };
}

const storedCertificates = async () => readdir(path.join(t.dataDir, 'certificates')).catch(() => []);

describe('a certificate that only claims to be a PDF', () => {
  const refusals: [string, Buffer][] = [
    [
      'HTML and script after the PDF header',
      Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF'),
    ],
    ['an SVG with script', Buffer.from('%PDF-1.7\n<svg onload="alert(1)"></svg>\n%%EOF')],
    [
      'a PDF action that runs JavaScript',
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n%%EOF'),
    ],
    ['no end of file marker', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')],
  ];
  for (const [what, content] of refusals) {
    it(`is refused: ${what}`, async () => {
      const { vendor, product } = await vendorWithArtwork();
      const before = await storedCertificates();

      const answer = await sendCertificate(vendor, product.id, content);

      expect(answer.statusCode).toBe(400);
      const message = 'Certificate must be a complete PDF document, without web page or script content';
      expect(answer.json()).toMatchObject({ message, errors: { certificate: message } });
      expect(await certificateOf(vendor)).toMatchObject({ hasCertificate: false, certificateFileUrl: null });
      expect(await storedCertificates()).toEqual(before);
    });
  }
});

describe('a plain PDF certificate', () => {
  it('is taken and served from /certificates/ only as a sandboxed download', async () => {
    const { vendor, product } = await vendorWithArtwork();

    const answer = await sendCertificate(vendor, product.id, PDF);

    expect(answer.statusCode, answer.body).toBe(200);
    const url = answer.json().certificateUrl as string;
    expect(url).toMatch(/^\/certificates\/[0-9a-f]{32}\.pdf$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ ...DOWNLOAD_ONLY, 'content-type': 'application/pdf' });
    expect(served.rawPayload.equals(PDF)).toBe(true);
    for (const missing of ['/certificates/0123456789abcdef0123456789abcdef.pdf', '/certificates/..%2Fjwt-secret']) {
      expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    }
  });
});

describe('a PDF certificate stored in public uploads by an earlier version', () => {
  it('keeps its address, served as a sandboxed download, while image certificates stay images', async () => {
    const url = await t.app.ctx.storage.put('uploads', `${t.app.ctx.storage.newBaseName()}.pdf`, PDF);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ ...DOWNLOAD_ONLY, 'content-type': 'application/pdf' });

    // An image certificate is re-encoded, so it is still shown as an image, as before.
    const { vendor, product } = await vendorWithArtwork();
    const image = await sendCertificate(vendor, product.id, await pngImage(), 'certificate.png');
    expect(image.statusCode, image.body).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: image.json().certificateUrl });
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toBeUndefined();
  });
});
