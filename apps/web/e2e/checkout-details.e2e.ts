import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser.ts';
import { buyNow, logInAsCustomer } from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface ArtworkFacts {
  id: string;
  title: string;
  isSoldOut: boolean;
  countryOfOrigin: string;
  shippingOptions: { name: string }[];
}

/** An unsold artwork from outside the United States that also ships internationally, from the end of the list. */
async function artworkFromAbroad(baseUrl: string): Promise<ArtworkFacts> {
  const cards = (await (await fetch(`${baseUrl}/api/Product?pageSize=60`)).json()) as { id: string }[];
  for (const card of [...cards].reverse()) {
    const artwork = (await (await fetch(`${baseUrl}/api/Product/${card.id}`)).json()) as ArtworkFacts;
    const international = artwork.shippingOptions.some((option) => option.name === 'International');
    if (!artwork.isSoldOut && international && artwork.countryOfOrigin !== 'United States') return artwork;
  }
  throw new Error('no demo artwork ships internationally from outside the United States');
}

describe('a collector abroad at checkout', () => {
  it('is warned of Domestic shipping, switches to International, and keeps the address on reload', async () => {
    const { page, baseUrl } = browser;
    await logInAsCustomer(page, baseUrl);
    const artwork = await artworkFromAbroad(baseUrl);
    // Buy Now picks the Domestic option, then saves an address in the United States.
    await buyNow(page, baseUrl, artwork, 'United States');
    const check = page.getByRole('region', { name: 'Shipping check' });
    await check.getByText(`covers deliveries within ${artwork.countryOfOrigin} only`, { exact: false }).waitFor();
    await check.getByRole('button', { name: /^Switch .* to International/ }).click();
    await check.waitFor({ state: 'detached' });
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText(/^International/).waitFor();

    // After a reload the saved address is used at once, still with International; Edit address shows it.
    await page.reload();
    await summary.getByText(/^International/).waitFor();
    await page.getByRole('button', { name: 'Edit address' }).click();
    const street = page.getByLabel(/^Address/);
    await street.waitFor();
    expect(await street.inputValue()).toBe('14 Marine Drive');
    expect(await page.getByLabel(/^ZIP code/).inputValue()).toBe('400020');

    // Leave the demo customer's cart empty for the journeys that follow.
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('button', { name: `Remove ${artwork.title}` }).click();
    await page.getByText('Your cart is empty').waitFor();
  });
});
