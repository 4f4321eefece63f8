import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** The nth unsold demo artwork (sold works stay listed, marked sold); the other journeys use Saffron Fields. */
async function availableArtwork(baseUrl: string, nth: number): Promise<{ id: string; title: string }> {
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

async function logInAsCustomer(page: Page, baseUrl: string) {
  const customer = demoLogin('customer@artmarket.local');
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/customer-dashboard`);
}

/** From the artwork page to a saved checkout address: Buy Now, then the address form. */
async function buyNow(page: Page, baseUrl: string, artwork: { id: string; title: string }, country: string) {
  await page.goto(`${baseUrl}/product/${artwork.id}`);
  await page.getByRole('heading', { name: artwork.title, level: 1 }).waitFor();
  await page
    .getByRole('button', { name: /Domestic/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(`${baseUrl}/checkout`);
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

async function expectOrderInDashboard(page: Page, baseUrl: string) {
  const orderNumber = (
    await page
      .getByText(/AM\d{6,}/)
      .first()
      .textContent()
  )?.match(/AM\d{6,}/)?.[0];
  if (!orderNumber) throw new Error('no order number on the confirmation page');
  await page.goto(`${baseUrl}/customer-dashboard`);
  await page.getByText(orderNumber).first().waitFor();
}

describe('a collector', () => {
  it('pays with PayPal through the sandbox and sees the paid order', async () => {
    const { page, baseUrl } = browser;
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, await availableArtwork(baseUrl, 0), 'United States');
    await page.getByLabel(/PayPal/).check();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.waitForURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
    await page.getByText('Sandbox: no real money').waitFor();
    await page.getByRole('button', { name: 'Pay with sandbox PayPal' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
    await expectOrderInDashboard(page, baseUrl);
  });

  it('pays with PayU in rupees for an address in India', async () => {
    const { page, baseUrl } = browser;
    await buyNow(page, baseUrl, await availableArtwork(baseUrl, 1), 'India');
    await page.getByLabel(/PayU/).check();
    await page.getByRole('button', { name: /Pay with PayU/ }).click();
    await page.waitForURL(/\/sandbox\/payu\/_payment/);
    await page.getByText('Sandbox: no real money').waitFor();
    await page
      .getByRole('button', { name: /Success/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Return to Art Market' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
    await expectOrderInDashboard(page, baseUrl);
  });

  it('pays by bank transfer, and the admin approves it in the console', async () => {
    const { page, baseUrl, dataDir } = browser;
    await buyNow(page, baseUrl, await availableArtwork(baseUrl, 2), 'United Kingdom');
    await page.getByLabel(/Bank transfer/).check();
    const proof = path.join(dataDir, 'transfer-receipt.png');
    await writeFile(
      proof,
      await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ddd' } })
        .png()
        .toBuffer(),
    );
    await page.getByLabel(/^Transaction ID/).fill('NEFT20261122001');
    await page.getByLabel(/^Transaction date/).fill('2026-11-22');
    await page.getByLabel(/^Bank name/).fill('HDFC Bank');
    await page.getByLabel(/^Account holder name/).fill('Asha Rao');
    await page.getByLabel(/^Amount transferred/).fill('100');
    await page.getByLabel(/^Proof of payment/).setInputFiles(proof);
    await page.getByRole('button', { name: 'Submit bank transfer' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}\?source=banktransfer/);
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    const orderNumber =
      (
        await page
          .getByText(/AM\d{6,}/)
          .first()
          .textContent()
      )?.match(/AM\d{6,}/)?.[0] ?? '';

    await page.goto(`${baseUrl}/admin-login`);
    await page.getByLabel(/^Email/).fill('admin@artmarket.local');
    await page.getByLabel(/^Password/).fill(demoLogin('admin@artmarket.local').password);
    await page.getByRole('button', { name: /Log ?in|Sign in/i }).click();
    await page.waitForURL(`${baseUrl}/admin-dashboard`);
    await page.getByRole('tab', { name: 'Bank Transfer' }).click();
    await page.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
    await page.getByRole('button', { name: 'Approve Payment' }).click();
    await page.getByText('No pending bank transfers to verify').waitFor();

    await logInAsCustomer(page, baseUrl);
    await page.getByText(orderNumber).first().waitFor();
  });
});
