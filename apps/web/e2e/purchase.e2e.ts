import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';
import { availableArtwork, buyNow, confirmedOrderNumber, logInAsCustomer, payWithPayPal } from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

async function expectOrderInDashboard(page: Page, baseUrl: string) {
  const orderNumber = await confirmedOrderNumber(page);
  await page.goto(`${baseUrl}/customer-dashboard`);
  await page.getByText(orderNumber).first().waitFor();
}

describe('a collector', () => {
  it('pays with PayPal through the sandbox and sees the paid order', async () => {
    const { page, baseUrl } = browser;
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, await availableArtwork(baseUrl, 0), 'United States');
    await payWithPayPal(page);
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
