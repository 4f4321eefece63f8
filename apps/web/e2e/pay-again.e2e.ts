import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Issue 19 ("As people use it"): a payment that came back to another address, an artwork that stayed
// in the cart after a bank transfer, and a rejected transfer that said "Order Confirmed!".

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('a collector', () => {
  it("on 127.0.0.1 pays with PayPal and comes back to 127.0.0.1, not to PUBLIC_URL's localhost", async () => {
    const { page, baseUrl } = browser;
    expect(new URL(baseUrl).hostname).toBe('127.0.0.1');
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, await availableArtwork(baseUrl, 6), 'United States');
    await page.getByLabel(/PayPal/).check();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.waitForURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
    // The sandbox itself lives at PUBLIC_URL: the shopper has left her origin for the provider's page.
    expect(new URL(page.url()).hostname).toBe('localhost');
    await page.getByRole('button', { name: 'Pay with sandbox PayPal' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}/, { timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
  });

  it('whose bank transfer is rejected sees why, and pays for the same order another way', async () => {
    const { page, baseUrl, dataDir } = browser;
    await logInAsCustomer(page, baseUrl);
    const artwork = await availableArtwork(baseUrl, 7);
    await buyNow(page, baseUrl, artwork, 'United States');
    await payByBankTransfer(page, dataDir, 'NEFT20261122777');
    await page.getByRole('heading', { name: 'Order placed – we are checking your payment' }).waitFor();
    // The transfer took the artwork: the cart in the header is empty at once.
    await page.getByRole('button', { name: /Cart\s*,\s*0 items/ }).waitFor();
    const orderNumber = await confirmedOrderNumber(page);
    const confirmation = page.url().replace(/\?.*$/, '');

    await reviewTransfer(page, baseUrl, orderNumber, 'reject', 'No such credit on our account');

    await logInAsCustomer(page, baseUrl);
    await page.goto(confirmation);
    await page.getByRole('heading', { name: 'Payment not verified', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Order Confirmed!' }).count()).toBe(0);
    await page.getByText('No such credit on our account').waitFor();
    await page.getByText(/Your artworks are reserved for you until/).waitFor();
    await page.getByRole('link', { name: 'Send a new proof or pay another way' }).click();
    await page.getByRole('heading', { name: 'Pay for your order' }).waitFor();
    await page.getByText(artwork.title).first().waitFor();
    await payWithPayPal(page);
    expect(await confirmedOrderNumber(page)).toBe(orderNumber);
  });
});
