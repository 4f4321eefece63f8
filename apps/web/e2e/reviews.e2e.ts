import { ReviewMessages } from '@art-market/domain/copy';
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
});
afterAll(() => browser.close());

/** The other journeys buy the 1st to 3rd, 7th, 8th, 10th and 13th unsold artworks. */
const ARTWORK_INDEX = 15;
const TITLE = 'Even better on the wall';
const BODY = 'Packed with great care.\nThe colours are deeper than in the photos.';
const REPLY = 'Thank you! It was a joy to paint.';

describe('reviews of artists', () => {
  it('a buyer reviews a delivered order, the artist replies in the studio, and both show on the artist page', async () => {
    const { page, baseUrl } = browser;
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const vendor = await demoVendorOf(baseUrl, artwork.id);
    const { artistName } = (await (await fetch(`${baseUrl}/api/Product/${artwork.id}`)).json()) as { artistName: string };

    // The collector buys through the PayPal sandbox; the artist ships and delivers.
    await logInAsCustomer(page, baseUrl);
    await buyNow(page, baseUrl, artwork, 'United States');
    await payWithPayPal(page);
    const orderNumber = await confirmedOrderNumber(page);
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    await shipAndDeliver(page, `${orderNumber}-1`);

    // The delivered order offers a review; the collector writes one.
    await logInAsCustomer(page, baseUrl);
    const card = page.getByRole('listitem', { name: `Order ${orderNumber}` });
    await card.getByRole('button', { name: ReviewMessages.reviewThisArtist }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByRole('textbox', { name: /Title/ }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Your review' }).fill(BODY);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText(ReviewMessages.saved).waitFor();
    await card.getByRole('button', { name: ReviewMessages.editYourReview }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The artist replies from the studio's Reviews tab.
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const review = page.getByRole('article', { name: TITLE });
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByRole('textbox', { name: `Your public reply to “${TITLE}”` }).fill(REPLY);
    expect(await seriousViolations(page)).toEqual([]);
    await review.getByRole('button', { name: 'Publish reply' }).click();
    await review.getByText(REPLY).waitFor();
    await review.getByText(ReviewMessages.replySaved).waitFor();

    // The artist page shows the rating, the review and the reply; its HTML carries AggregateRating.
    await page.goto(`${baseUrl}/artists/${encodeURIComponent(artistName)}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const shown = reviews.getByRole('article', { name: TITLE });
    await shown.getByText(REPLY).waitFor();
    await shown.getByText('Reply from the artist').waitFor();
    expect(await shown.getByText(/colours are deeper/).count()).toBe(1);
    await reviews.getByRole('img', { name: /^Rated \d\.\d out of 5/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const html = await (await fetch(`${baseUrl}/artists/${encodeURIComponent(artistName)}`)).text();
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({ name: artistName, aggregateRating: { '@type': 'AggregateRating' } });
  });
});
