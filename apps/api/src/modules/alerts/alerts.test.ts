import { AlertMessages } from '@art-market/domain/copy';
import { BANK_TRANSFER_HOLD_MS } from '@art-market/domain/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDigests, notifications, products } from '#api/db/schema.ts';
import { createLiveProduct, placeOrder, putInCart } from '#api/test/checkout-factories.ts';
import {
  adminToken,
  approveProduct,
  bearer,
  createCustomer,
  createProduct,
  createVendor,
  markVerified,
} from '#api/test/factories.ts';
import { approveTransferInFull, submitBankTransfer } from '#api/test/paid-order.ts';
import { deleteRedisKeys, redisAvailable, redisTestEnv } from '#api/test/redis.ts';
import { addDemoAdmin, createSecondApp, createTestApp, sentMail, type TestApp } from '#api/test/test-app.ts';
import { sendDueDigests, watchSavedWorks } from './alerts-job.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// Issue 29, item 3 (ADR 0041): what collectors hear of the works they saved and the artists they follow.

let clock = new Date('2026-11-25T10:00:00.000Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const DAY_MS = 86_400_000;
let t: TestApp;
let admin: string;
// On Redis when it runs here, as a deployment of several instances would be (the second instance below shares it).
const redis = redisAvailable ? redisTestEnv() : undefined;
beforeAll(async () => {
  t = await createTestApp(redis ?? {}, { now: () => clock });
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
  if (redis) await deleteRedisKeys(redis.REDIS_PREFIX);
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const feed = async (token: string) => (await call('GET', '/me/notifications', token)).json();
const kindsOf = async (token: string) => (await feed(token)).items.map((item: { kind: string }) => item.kind);
const save = (token: string, productId: string) => call('PUT', `/me/saved/${productId}`, token);
const setPrice = (productId: string, priceCents: number) =>
  t.database.db.update(products).set({ priceCents }).where(eq(products.id, productId));
const setSoldOut = (productId: string, isSoldOut: boolean) =>
  t.database.db.update(products).set({ isSoldOut }).where(eq(products.id, productId));
const preferences = (token: string, kinds: Record<string, boolean>, digest = 'daily') =>
  call('PUT', '/me/alert-preferences', token, {
    kinds: { new_work: true, price_drop: true, back_on_sale: true, sold: true, ...kinds },
    digest,
  });

/** A live artwork by a new vendor, saved by a new collector whom the watch has seen it with. */
async function savedArtwork() {
  const vendor = await createVendor(t.app);
  const artwork = await createLiveProduct(t.app, vendor, admin);
  const collector = await createCustomer(t.app);
  expect((await save(collector.token, artwork.id)).statusCode).toBe(204);
  await watchSavedWorks(t.app.ctx);
  return { vendor, artwork, collector };
}

describe('a saved work', () => {
  it('tells its collector once of a lower price, with the prices then and now', async () => {
    const { artwork, collector } = await savedArtwork();
    expect(await kindsOf(collector.token)).toEqual([]);
    await setPrice(artwork.id, 80_000);
    expect(await watchSavedWorks(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await watchSavedWorks(t.app.ctx)).toBe(0);
    const { items, unread } = await feed(collector.token);
    expect(unread).toBe(1);
    expect(items).toMatchObject([{ kind: 'price_drop', productId: artwork.id, read: false }]);
    expect(items[0].message).toBe('Monsoon over Kochi by Meera Iyer is now $850.00 (was $1,050.00)');
    // A higher price is no news.
    await setPrice(artwork.id, 120_000);
    await watchSavedWorks(t.app.ctx);
    expect(await kindsOf(collector.token)).toEqual(['price_drop']);
  });

  it('tells of a sale, and of the work back on sale, but not the collector who bought it', async () => {
    const { artwork, collector: watcher } = await savedArtwork();
    const buyer = await createCustomer(t.app);
    await markVerified(t.app, buyer.id);
    await save(buyer.token, artwork.id);
    await watchSavedWorks(t.app.ctx);
    await putInCart(t.app, buyer.token, artwork);
    const order = await placeOrder(t.app, buyer.token);
    await submitBankTransfer(t.app, buyer.token, order.orderId);
    await approveTransferInFull(t.app, admin, order.orderId);
    await watchSavedWorks(t.app.ctx);
    expect(await kindsOf(watcher.token)).toEqual(['sold']);
    expect(await kindsOf(buyer.token)).toEqual([]);

    later(60_000);
    await setSoldOut(artwork.id, false);
    await watchSavedWorks(t.app.ctx);
    expect(await kindsOf(watcher.token)).toEqual(['back_on_sale', 'sold']);
  });

  it('tells of a hold that lapsed: the work is on sale again', async () => {
    const { artwork, collector } = await savedArtwork();
    const holder = await createCustomer(t.app);
    await markVerified(t.app, holder.id);
    await putInCart(t.app, holder.token, artwork);
    const order = await placeOrder(t.app, holder.token);
    await submitBankTransfer(t.app, holder.token, order.orderId);
    await watchSavedWorks(t.app.ctx);
    // Reserved is not news; its end is.
    expect(await kindsOf(collector.token)).toEqual([]);
    later(BANK_TRANSFER_HOLD_MS + 60_000);
    await watchSavedWorks(t.app.ctx);
    expect(await kindsOf(collector.token)).toEqual(['back_on_sale']);
  });

  it('says nothing of a kind its collector switched off', async () => {
    const { artwork, collector } = await savedArtwork();
    expect((await preferences(collector.token, { price_drop: false, sold: false })).statusCode).toBe(200);
    await setPrice(artwork.id, 50_000);
    await watchSavedWorks(t.app.ctx);
    await setSoldOut(artwork.id, true);
    await watchSavedWorks(t.app.ctx);
    expect(await kindsOf(collector.token)).toEqual([]);
  });
});

describe("a followed artist's new work", () => {
  it('tells each follower once when it is first approved, not on a later approval', async () => {
    const vendor = await createVendor(t.app);
    const follower = await createCustomer(t.app);
    const quiet = await createCustomer(t.app);
    const stranger = await createCustomer(t.app);
    await preferences(quiet.token, { new_work: false });
    // Artists are followed from a work of theirs on the storefront.
    await createLiveProduct(t.app, vendor, admin, { ArtistName: 'Ravi Menon', Title: 'First Light' });
    await call('PUT', `/me/following/${encodeURIComponent('Ravi Menon')}`, follower.token);
    await call('PUT', `/me/following/${encodeURIComponent('Ravi Menon')}`, quiet.token);
    const work = await createProduct(t.app, vendor, { ArtistName: 'Ravi Menon', Title: 'Tide Line' });
    await approveProduct(t.app, work.id, admin);
    const { items } = await feed(follower.token);
    expect(items).toMatchObject([
      { kind: 'new_work', productId: work.id, artistName: 'Ravi Menon', message: 'Ravi Menon listed a new work: Tide Line' },
    ]);
    expect(await kindsOf(quiet.token)).toEqual([]);
    expect(await kindsOf(stranger.token)).toEqual([]);

    // Sent back to review and approved again: still one alert.
    const back = await call('PUT', `/admin/dashboard/products/${work.id}/approve`, admin, {
      isApproved: false,
      commissionPercentage: 10,
    });
    expect(back.statusCode).toBe(200);
    await approveProduct(t.app, work.id, admin);
    expect(await kindsOf(follower.token)).toEqual(['new_work']);

    // A follower who came later is not told of that work when it is approved once more after an edit.
    const later = await createCustomer(t.app);
    await call('PUT', `/me/following/${encodeURIComponent('Ravi Menon')}`, later.token);
    await call('PUT', `/admin/dashboard/products/${work.id}/approve`, admin, { isApproved: false, commissionPercentage: 10 });
    await approveProduct(t.app, work.id, admin);
    expect(await kindsOf(later.token)).toEqual([]);
  });
});

describe('the bell', () => {
  it("counts and marks the caller's own notifications only", async () => {
    const first = await savedArtwork();
    const second = await savedArtwork();
    await call('PUT', `/me/saved/${second.artwork.id}`, first.collector.token);
    await watchSavedWorks(t.app.ctx);
    await setPrice(first.artwork.id, 10_000);
    await setPrice(second.artwork.id, 10_000);
    await watchSavedWorks(t.app.ctx);
    const unread = await call('GET', '/me/notifications/unread', first.collector.token);
    expect(unread.headers['cache-control']).toBe('no-store');
    expect(unread.json()).toEqual({ unread: 2 });

    const others = (await feed(second.collector.token)).items;
    const mine = (await feed(first.collector.token)).items;
    // Someone else's id changes nothing of theirs.
    expect((await call('POST', '/me/notifications/read', first.collector.token, { ids: [others[0].id] })).json()).toEqual({
      unread: 2,
    });
    expect((await feed(second.collector.token)).unread).toBe(1);
    expect((await call('POST', '/me/notifications/read', first.collector.token, { ids: [mine[0].id] })).json()).toEqual({
      unread: 1,
    });
    expect((await call('POST', '/me/notifications/read', first.collector.token, { ids: 'all' })).json()).toEqual({ unread: 0 });
    expect((await call('POST', '/me/notifications/read', first.collector.token, { ids: ['nope'] })).statusCode).toBe(400);
  });

  it('answers customers only', async () => {
    const vendor = await createVendor(t.app);
    expect((await call('GET', '/me/notifications')).statusCode).toBe(401);
    expect((await call('GET', '/me/notifications/unread', vendor.token)).statusCode).toBe(403);
    expect((await call('GET', '/me/alert-preferences', admin)).statusCode).toBe(403);
  });
});

describe('preferences', () => {
  it('start with every kind on and a daily digest, and refuse what is not a choice', async () => {
    const collector = await createCustomer(t.app);
    expect((await call('GET', '/me/alert-preferences', collector.token)).json()).toEqual({
      kinds: { new_work: true, price_drop: true, back_on_sale: true, sold: true },
      digest: 'daily',
    });
    expect((await preferences(collector.token, {}, 'hourly')).statusCode).toBe(400);
    expect((await preferences(collector.token, { sold: false }, 'weekly')).json()).toMatchObject({
      digest: 'weekly',
      kinds: { sold: false },
    });
    expect((await call('GET', '/me/alert-preferences', collector.token)).json()).toMatchObject({
      digest: 'weekly',
      kinds: { sold: false },
    });
  });
});

/** The digests written to the outbox for this address (sent by the worker after the commit). */
async function digestsTo(email: string) {
  // Long headers are folded onto the next line: unfolded, each is one line again.
  const mail = (await sentMail(t)).map((message) => message.replace(/\r?\n[ \t]+/g, ' '));
  return mail.filter((message) => message.includes(`To: ${email}`) && message.includes('List-Unsubscribe-Post'));
}

describe('the digest', () => {
  it('mails at most one a day, with the one-click unsubscribe headers', async () => {
    clock = new Date('2026-12-01T08:00:00.000Z');
    const { artwork, collector } = await savedArtwork();
    await setPrice(artwork.id, 70_000);
    await watchSavedWorks(t.app.ctx);
    await sendDueDigests(t.app.ctx);
    const [digest, ...more] = await digestsTo(collector.input.email);
    expect(more).toEqual([]);
    expect(digest).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // (The test's reader decodes quoted-printable everywhere, so "=8f..." of the token may read as a byte.)
    expect(digest).toMatch(/List-Unsubscribe: <http:\/\/localhost:5145\/api\/alerts\/unsubscribe\?token[^>]+>/);
    expect(digest).toContain('is now $750.00');

    // Another change the same day waits for tomorrow's digest.
    await setPrice(artwork.id, 60_000);
    await watchSavedWorks(t.app.ctx);
    later(60 * 60_000);
    await sendDueDigests(t.app.ctx);
    expect(await digestsTo(collector.input.email)).toHaveLength(1);
    later(DAY_MS);
    await sendDueDigests(t.app.ctx);
    const digests = await digestsTo(collector.input.email);
    expect(digests).toHaveLength(2);
    expect(digests[1]).toContain('is now $650.00');
  });

  it('is written once per period by two instances running at the same moment', async () => {
    clock = new Date('2026-12-03T08:00:00.000Z');
    const { artwork, collector } = await savedArtwork();
    await setPrice(artwork.id, 40_000);
    await watchSavedWorks(t.app.ctx);
    // Its own connection pool on PostgreSQL (npm run test:api:pg), and the same Redis prefix.
    const b = await createSecondApp(t, { now: () => clock });
    expect(b.app.ctx.config.REDIS_URL).toBe(redis?.REDIS_URL);
    try {
      await Promise.all([sendDueDigests(t.app.ctx), sendDueDigests(b.app.ctx), sendDueDigests(t.app.ctx)]);
      await b.app.ctx.mail.drain();
    } finally {
      await b.close();
    }
    expect(await digestsTo(collector.input.email)).toHaveLength(1);
    const rows = await t.database.db.select().from(notificationDigests).where(eq(notificationDigests.customerId, collector.id));
    expect(rows).toMatchObject([{ periodKey: 'day:2026-12-03', itemCount: 1 }]);
  });

  it('mails nobody whose digests are off, and a weekly collector once a week', async () => {
    clock = new Date('2026-12-07T08:00:00.000Z'); // a Monday
    const off = await savedArtwork();
    const weekly = await savedArtwork();
    await preferences(off.collector.token, {}, 'none');
    await preferences(weekly.collector.token, {}, 'weekly');
    await setPrice(off.artwork.id, 30_000);
    await setPrice(weekly.artwork.id, 30_000);
    await watchSavedWorks(t.app.ctx);
    await sendDueDigests(t.app.ctx);
    expect(await digestsTo(off.collector.input.email)).toEqual([]);
    expect(await digestsTo(weekly.collector.input.email)).toHaveLength(1);
    // The bell still has it.
    expect(await kindsOf(off.collector.token)).toEqual(['price_drop']);

    await setPrice(weekly.artwork.id, 20_000);
    await watchSavedWorks(t.app.ctx);
    later(3 * DAY_MS); // Thursday: same ISO week
    await sendDueDigests(t.app.ctx);
    expect(await digestsTo(weekly.collector.input.email)).toHaveLength(1);
    later(4 * DAY_MS); // the next Monday
    await sendDueDigests(t.app.ctx);
    expect(await digestsTo(weekly.collector.input.email)).toHaveLength(2);
  });
});

describe('one-click unsubscribe', () => {
  it('works with the signed token and no session; a forged one is refused and changes nothing', async () => {
    const collector = await createCustomer(t.app);
    const token = unsubscribeToken(t.app.ctx.config, collector.id);
    const forged = `${collector.id}.${'A'.repeat(43)}`;
    const other = await createCustomer(t.app);
    const swapped = `${other.id}.${token.split('.')[1]}`;

    expect((await call('GET', `/alerts/unsubscribe?token=${encodeURIComponent(token)}`)).json()).toEqual({ valid: true });
    expect((await call('GET', `/alerts/unsubscribe?token=${encodeURIComponent(forged)}`)).json()).toEqual({ valid: false });
    for (const bad of [forged, swapped, 'garbage']) {
      const refused = await call('POST', `/alerts/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(AlertMessages.unsubscribeInvalid);
    }
    expect((await call('GET', '/me/alert-preferences', other.token)).json().digest).toBe('daily');

    // What a mail client sends for List-Unsubscribe-Post: a form body, no cookie, no bearer.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect((await call('GET', '/me/alert-preferences', collector.token)).json().digest).toBe('none');
  });
});

it('leaves no alert behind when its artwork is removed', async () => {
  const { artwork, collector } = await savedArtwork();
  await setPrice(artwork.id, 1_000);
  await watchSavedWorks(t.app.ctx);
  expect(await kindsOf(collector.token)).toEqual(['price_drop']);
  await t.database.db.delete(products).where(eq(products.id, artwork.id));
  expect(await t.database.db.select().from(notifications).where(eq(notifications.customerId, collector.id))).toEqual([]);
});
