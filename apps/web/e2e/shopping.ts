import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_VENDORS } from '../../api/src/modules/demo/demo-artworks.ts';
import { demoLogin } from './demo-logins.ts';

/** The nth unsold demo artwork (sold works stay listed, marked sold); the other journeys use Saffron Fields. */
export async function availableArtwork(baseUrl: string, nth: number): Promise<{ id: string; title: string }> {
  const cards = (await (await fetch(`${baseUrl}/api/Product?pageSize=60`)).json()) as {
    id: string;
    title: string;
    isSoldOut: boolean;
  }[];
  const candidates = cards.filter((card) => !card.isSoldOut && card.title !== 'Saffron Fields');
  const chosen = candidates[nth];
  if (!chosen) throw new Error('no demo artwork left to buy');
  return chosen;
}

export async function logInAsCustomer(page: Page, baseUrl: string, dataDir?: string) {
  const customer = demoLogin('customer@artmarket.local', dataDir);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/customer-dashboard`);
}

/** From the artwork page to a saved checkout address: Buy Now, then the address form. */
export async function buyNow(page: Page, baseUrl: string, artwork: { id: string; title: string }, country: string) {
  await page.goto(`${baseUrl}/product/${artwork.id}`);
  await page.getByRole('heading', { name: artwork.title, level: 1 }).waitFor();
  await page
    .getByRole('button', { name: /Domestic/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(`${baseUrl}/checkout`);
  await saveCheckoutAddress(page, country);
}

/** At /checkout: types the shipping address (over a saved one) and saves it, so the payment methods show. */
export async function saveCheckoutAddress(page: Page, country: string) {
  // A complete saved address is used at once (the payment methods show): edit it to type this one.
  const edit = page.getByRole('button', { name: 'Edit address' });
  await edit.or(page.getByText('Save your shipping address to choose how to pay.')).first().waitFor();
  if (await edit.isVisible()) await edit.click();
  await page.getByLabel(/^First name/).fill('Asha');
  await page.getByLabel(/^Last name/).fill('Rao');
  await page.getByLabel(/^Email/).fill('asha.rao@example.com');
  await page.getByLabel(/^Phone/).fill('+91 98765 43210');
  await page.getByLabel(/^Address/).fill('14 Marine Drive');
  await page.getByLabel(/^City/).fill('Mumbai');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByLabel(/^ZIP code/).fill('400020');
  await page.getByLabel(/^Country/).fill(country);
  await page.getByRole('button', { name: 'Save address' }).click();
  await page.getByText('Sandbox: no real money').first().waitFor();
}

/** At checkout with a saved address: PayPal, approved on the sandbox's page, back to a paid confirmation. */
export async function payWithPayPal(page: Page) {
  await page.getByLabel(/PayPal/).check();
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.waitForURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
  await page.getByText('Sandbox: no real money').waitFor();
  await page.getByRole('button', { name: 'Pay with sandbox PayPal' }).click();
  await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}/, { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
}

/** At checkout with a saved address: a bank transfer of the amount due, with a generated receipt as its proof. */
export async function payByBankTransfer(page: Page, dataDir: string, transactionId: string) {
  await page.getByLabel(/Bank transfer/).check();
  const proof = path.join(dataDir, `${transactionId}.png`);
  await writeFile(
    proof,
    await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer(),
  );
  await page.getByLabel(/^Transaction ID/).fill(transactionId);
  await page.getByLabel(/^Transaction date/).fill('2026-11-22');
  await page.getByLabel(/^Bank name/).fill('HDFC Bank');
  await page.getByLabel(/^Account holder name/).fill('Asha Rao');
  // The amount due, in the currency the form chose, as the hint shows it: a smaller declaration is refused.
  const hint = await page.getByText(/the total is /).textContent();
  const due = (hint ?? '').split('the total is ')[1]?.replace(/[^\d.]/g, '') ?? '';
  await page.getByLabel(/^Amount transferred/).fill(due);
  await page.getByLabel(/^Proof of payment/).setInputFiles(proof);
  await page.getByRole('button', { name: 'Submit bank transfer' }).click();
  await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}\?source=banktransfer/);
}

/** In the admin console's Bank Transfer tab: approves or rejects (with notes) the transfer of one order. */
export async function reviewTransfer(
  page: Page,
  baseUrl: string,
  orderNumber: string,
  decision: 'approve' | 'reject',
  notes = '',
) {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel(/^Email/).fill('admin@artmarket.local');
  await page.getByLabel(/^Password/).fill(demoLogin('admin@artmarket.local').password);
  await page.getByRole('button', { name: /Log ?in|Sign in/i }).click();
  await page.waitForURL(`${baseUrl}/admin-dashboard`);
  await page.getByRole('tab', { name: 'Bank Transfer' }).click();
  await page.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
  if (notes) await page.getByLabel('Notes').fill(notes);
  if (decision === 'approve') {
    // The bank statement shows the amount due arrived: an approval states what was received.
    const due = await page
      .getByText(/^Amount due/)
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
    await page.getByLabel(/^Amount received/).fill((due ?? '').replace(/[^\d.]/g, ''));
  }
  await page.getByRole('button', { name: decision === 'approve' ? 'Approve Payment' : 'Reject Payment' }).click();
  await page.getByText('No pending bank transfers to verify').waitFor();
}

/** The customer's order number (AM followed by digits) as the confirmation page shows it. */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  const orderNumber = (
    await page
      .getByText(/AM\d{6,}/)
      .first()
      .textContent()
  )?.match(/AM\d{6,}/)?.[0];
  if (!orderNumber) throw new Error('no order number on the confirmation page');
  return orderNumber;
}

// ---- after the sale: the vendor's and the admin's side ----

/** The demo vendor selling an artwork: the public page names the artist, the demo catalogue gives each vendor its artists. */
export async function demoVendorOf(baseUrl: string, productId: string) {
  const product = (await (await fetch(`${baseUrl}/api/Product/${productId}`)).json()) as { artistName: string };
  const vendor = DEMO_VENDORS.find((candidate) => (candidate.artists as readonly string[]).includes(product.artistName));
  if (!vendor) throw new Error(`no demo vendor shows the artist ${product.artistName}`);
  return vendor;
}

/** Logs a demo account in on a login page (the vendor's or the admin's) and waits for its landing page. */
export async function logIn(page: Page, url: string, email: string, landing: string, dataDir?: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoLogin(email, dataDir).password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((current) => current.pathname === landing);
}

/** In the vendor's Dashboard tab: ships the paid order with tracking (which marks it Shipped), then marks it Delivered. */
export async function shipAndDeliver(page: Page, vendorOrderNumber: string) {
  const row = page.getByRole('table', { name: 'Paid orders' }).getByRole('row').filter({ hasText: vendorOrderNumber });
  const openOrder = async () => {
    await page.getByRole('button', { name: `View Details of order ${vendorOrderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order ${vendorOrderNumber}` });
    await dialog.waitFor();
    return dialog;
  };
  let dialog = await openOrder();
  await dialog.getByLabel('Tracking number').fill('BD123456789IN');
  await dialog.getByLabel('Shipping provider').fill('India Post');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.getByText('Tracking information updated successfully').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByText('Shipped', { exact: true }).waitFor();

  dialog = await openOrder();
  await dialog.getByLabel('Delivery status').selectOption({ label: 'Delivered' });
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.getByText('Order status updated successfully').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByText('Delivered', { exact: true }).waitFor();
}

// ---- through the API: what a journey needs done but does not show ----

/** A new collector of the journey's own, registered through the API, so the demo customer stays untouched. */
export async function registerCollector(baseUrl: string, name = 'collector'): Promise<{ email: string; password: string }> {
  const email = `${name}.${randomBytes(3).toString('hex')}@example.com`;
  const password = 'keep-it-for-later-9';
  const registered = await fetch(`${baseUrl}/api/Customer/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Leela',
      lastName: 'Varma',
      email,
      mobileNumber: '+91 98450 12345',
      passwordHash: password,
      country: 'India',
    }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${await registered.text()}`);
  return { email, password };
}

/** A bearer token for an account: `vendor/login`, `Customer/login` or `AdminAuth/login`. */
export async function apiToken(baseUrl: string, route: string, login: { email: string; password: string }) {
  const response = await fetch(`${baseUrl}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`${route} failed: ${await response.text()}`);
  return (await response.json()) as { token: string; vendorId?: string };
}

/** A pending artwork with one image, created the way the Add ART form does it, through the API. */
export async function pendingArtwork(
  baseUrl: string,
  vendor: { token: string; vendorId: string },
  title: string,
  artistName = 'Meera Iyer',
) {
  const headers = { authorization: `Bearer ${vendor.token}` };
  const created = await fetch(`${baseUrl}/api/vendordashboard/${vendor.vendorId}/products`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      Title: title,
      ArtistName: artistName,
      ArtistType: 'Famous Artists',
      Category: 'Themes',
      Subcategory: 'Nature',
      Description: 'Fishing nets drying on the shore at noon.',
      Width: 20,
      Height: 16,
      FrameType: 'Unframed',
      Price: 1250,
      TaxAmount: 25,
      CountryOfOrigin: 'India',
      ShippingOptions: [{ Name: 'ART ORIGIN Domestic Shipping', Cost: 30, EstimatedDeliveryTime: 6 }],
    }),
  });
  if (created.status !== 201) throw new Error(`artwork not created: ${await created.text()}`);
  const product = (await created.json()) as { id: string };
  const form = new FormData();
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'nets.png');
  const uploaded = await fetch(`${baseUrl}/api/vendordashboard/products/${product.id}/images`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (uploaded.status !== 200) throw new Error(`image not uploaded: ${await uploaded.text()}`);
  return product;
}
