import { randomBytes } from 'node:crypto';
import { NEW_PAYOUT_ACCOUNT_HOLD_HOURS } from '@art-market/domain/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { customers } from '#api/db/schema.ts';
import { TEST_ADMIN } from './test-app.ts';

const unique = () => randomBytes(4).toString('hex');

// Registrations are throttled per IP; each factory call comes from its own address.
let addressCounter = 0;
export const nextAddress = () => `172.16.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

export function customerInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email: `asha.${unique()}@example.com`,
    mobileNumber: '+91 98765 43210',
    passwordHash: 'monsoon-canvas-7',
    country: 'India',
    ...overrides,
  };
}

/**
 * A registered, signed-in customer. Its address counts as verified (as if the mailed link had been
 * opened: the link's own flow is tested in email-verification.test.ts) unless `verified: false`.
 */
export async function createCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  options: { verified?: boolean; remoteAddress?: string } = {},
) {
  const input = customerInput(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/Customer/register',
    payload: input,
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });
  if (registered.statusCode !== 201) throw new Error(`customer registration failed: ${registered.body}`);
  if (options.verified !== false) await markVerified(app, (registered.json() as { id: string }).id);
  const login = await app.inject({
    method: 'POST',
    url: '/api/Customer/login',
    payload: { email: input.email, password: input.passwordHash },
  });
  const session = login.json() as { token: string; customer: { id: string } };
  return { input, token: session.token, id: session.customer.id };
}

/** What opening the mailed link does, at the repository level. */
export async function markVerified(app: FastifyInstance, customerId: string): Promise<void> {
  await app.ctx.db.update(customers).set({ emailVerifiedAt: app.ctx.now() }).where(eq(customers.id, customerId));
}

export function vendorFields(overrides: Record<string, string> = {}) {
  const fields = {
    displayName: 'Studio Kaveri',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: `meera.${unique()}@example.com`,
    password: 'ochre-and-indigo',
    mobilenumber: '+91 98450 12345',
    company: 'Kaveri Arts LLP',
    address1: '12 Lake Road',
    address2: '',
    storeCity: 'Bengaluru',
    storeState: 'Karnataka',
    storeCountry: 'India',
    storePostCode: '560001',
    storeTaxNo: '29ABCDE1234F1Z5',
    bussinessid: 'KA-2024-778',
  };
  return { ...fields, ...overrides } as typeof fields;
}

/** A small real PNG (with an EXIF comment to prove metadata is stripped). */
export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .png()
    .withMetadata({ exif: { IFD0: { ImageDescription: 'secret location' } } })
    .toBuffer();
}

export function vendorForm(fields: Record<string, string>, files: { logo?: Buffer; banner?: Buffer } = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (files.logo) form.append('logo', new Blob([new Uint8Array(files.logo)], { type: 'image/png' }), 'logo.png');
  if (files.banner) form.append('banner', new Blob([new Uint8Array(files.banner)], { type: 'image/png' }), 'banner.png');
  return form;
}

export async function createVendor(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const fields = vendorFields(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/vendor/register',
    payload: vendorForm(fields),
    remoteAddress: nextAddress(),
  });
  if (registered.statusCode !== 201) throw new Error(`vendor registration failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/vendor/login',
    payload: { email: fields.email, password: fields.password },
  });
  const session = login.json() as { token: string; vendorId: string };
  return { fields, token: session.token, id: session.vendorId };
}

/**
 * A vendor with an active default bank account, so that it can be paid: the account is added (with the
 * password) on a clock moved back past the 72-hour hold on new accounts (ADR 0029), then the clock is put back.
 */
export async function createPayableVendor(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const vendor = await createVendor(app, overrides);
  const clock = app.ctx.now;
  app.ctx.now = () => new Date(clock().getTime() - (NEW_PAYOUT_ACCOUNT_HOLD_HOURS + 1) * 60 * 60 * 1000);
  let added: Awaited<ReturnType<FastifyInstance['inject']>>;
  try {
    added = await app.inject({
      method: 'POST',
      url: `/api/vendordashboard/${vendor.id}/bank-accounts`,
      headers: { authorization: `Bearer ${vendor.token}` },
      payload: {
        accountHolderName: `${vendor.fields.firstName} ${vendor.fields.lastName}`,
        bankName: 'State Bank of India',
        accountNumber: '1234 5678 9012',
        accountType: 0,
        ifscCode: 'SBIN0001234',
        swiftCode: 'SBININBB',
        bankAddress: 'MG Road, Bengaluru',
        currentPassword: vendor.fields.password,
      },
    });
  } finally {
    app.ctx.now = clock;
  }
  if (added.statusCode !== 201 && added.statusCode !== 200) throw new Error(`bank account failed: ${added.body}`);
  return vendor;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function productSubmission(overrides: Record<string, unknown> = {}) {
  return {
    Title: 'Monsoon over Kochi',
    ArtistName: 'Meera Iyer',
    ProductNumber: 'P00000',
    ArtistType: 'Emerging Artists',
    Category: 'Themes',
    Subcategory: 'Nature',
    Description: 'Layered blues and greens of the first monsoon rain over the backwaters.',
    Medium: 'Acrylic on canvas',
    Surface: 'Canvas',
    YearCreated: 2024,
    Style: 'Impressionism',
    Width: 24,
    Height: 36.5,
    FrameType: 'Framed',
    FrameDetails: 'Teak frame',
    Price: 1000,
    CountryOfOrigin: 'India',
    TaxAmount: 50,
    HasCertificateOfAuthenticity: false,
    CertificateDetails: '',
    IsActive: true,
    IsApproved: false,
    VendorId: 'ignored',
    CreatedAt: new Date().toISOString(),
    CreatedAtTimeZone: 'UTC',
    ShippingOptions: [
      { Name: 'ART ORIGIN Domestic Shipping', Cost: 25, EstimatedDeliveryTime: 5 },
      { Name: 'International', Cost: 80.5, EstimatedDeliveryTime: 14 },
    ],
    CommissionPercentage: 0,
    CommissionAmount: 0,
    ...overrides,
  };
}

export async function createProduct(
  app: FastifyInstance,
  vendor: { id: string; token: string },
  overrides: Record<string, unknown> = {},
  images = 1,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/vendordashboard/${vendor.id}/products`,
    headers: bearer(vendor.token),
    payload: productSubmission(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`product creation failed: ${response.body}`);
  const product = response.json() as { id: string; productNumber: string };
  if (images > 0) {
    const upload = await app.inject({
      method: 'POST',
      url: `/api/vendordashboard/products/${product.id}/images`,
      headers: bearer(vendor.token),
      payload: imagesForm(await Promise.all(Array.from({ length: images }, () => pngImage()))),
    });
    if (upload.statusCode !== 200) throw new Error(`image upload failed: ${upload.body}`);
  }
  return product;
}

/** Approves a vendor's artwork through the console, as an admin does: it goes live at `commissionPercentage`. */
export async function approveProduct(app: FastifyInstance, productId: string, adminToken: string, commissionPercentage = 10) {
  const approved = await app.inject({
    method: 'PUT',
    url: `/api/admin/dashboard/products/${productId}/approve`,
    headers: bearer(adminToken),
    payload: { isApproved: true, commissionPercentage },
  });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
}

export function imagesForm(images: Buffer[], field = 'images', type = 'image/png', name = 'art.png'): FormData {
  const form = new FormData();
  for (const image of images) form.append(field, new Blob([new Uint8Array(image)], { type }), name);
  return form;
}

/** Logs in the demo admin (created by addDemoAdmin). */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/AdminAuth/login',
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}
