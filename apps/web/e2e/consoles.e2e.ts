import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import {
  availableArtwork,
  buyNow,
  confirmedOrderNumber,
  demoVendorOf,
  logIn,
  logInAsCustomer,
  payWithPayPal,
  shipAndDeliver,
} from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
  // The laptop screen the consoles must fit (docs/product/studio-and-console.md#tables-and-badges).
  await browser.page.setViewportSize({ width: 1366, height: 768 });
});
afterAll(() => browser.close());

const DEMO_ADMIN = 'admin@artmarket.local';
/** purchase.e2e.ts and after-sale.e2e.ts buy other artworks; this journey stays clear of them. */
const ARTWORK_INDEX = 9;

/** Whether the element lies wholly inside the window, with no sideways scrolling of the page or its table. */
async function isOnScreen(element: Locator): Promise<boolean> {
  await element.waitFor();
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= 1366;
}

/** A table fits when its scroll box needs no sideways scrolling. */
async function tableFits(table: Locator): Promise<boolean> {
  await table.waitFor();
  return table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return box.scrollWidth <= box.clientWidth && document.documentElement.scrollWidth <= window.innerWidth;
  });
}

/** Opens each tab of a console and collects axe's serious and critical findings on it. */
async function axeOnEveryTab(page: Page, tabs: readonly string[]): Promise<Record<string, string[]>> {
  const findings: Record<string, string[]> = {};
  for (const name of tabs) {
    await page.getByRole('tab', { name, exact: true }).click();
    await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    // Let the tab's data arrive, so axe sees the page a person sees.
    await page.waitForLoadState('networkidle');
    findings[name] = await seriousViolations(page);
  }
  return findings;
}

const clean = (tabs: readonly string[]) => Object.fromEntries(tabs.map((tab) => [tab, []]));

describe('the consoles at 1366 px', () => {
  it('show every column the spec asks for, fit the screen, and leave axe nothing serious', async () => {
    const { page, baseUrl } = browser;
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const vendor = await demoVendorOf(baseUrl, artwork.id);

    // A delivered sale, so the admin's earnings have a row with Mark as Paid.
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, artwork, 'United States');
    await payWithPayPal(page);
    const vendorOrderNumber = `${await confirmedOrderNumber(page)}-1`;

    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    // The console has rendered once its tabs are there (a first main can be the loading state's).
    await page.getByRole('main').getByRole('tab', { name: 'Products', exact: true }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    await shipAndDeliver(page, vendorOrderNumber);
    await page.getByRole('tab', { name: 'Products', exact: true }).click();
    const products = page.getByRole('table', { name: 'My products' });
    for (const column of ['Tax', 'Shipping (Domestic)', 'Shipping (International)', 'Commission', 'Status']) {
      expect(await isOnScreen(products.getByRole('columnheader', { name: column, exact: true })), column).toBe(true);
    }
    expect(await tableFits(products)).toBe(true);
    const studioTabs = ['Dashboard', 'Products', 'Add New Product', 'Bank Accounts', 'Profile'];
    expect(await axeOnEveryTab(page, studioTabs)).toEqual(clean(studioTabs));

    await logIn(page, `${baseUrl}/admin-login`, DEMO_ADMIN, '/admin-dashboard');
    await page.getByRole('main').getByRole('tab', { name: 'Products', exact: true }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    await page.getByRole('tab', { name: 'Products', exact: true }).click();
    const catalogue = page.getByRole('table', { name: 'Products' });
    for (const column of ['Tax Amount', 'Commission %', 'Commission Amount', 'Status']) {
      expect(await isOnScreen(catalogue.getByRole('columnheader', { name: column, exact: true })), column).toBe(true);
    }
    expect(await tableFits(catalogue)).toBe(true);

    await page.getByRole('tab', { name: 'Vendors', exact: true }).click();
    const contact = page.getByRole('table', { name: 'Vendors' }).getByRole('row').filter({ hasText: vendor.email });
    expect(await isOnScreen(contact.getByText(vendor.mobileNumber, { exact: false }))).toBe(true);

    await page.getByRole('tab', { name: 'Earnings', exact: true }).click();
    const earnings = page.getByRole('table', { name: 'Order payment details' });
    const sale = earnings.getByRole('row').filter({ hasText: vendorOrderNumber });
    await sale.getByText('Delivered', { exact: true }).waitFor();
    expect(await isOnScreen(earnings.getByRole('columnheader', { name: 'Statuses', exact: true }))).toBe(true);
    expect(await isOnScreen(sale.getByRole('button', { name: /^Bank details of / }))).toBe(true);
    expect(await isOnScreen(sale.getByRole('button', { name: `Mark order ${vendorOrderNumber} as paid` }))).toBe(true);
    expect(await tableFits(earnings)).toBe(true);
    const consoleTabs = ['Orders', 'Returns', 'Products', 'Vendors', 'Customers', 'Earnings', 'Commission', 'Bank Transfer'];
    expect(await axeOnEveryTab(page, consoleTabs)).toEqual(clean(consoleTabs));
  });
});
