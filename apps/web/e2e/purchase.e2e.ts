import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Browser, openBrowser } from './browser.ts';
import {
  availableArtwork,
  buyNow,
  confirmedOrderNumber,
  logInAsCustomer,
  payByBankTransfer,
  payWithPayPal,
  reviewTransfer,
} from './shopping.ts';

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
    await payByBankTransfer(page, dataDir, 'NEFT20261122001');
    await page.getByRole('heading', { name: 'Order placed – we are checking your payment' }).waitFor();
    const orderNumber = await confirmedOrderNumber(page);
    await reviewTransfer(page, baseUrl, orderNumber, 'approve');

    await logInAsCustomer(page, baseUrl);
    await page.getByText(orderNumber).first().waitFor();
    // Approved: the collector reads it as paid, no longer as a payment being checked.
    await page
      .getByRole('listitem', { name: `Order ${orderNumber}` })
      .getByText('Paid – being prepared')
      .waitFor();
  });
});
