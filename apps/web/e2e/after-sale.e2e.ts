import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VENDORS } from '../../api/src/modules/demo/demo-artworks.ts';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';
import { availableArtwork, buyNow, confirmedOrderNumber, logInAsCustomer, payWithPayPal } from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const DEMO_ADMIN = 'admin@artmarket.local';
const DEMO_CUSTOMER = 'customer@artmarket.local';
/** purchase.e2e.ts buys the first three unsold artworks; this journey stays clear of them. */
const ARTWORK_INDEX = 6;

/** The demo vendor selling an artwork: the public page names the artist, the demo catalogue gives each vendor its artists. */
async function demoVendorOf(baseUrl: string, productId: string) {
  const product = (await (await fetch(`${baseUrl}/api/Product/${productId}`)).json()) as { artistName: string };
  const vendor = DEMO_VENDORS.find((candidate) => (candidate.artists as readonly string[]).includes(product.artistName));
  if (!vendor) throw new Error(`no demo vendor shows the artist ${product.artistName}`);
  return vendor;
}

async function logIn(page: Page, url: string, email: string, landing: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoLogin(email).password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((current) => current.pathname === landing);
}

/** Opens the vendor order's details modal from the Dashboard tab's paid orders. */
async function openVendorOrder(page: Page, vendorOrderNumber: string) {
  await page.getByRole('button', { name: `View Details of order ${vendorOrderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${vendorOrderNumber}` });
  await dialog.waitFor();
  return dialog;
}

describe('after the sale', () => {
  it('the vendor ships and delivers, the customer tracks the parcel, and Mark as Paid waits for the return window, saying so', async () => {
    const { page, baseUrl } = browser;
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const vendor = await demoVendorOf(baseUrl, artwork.id);

    // The customer buys through the PayPal sandbox.
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, artwork, 'United States');
    await payWithPayPal(page);
    const orderNumber = await confirmedOrderNumber(page);
    const vendorOrderNumber = `${orderNumber}-1`;

    // The vendor finds the paid order, ships it with tracking, then marks it delivered.
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    const orders = page.getByRole('table', { name: 'Paid orders' });
    const row = orders.getByRole('row').filter({ hasText: vendorOrderNumber });
    await row.getByText(artwork.title).waitFor();
    const earnings = ((await row.getByRole('cell').nth(5).textContent()) ?? '').trim();
    expect(earnings).toMatch(/^\$[\d,]+\.\d{2}$/);

    // The status is left as it is: saving the tracking marks the order Shipped.
    let dialog = await openVendorOrder(page, vendorOrderNumber);
    await dialog.getByLabel('Tracking number').fill('BD123456789IN');
    await dialog.getByLabel('Shipping provider').fill('India Post');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Tracking information updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Shipped', { exact: true }).waitFor();

    dialog = await openVendorOrder(page, vendorOrderNumber);
    expect(await dialog.getByLabel('Tracking number').inputValue()).toBe('BD123456789IN');
    await dialog.getByLabel('Delivery status').selectOption({ label: 'Delivered' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Order status updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Delivered', { exact: true }).waitFor();

    // The customer sees the parcel's tracking in the dashboard.
    await logInAsCustomer(page, baseUrl);
    const card = page.getByRole('listitem', { name: `Order ${orderNumber}` });
    await card.getByText('Delivered', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'View Full Details' }).click();
    await card.getByText('BD123456789IN').waitFor();
    await card.getByText('India Post').waitFor();

    // The admin finds the order and the customer, then pays the vendor.
    await logIn(page, `${baseUrl}/admin-login`, DEMO_ADMIN, '/admin-dashboard');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber }).waitFor();
    await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
    const orderDialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
    await orderDialog.getByRole('table', { name: 'Order items' }).getByText(artwork.title).waitFor();
    await orderDialog.getByRole('button', { name: 'Close' }).click();
    await orderDialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.getByLabel('Search term').fill(DEMO_CUSTOMER);
    await page.getByRole('button', { name: 'Search' }).click();
    const customers = page.getByRole('table', { name: 'Customers' });
    // Other journeys register customers too; the demo customer is found once among the matches.
    await customers.getByRole('row').filter({ hasText: DEMO_CUSTOMER }).waitFor();
    expect(await customers.getByRole('row').filter({ hasText: DEMO_CUSTOMER }).count()).toBe(1);
    await page.getByRole('button', { name: 'View Asha Collector' }).click();
    const customerDialog = page.getByRole('dialog', { name: 'Asha Collector' });
    await customerDialog.getByText(orderNumber).waitFor();
    await customerDialog.getByRole('button', { name: 'Close' }).click();
    await customerDialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Earnings' }).click();
    await page.getByRole('heading', { name: 'Order Payment Details' }).waitFor();
    const payment = page
      .getByRole('table', { name: 'Order payment details' })
      .getByRole('row')
      .filter({ hasText: vendorOrderNumber });
    await payment.getByText('Delivered', { exact: true }).waitFor();
    expect(await payment.getByText(earnings, { exact: true }).count()).toBe(1);
    // Delivered just now, the collector can still return it: the button says from when it can be paid,
    // and the dialog says why before asking for any money.
    const waiting = payment.getByRole('button', {
      name: new RegExp(`^Mark order ${vendorOrderNumber} as paid: Payable from \\d{1,2} \\w{3}$`),
    });
    await waiting.click();
    const record = page.getByRole('dialog', { name: 'Record vendor payment' });
    await record.getByText('The collector can still return this order: its return window closes at', { exact: false }).waitFor();
    expect(await record.getByRole('button', { name: 'Mark as Paid' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await record.waitFor({ state: 'hidden' });

    // The vendor sees the earning still pending in the earnings panel, nothing paid yet.
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    const figures = page.getByRole('region', { name: 'Earnings', exact: true });
    await figures.waitFor();
    expect(
      await page.getByRole('table', { name: 'Statements' }).getByRole('row').filter({ hasText: vendorOrderNumber }).count(),
    ).toBe(0);
  });
});
