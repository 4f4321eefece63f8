import { ConversationMessages } from '@art-market/domain/copy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';
import { availableArtwork, demoVendorOf, logIn, logInAsCustomer } from './shopping.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Nothing is bought here; any unsold artwork will do, away from the ones other journeys buy. */
const ARTWORK_INDEX = 40;
const QUESTION = 'Is the canvas stretched, and can it travel to Lisbon?';
const ANSWER = 'Yes: it is on a pine frame, and I ship to Portugal every month.';

describe('ask the artist', () => {
  it('a collector asks about a work, the artist answers in the studio, the collector reads the answer', async () => {
    const { page, baseUrl } = browser;
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const vendor = await demoVendorOf(baseUrl, artwork.id);

    // Signed out, the button asks the collector to log in and brings them back to the work.
    await page.goto(`${baseUrl}/product/${artwork.id}`);
    await page.getByRole('button', { name: ConversationMessages.askTheArtist }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText(ConversationMessages.loginToAsk).waitFor();
    const customer = demoLogin('customer@artmarket.local');
    await page.getByLabel(/^Email/).fill(customer.email);
    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/product/${artwork.id}`);

    await page.getByRole('button', { name: ConversationMessages.askTheArtist }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Your question' }).fill(QUESTION);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/messages/'));
    await page.getByRole('list', { name: 'Messages' }).getByText(QUESTION).waitFor();

    // The artist reads it in the studio's Messages tab, with its unread count, and answers.
    await logIn(page, `${baseUrl}/vendorlogin`, vendor.email, '/vendor-dashboard');
    await page.getByRole('tab', { name: /^Messages.*unread/ }).click();
    const conversations = page.getByRole('list', { name: 'Conversations' });
    await conversations.getByRole('button', { name: new RegExp(artwork.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await page.getByRole('list', { name: 'Messages' }).getByText(QUESTION).waitFor();
    await page.getByRole('textbox', { name: /^Your reply to/ }).fill(ANSWER);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('list', { name: 'Messages' }).getByText(ANSWER).waitFor();

    // The collector finds the answer from the dashboard's Messages link.
    await logInAsCustomer(page, baseUrl);
    await page.getByRole('link', { name: /^Messages/ }).click();
    await page.waitForURL(`${baseUrl}/messages`);
    await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    await page.getByRole('list', { name: 'Messages' }).getByText(ANSWER).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
