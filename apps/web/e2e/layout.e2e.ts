import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { availableArtwork, buyNow, confirmedOrderNumber, logIn, logInAsCustomer, payWithPayPal } from './shopping.ts';

// Issue 28, item 14: the admin's Earnings table scrolled sideways at 1366 px, the confirmation's Total column
// was cut off on a phone, and the dashboard put the profile form 1,200 px above the orders.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const DEMO_ADMIN = 'admin@artmarket.local';
/** Other journeys buy lower-numbered artworks; this one stays clear of them. */
const ARTWORK_INDEX = 15;

/** The table's scroll box needs no sideways scrolling, nor does the page. */
async function fitsSideways(table: Locator): Promise<{ box: number; boxClient: number; page: number; window: number }> {
  await table.waitFor();
  return table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return {
      box: box.scrollWidth,
      boxClient: box.clientWidth,
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    };
  });
}

/** Whether the element lies wholly inside the viewport's width. */
async function insideWidth(page: Page, element: Locator): Promise<boolean> {
  await element.waitFor();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe('layout at a laptop and a phone', () => {
  it('fits the confirmation and the dashboard on a phone and the Earnings table at 1366 px, axe-clean', async () => {
    const { page, baseUrl } = browser;
    await page.setViewportSize(PHONE);
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, await availableArtwork(baseUrl, ARTWORK_INDEX), 'United States');
    await payWithPayPal(page);
    const orderNumber = await confirmedOrderNumber(page);

    // The confirmation on a phone: the items table needs no sideways scroll and its Total is in view.
    const items = page.getByRole('table', { name: 'Items in this order' });
    const itemsWidth = await fitsSideways(items);
    expect(itemsWidth.box).toBeLessThanOrEqual(itemsWidth.boxClient);
    expect(itemsWidth.page).toBeLessThanOrEqual(itemsWidth.window);
    expect(await insideWidth(page, items.getByRole('columnheader', { name: 'Total', exact: true }))).toBe(true);
    const line = items.getByRole('row').nth(1);
    expect(await insideWidth(page, line.getByRole('cell').last())).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The dashboard on a phone: the orders come first, the profile below them and a link away.
    await page.goto(`${baseUrl}/customer-dashboard`);
    const ordersHeading = page.getByRole('heading', { name: 'Recent Orders', level: 2 });
    const profileHeading = page.getByRole('heading', { name: 'Profile', level: 2 });
    await page.getByRole('listitem', { name: `Order ${orderNumber}` }).waitFor();
    const ordersTop = (await ordersHeading.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const profileForm = page.getByRole('button', { name: 'Update Profile' });
    expect(ordersTop).toBeLessThan((await profileHeading.boundingBox())?.y ?? 0);
    expect(ordersTop).toBeLessThan((await profileForm.boundingBox())?.y ?? 0);
    // The orders start within the first screen.
    expect(ordersTop).toBeLessThan(PHONE.height);
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/#profile$/);
    expect(await seriousViolations(page)).toEqual([]);

    // The admin's Earnings at 1366 x 768: no sideways scroll, the Order ID of the sale in view.
    await page.setViewportSize(LAPTOP);
    await logIn(page, `${baseUrl}/admin-login`, DEMO_ADMIN, '/admin-dashboard');
    await page.getByRole('main').getByRole('tab', { name: 'Earnings', exact: true }).click();
    const earnings = page.getByRole('table', { name: 'Order payment details' });
    const sale = earnings.getByRole('row').filter({ hasText: `${orderNumber}-1` });
    await sale.waitFor();
    const earningsWidth = await fitsSideways(earnings);
    expect(earningsWidth.box).toBeLessThanOrEqual(earningsWidth.boxClient);
    expect(earningsWidth.page).toBeLessThanOrEqual(earningsWidth.window);
    expect(await insideWidth(page, sale.getByText(`${orderNumber}-1`, { exact: true }))).toBe(true);
    expect(await insideWidth(page, sale.getByRole('button', { name: /^Bank details of / }))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
