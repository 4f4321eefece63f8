import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** The results grid (labelled with the page's title). Every demo description calls its work "original": 60 matches. */
const grid = (page: Page) => page.getByRole('list', { name: 'Search Results for: original', exact: true });

/** The titles of the cards the listing shows, in order, once the page has settled. */
async function cardTitles(page: Page): Promise<string[]> {
  await grid(page).waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return grid(page).getByRole('heading').allTextContents();
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await grid(page)
    .getByText(/^\$[\d,.]+$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

describe('a collector finding art', () => {
  it('filters, sorts and pages a listing, goes Back to the same results, and views a work in a room', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/search?q=original`);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Available only/ }).click();
    await page.waitForURL(`${baseUrl}/search?q=original&available=true`);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await page.waitForURL(`${baseUrl}/search?q=original&available=true&sort=price_asc`);
    // The previous results stay on screen while the sorted ones load: wait for the grid to show them.
    await vi.waitFor(
      async () => {
        const prices = await cardPrices(page);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      },
      { timeout: 10_000, interval: 100 },
    );
    const firstPage = await cardTitles(page);
    expect(firstPage).toHaveLength(24);
    expect(await seriousViolations(page)).toEqual([]);

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(`${baseUrl}/search?q=original&available=true&sort=price_asc&page=2`);
    const secondPage = await cardTitles(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
    await pages.getByText(/^Showing 25–/).waitFor();

    // A reload (or a shared link) opens the same page of the same results.
    await page.reload();
    expect(await cardTitles(page)).toEqual(secondPage);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/search?q=original&available=true&sort=price_asc`);
    expect(await cardTitles(page)).toEqual(firstPage);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_asc');
    expect(await filters.getByRole('checkbox', { name: /^Available only/ }).isChecked()).toBe(true);

    await grid(page).getByRole('link').first().click();
    await page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: firstPage[0] }).waitFor();
    await page.getByRole('button', { name: 'View in room' }).click();
    const room = page.getByRole('dialog', { name: 'View in room' });
    await room.getByText(/Shown at true scale/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await room.waitFor({ state: 'detached' });
  });

  it('on a phone, filters in a sheet and applies it with the count on its button', async () => {
    const { page, baseUrl } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl}/medium`);
      await page.getByRole('button', { name: 'Filters' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      // The button keeps the previous count until the new one arrives: wait for the filtered counts first.
      const counted = page.waitForResponse(
        (response) => response.url().includes('/api/Product/facets') && response.url().includes('orientation=portrait'),
      );
      await sheet.getByRole('checkbox', { name: /^Portrait/ }).click();
      await page.waitForURL(`${baseUrl}/medium?orientation=portrait`);
      const shown = ((await (await counted).json()) as { total: number }).total;
      const apply = sheet.getByRole('button', { name: new RegExp(`^Apply: show ${shown} artworks?$`) });
      await apply.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await apply.click();
      await sheet.waitFor({ state: 'detached' });
      await page.getByRole('status').getByText(`${shown} artwork`).waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
