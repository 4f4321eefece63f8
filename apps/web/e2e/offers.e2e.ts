import { OfferMessages } from '@art-market/domain/copy';
import { formatUsd } from '@art-market/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';
import {
  apiToken,
  availableArtwork,
  confirmedOrderNumber,
  demoVendorOf,
  logIn,
  payWithPayPal,
  registerCollector,
  saveCheckoutAddress,
} from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** An unsold demo artwork no other journey buys. */
const ARTWORK_INDEX = 26;
const NOTE = 'It would hang in our hall, facing the window.';

describe('making an offer', () => {
  it('a collector offers, the artist counters, the collector accepts and pays the agreed price with PayPal', async () => {
    const { page, baseUrl } = browser;
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const vendor = await demoVendorOf(baseUrl, artwork.id);
    const { totalPrice } = (await (await fetch(`${baseUrl}/api/Product/${artwork.id}`)).json()) as { totalPrice: number };
    const offered = Math.floor(totalPrice * 0.6);
    const countered = Math.floor(totalPrice * 0.8);

    // The artist takes offers on this work (the studio's Offer settings, done through the API here).
    const studio = await apiToken(baseUrl, 'vendor/login', { email: vendor.email, password: demoLogin(vendor.email).password });
    const settings = await fetch(`${baseUrl}/api/vendordashboard/offer-settings/${studio.vendorId}/${artwork.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${studio.token}` },
      body: JSON.stringify({ acceptsOffers: true, floor: null }),
    });
    expect(settings.status).toBe(200);

    // A collector of the journey's own makes an offer with a note on the artwork page.
    const collector = await registerCollector(baseUrl, 'offers');
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/^Email/).fill(collector.email);
    await page.getByLabel(/^Password/).fill(collector.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/customer-dashboard`);
    await page.goto(`${baseUrl}/product/${artwork.id}`);
    await page.getByRole('heading', { name: artwork.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: OfferMessages.makeOffer }).click();
    await page.getByLabel(/Your offer/).fill(String(offered));
    await page.getByLabel(/note to the artist/).fill(NOTE);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send offer' }).click();
    await page.getByText(OfferMessages.sent).waitFor();

    // The artist counters from the studio's Offers tab.
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    await page.getByRole('tab', { name: 'Offers' }).click();
    const studioCard = page.getByRole('listitem', { name: `Offer on ${artwork.title}` }).first();
    await studioCard.getByText(NOTE, { exact: false }).waitFor();
    await studioCard.getByRole('button', { name: 'Counter' }).click();
    await studioCard.getByLabel(/Your counter/).fill(String(countered));
    await studioCard.getByRole('button', { name: 'Send counter' }).click();
    await studioCard.getByText('Countered', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The collector accepts the counter in My offers and pays now.
    await page.goto(`${baseUrl}/customer-dashboard#offers`);
    const card = page.getByRole('listitem', { name: `Offer on ${artwork.title}` });
    await card.getByRole('button', { name: `Accept ${formatUsd(countered)}` }).click();
    await card.getByText('Accepted', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const shipping = card.getByLabel('Shipping');
    if (await shipping.isVisible()) await shipping.selectOption({ index: 1 });
    await card.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(`${baseUrl}/checkout`);
    await saveCheckoutAddress(page, 'United States');
    await payWithPayPal(page);

    // The order shows the agreed price, not the listed one.
    await confirmedOrderNumber(page);
    // The unit price line shows on phones; on a desktop it stays in the page for the row's other columns.
    await page.getByText(`1 × ${formatUsd(countered)}`).waitFor({ state: 'attached' });
    expect(await page.getByText(`1 × ${formatUsd(totalPrice)}`).count()).toBe(0);
    await page.goto(`${baseUrl}/customer-dashboard#offers`);
    await card
      .getByText('Bought', { exact: true })
      .or(card.getByText('Accepted', { exact: true }))
      .first()
      .waitFor();
  });
});
