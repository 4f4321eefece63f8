import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { availableArtwork, registerCollector } from './shopping.ts';

// Issue 29, items 1 and 2: a collector saves a work signed out, signs in and finds it on /saved;
// follows an artist and finds them under Following.

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe('a collector', () => {
  it('saves a work signed out, signs in, finds it on /saved, then follows its artist', async () => {
    const { page, baseUrl } = browser;
    const collector = await registerCollector(baseUrl);
    const artwork = await availableArtwork(baseUrl, 5);
    const details = (await (await fetch(`${baseUrl}/api/Product/${artwork.id}`)).json()) as { artistName: string };

    await page.goto(`${baseUrl}/product/${artwork.id}`);
    await page.getByRole('heading', { level: 1, name: artwork.title }).waitFor();
    await page
      .getByRole('button', { name: `Save ${artwork.title}`, exact: true })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Please log in to save this artwork.').waitFor();
    await page.getByLabel(/^Email/).fill(collector.email);
    await page.getByLabel(/^Password/).fill(collector.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    // Back on the artwork, saved without pressing again.
    await page.waitForURL(`${baseUrl}/product/${artwork.id}`);
    const saved = page.getByRole('button', { name: `Remove ${artwork.title} from saved` }).first();
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${baseUrl}/saved`);
    await page.getByRole('heading', { level: 1, name: 'Saved works' }).waitFor();
    const list = page.getByRole('list', { name: 'Saved works' });
    await list.getByRole('link', { name: artwork.title, exact: true }).waitFor();
    await list.getByText('Available').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/artists/${encodeURIComponent(details.artistName)}`);
    await page.getByRole('button', { name: `Follow ${details.artistName}`, exact: true }).click();
    await page.getByRole('button', { name: `Following ${details.artistName}`, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/following`);
    await page.getByRole('heading', { level: 1, name: 'Following' }).waitFor();
    await page.getByRole('heading', { level: 2, name: details.artistName }).waitFor();
    await page.getByRole('button', { name: `Following ${details.artistName}`, exact: true }).waitFor();
    await page
      .getByRole('list', { name: `Newest works by ${details.artistName}` })
      .getByRole('link')
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
