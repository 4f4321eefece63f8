import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readMailFolder } from '../../api/src/test/outbox.ts';
import { seriousViolations } from './axe.ts';
import { type Browser, openBrowser } from './browser.ts';
import { demoLogin } from './demo-logins.ts';
import { apiToken, availableArtwork, demoVendorOf, pendingArtwork, registerCollector } from './shopping.ts';

// Issue 29, item 3 (ADR 0041): a saved work's lower price reaches the bell and the digest; a followed
// artist's new work reaches the digest; the digest's link unsubscribes without signing in.

/** One the other journeys do not buy. */
const ARTWORK_INDEX = 22;
/** The server runs the alerts every 5 s (journey-server.ts), plus its job runner's 15 s tick. */
const ALERTS_WAIT_MS = 60_000;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** The digests written to the outbox for this address, unfolded, oldest first. */
async function digestsTo(email: string): Promise<string[]> {
  const mail = await readMailFolder(path.join(inject('dataDir'), 'outbox'));
  return mail.filter((message) => message.includes(`To: ${email}`) && message.includes('List-Unsubscribe-Post'));
}

describe('alerts', () => {
  it('tell a saver of a lower price and a follower of a new work, in the bell and the digest', { timeout: 240_000 }, async () => {
    const { page, baseUrl } = browser;
    const artwork = await availableArtwork(baseUrl, ARTWORK_INDEX);
    const { artistName } = (await (await fetch(`${baseUrl}/api/Product/${artwork.id}`)).json()) as { artistName: string };

    // The saver signs in and saves the work with its heart.
    const saver = await registerCollector(baseUrl, 'saver');
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/^Email/).fill(saver.email);
    await page.getByLabel(/^Password/).fill(saver.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/customer-dashboard`);
    await page.goto(`${baseUrl}/product/${artwork.id}`);
    await page
      .getByRole('button', { name: `Save ${artwork.title}`, exact: true })
      .first()
      .click();
    await page
      .getByRole('button', { name: `Remove ${artwork.title} from saved` })
      .first()
      .waitFor();

    // Another collector follows the artist (the follow button has its own journey).
    const follower = await registerCollector(baseUrl, 'follower');
    const { token: followerToken } = await apiToken(baseUrl, 'Customer/login', follower);
    const followed = await fetch(`${baseUrl}/api/me/following/${encodeURIComponent(artistName)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${followerToken}` },
    });
    expect(followed.status).toBe(204);

    // The artist lowers the price, the admin approves the change; the artist lists a new work, approved too.
    const vendorEmail = (await demoVendorOf(baseUrl, artwork.id)).email;
    const vendor = await apiToken(baseUrl, 'vendor/login', demoLogin(vendorEmail));
    const admin = await apiToken(baseUrl, 'AdminAuth/login', demoLogin('admin@artmarket.local'));
    const detail = (await (await fetch(`${baseUrl}/api/Product/${artwork.id}`)).json()) as {
      description: string;
      price: number;
      taxAmount: number;
      shippingOptions: { name: string; cost: number; estimatedDeliveryTime: number }[];
    };
    const edited = await fetch(`${baseUrl}/api/vendordashboard/products/${artwork.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${vendor.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        Title: artwork.title,
        Description: detail.description,
        Price: detail.price - 100,
        TaxAmount: detail.taxAmount,
        ShippingOptions: detail.shippingOptions.map((option) => ({
          Name: option.name,
          Cost: option.cost,
          EstimatedDeliveryTime: option.estimatedDeliveryTime,
        })),
      }),
    });
    expect(edited.status).toBe(200);
    const approve = (productId: string) =>
      fetch(`${baseUrl}/api/admin/dashboard/products/${productId}/approve`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ isApproved: true, commissionPercentage: 30 }),
      });
    expect((await approve(artwork.id)).status).toBe(200);
    const newWork = await pendingArtwork(
      baseUrl,
      { token: vendor.token, vendorId: vendor.vendorId ?? '' },
      'Tide Line at Dusk',
      artistName,
    );
    expect((await approve(newWork.id)).status).toBe(200);

    // The saver's bell counts it, and the list says what changed.
    const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/product/${artwork.id}`);
          await page.getByRole('heading', { level: 1, name: artwork.title }).waitFor();
          return bell.count();
        },
        { timeout: ALERTS_WAIT_MS, interval: 2_000 },
      )
      .toBe(1);
    await bell.click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('link', { name: new RegExp(`^${artwork.title} by ${artistName} is now \\$`) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Each collector's digest says it, with the one-click unsubscribe headers.
    await expect.poll(async () => (await digestsTo(saver.email)).length, { timeout: ALERTS_WAIT_MS }).toBe(1);
    const [saverDigest = ''] = await digestsTo(saver.email);
    expect(saverDigest).toContain(`${artwork.title} by ${artistName} is now $`);
    await expect.poll(async () => (await digestsTo(follower.email)).length, { timeout: ALERTS_WAIT_MS }).toBe(1);
    const [followerDigest = ''] = await digestsTo(follower.email);
    expect(followerDigest).toContain(`${artistName} listed a new work: Tide Line at Dusk`);
    expect(followerDigest).not.toContain(`${artwork.title} by ${artistName} is now`);

    // The digest's link unsubscribes with one press, signed out.
    // The page's link is in the text; the List-Unsubscribe header (folded when long) names the API's instead.
    const link = /Unsubscribe from alert e-mails: (https?:\/\/\S+\/unsubscribe\?token=[\w.-]+)/.exec(followerDigest)?.[1];
    expect(followerDigest).toMatch(/^List-Unsubscribe:\s+<https?:\/\/\S+\/api\/alerts\/unsubscribe\?token=/m);
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByRole('button', { name: 'Unsubscribe from alert e-mails' }).click();
    await page.getByText(/You will get no more alert e-mails/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const preferences = await fetch(`${baseUrl}/api/me/alert-preferences`, {
      headers: { authorization: `Bearer ${followerToken}` },
    });
    expect(((await preferences.json()) as { digest: string }).digest).toBe('none');
  });
});
