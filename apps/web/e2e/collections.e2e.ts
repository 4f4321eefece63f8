import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { availableArtwork, logIn } from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const DEMO_ADMIN = 'admin@artmarket.local';
const TITLE = 'Spring Light Journey';
const SLUG = 'spring-light-journey';

describe('curated collections', () => {
  it('an admin builds a collection, publishes and features it; it shows on the home page and at its address', async () => {
    const { page, baseUrl } = browser;
    // Late in the demo list: the buying journeys take the first ones.
    const first = await availableArtwork(baseUrl, 30);
    const second = await availableArtwork(baseUrl, 31);

    await logIn(page, `${baseUrl}/admin-login`, DEMO_ADMIN, '/admin-dashboard');
    await page.getByRole('tab', { name: 'Collections', exact: true }).click();
    await page.getByRole('button', { name: 'New collection' }).click();
    await page.getByLabel(/^Title/).fill(TITLE);
    expect(await page.getByLabel(/^Slug/).inputValue()).toBe(SLUG);
    for (const artwork of [first, second]) {
      await page.getByLabel('Find artworks to add').fill(artwork.title);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page
        .getByRole('button', { name: `Add ${artwork.title}`, exact: true })
        .first()
        .click();
    }
    // The second one first, and it is the cover.
    await page.getByRole('button', { name: `Move ${second.title} up` }).click();
    await page.getByRole('radio', { name: new RegExp(`Cover.*${second.title}`) }).check();
    await page.getByLabel('Published (visible in the storefront)').check();
    await page.getByLabel('Featured on the home page').check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save collection' }).click();
    await page.getByText('Collection saved').waitFor();
    await page.getByRole('cell', { name: `/collections/${SLUG}` }).waitFor();

    await page.goto(baseUrl);
    const featured = page.getByRole('region', { name: 'Featured Collections' });
    const tile = featured.getByRole('link', { name: new RegExp(TITLE) });
    await tile.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tile.click();
    await page.waitForURL(`${baseUrl}/collections/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const cards = page.getByRole('heading', { level: 3 });
    await expect.poll(() => cards.allTextContents()).toEqual([second.title, first.title]);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('curated');
    expect(await seriousViolations(page)).toEqual([]);

    // The list of collections leads there too, and a draft or unknown address is the missing page.
    await page.goto(`${baseUrl}/collections`);
    await page.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const missing = await page.goto(`${baseUrl}/collections/no-such-collection`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
