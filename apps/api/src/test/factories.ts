import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const unique = () => randomBytes(4).toString('hex');

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

export async function createCustomer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const input = customerInput(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/Customer/register', payload: input });
  if (registered.statusCode !== 201) throw new Error(`customer registration failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/Customer/login',
    payload: { email: input.email, password: input.passwordHash },
  });
  const session = login.json() as { token: string; customer: { id: string } };
  return { input, token: session.token, id: session.customer.id };
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
  const registered = await app.inject({ method: 'POST', url: '/api/vendor/register', payload: vendorForm(fields) });
  if (registered.statusCode !== 201) throw new Error(`vendor registration failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/vendor/login',
    payload: { email: fields.email, password: fields.password },
  });
  const session = login.json() as { token: string; vendorId: string };
  return { fields, token: session.token, id: session.vendorId };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
