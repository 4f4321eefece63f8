import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('a visitor', () => {
  it('browses, searches with a typo, is asked to log in to buy, then keeps a cart', async () => {
    const { page, baseUrl } = browser;
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Featured Collections' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The web fonts load (ADR 0012: on a first visit to a listing, only after its first paint).
    await page.waitForFunction(() =>
      ['Inter', 'Fraunces'].every((family) =>
        [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded'),
      ),
    );

    await page
      .getByRole('link', { name: /^Nature/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/category/nature`);
    const firstCard = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.locator('img') })
      .first();
    await firstCard.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await firstCard.click();
    await page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const viewInRoom = page.getByRole('button', { name: 'View in room' });
    await viewInRoom.click();
    const room = page.getByRole('dialog', { name: 'View in room' });
    await room.getByText('Shown at true scale beside an 84-inch sofa').waitFor();
    await room.getByRole('img').first().waitFor();
    await room.getByRole('radio', { name: 'Sage green' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await room.waitFor({ state: 'detached' });
    expect(await viewInRoom.evaluate((button) => button === document.activeElement)).toBe(true);

    const search = page.getByRole('searchbox').first();
    await search.fill('safron');
    await search.press('Enter');
    await page.waitForURL(`${baseUrl}/search?q=safron`);
    await page.getByText('Search Results for: safron').waitFor();
    const result = page.getByRole('link', { name: /Saffron Fields/ }).first();
    await result.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await result.click();
    await page.getByRole('heading', { name: 'Saffron Fields', level: 1 }).waitFor();
    const productUrl = page.url();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Please log in to add items to cart').waitFor();

    const customer = demoLogin('customer@artmarket.local');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(productUrl);

    // Its one way to ship is chosen already (the choice between several is the product page test's): Add to Cart
    // goes straight to the cart.
    const domestic = page.getByRole('button', { name: /ART ORIGIN Domestic Shipping/ });
    expect(await domestic.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    const sheet = page.getByRole('dialog');
    await sheet.getByText('Saffron Fields', { exact: true }).first().waitFor();
    await sheet.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    await sheet.getByRole('button', { name: 'Remove Saffron Fields' }).click();
    await sheet.getByText(/Your cart is empty/).waitFor();
  });
});
