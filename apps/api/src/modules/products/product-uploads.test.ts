import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '#api/db/schema.ts';
import { adminToken, bearer, createProduct, createVendor, imagesForm, pngImage } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';
import { until } from '#api/test/until.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The parallel test sends 4 uploads from one vendor at once: its cap on uploads in flight lets them in.
  t = await createTestApp({ UPLOADS_PER_ACCOUNT: '4' });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF');

const uploadImages = async (vendor: { token: string }, productId: string, count = 1) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/products/${productId}/images`,
    headers: bearer(vendor.token),
    payload: imagesForm(await Promise.all(Array.from({ length: count }, () => pngImage()))),
  });
const uploadCertificate = (vendor: { token: string }, productId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendordashboard/products/${productId}/certificate`,
    headers: bearer(vendor.token),
    payload: imagesForm([PDF], 'certificate', 'application/pdf', 'certificate.pdf'),
  });
const review = (productId: string, isApproved: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/dashboard/products/${productId}/approve`,
    headers: bearer(admin),
    payload: { isApproved, commissionPercentage: 10 },
  });
const imageRows = (productId: string) => t.database.db.select().from(productImages).where(eq(productImages.productId, productId));

/**
 * On PostgreSQL the uploads must really overlap: while another connection holds a share lock on
 * product_images, every upload can read the image count but none can insert until all of them wait.
 * PGlite has one connection and runs one transaction at a time, so there they simply run.
 */
async function overlapping<T>(requests: () => Promise<T>, waiting: number): Promise<T> {
  if (t.database.kind !== 'postgres') return requests();
  let answers: Promise<T> | undefined;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table product_images in share row exclusive mode`);
    answers = requests();
    await untilSessionsWait(waiting);
  });
  return answers as Promise<T>;
}

async function untilSessionsWait(count: number): Promise<void> {
  const waiting = async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting === count;
  };
  await until(`${count} sessions to wait together`, waiting, { everyMs: 50 });
}

describe('parallel image uploads', () => {
  it('never exceed 5 images: the product row is locked while the count is checked', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, {}, 4);
    const parallel = 4;
    const answers = await overlapping(
      () => Promise.all(Array.from({ length: parallel }, () => uploadImages(vendor, product.id))),
      parallel,
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json()).toMatchObject({
        message: 'Maximum 5 images allowed',
        errors: { images: 'Maximum 5 images allowed' },
      });
    }
    const rows = await imageRows(product.id);
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.displayOrder).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(rows.filter((row) => row.isPrimary)).toHaveLength(1);
  });
});

describe('uploads after review', () => {
  it('refuses a certificate for a live artwork, and keeps new images beside the live ones for review', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor, {}, 2);
    expect((await review(product.id, true)).statusCode).toBe(200);

    const images = await uploadImages(vendor, product.id);
    expect(images.statusCode).toBe(200);
    const certificate = await uploadCertificate(vendor, product.id);
    expect(certificate.statusCode).toBe(409);
    expect(certificate.json().message).toBe('Certificates can be added only while the artwork awaits approval');

    expect(await imageRows(product.id)).toHaveLength(2);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ hasCertificate: false, certificateUrl: null });
  });

  it('refuses images for a sold or withdrawn artwork', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    await review(product.id, true);
    await t.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/products/${product.id}/soldout`,
      headers: bearer(vendor.token),
    });
    const images = await uploadImages(vendor, product.id);
    expect(images.statusCode).toBe(409);
    expect(images.json().message).toBe('A sold or withdrawn artwork cannot be edited');
    expect(await imageRows(product.id)).toHaveLength(1);
  });

  it('takes them again once the admin sends the artwork back to review', async () => {
    const vendor = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    await review(product.id, true);
    await review(product.id, false);
    expect((await uploadImages(vendor, product.id)).statusCode).toBe(200);
    expect((await uploadCertificate(vendor, product.id)).statusCode).toBe(200);
  });

  it('still answers 404 for another vendor’s artwork before saying anything about its state', async () => {
    const vendor = await createVendor(t.app);
    const other = await createVendor(t.app);
    const product = await createProduct(t.app, vendor);
    await review(product.id, true);
    expect((await uploadImages(other, product.id)).statusCode).toBe(404);
    expect((await uploadCertificate(other, product.id)).statusCode).toBe(404);
  });
});
