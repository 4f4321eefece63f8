import { SavedWorksMessages } from '@art-market/domain/copy';
import { FOLLOWED_ARTISTS_LIMIT, FOLLOWING_THUMBNAILS } from '@art-market/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistFollows } from '#api/db/schema.ts';
import { createLiveProduct } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createCustomer, createVendor } from '#api/test/factories.ts';
import { addDemoAdmin, createTestApp, type TestApp } from '#api/test/test-app.ts';

// Issue 29, item 2: collectors follow artists; the studio sees how many follow, nobody sees who.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await addDemoAdmin(t);
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token) });
const follow = (token: string, name: string) => call('PUT', `/me/following/${encodeURIComponent(name)}`, token);
const unfollow = (token: string, name: string) => call('DELETE', `/me/following/${encodeURIComponent(name)}`, token);

describe('following an artist', () => {
  it('follows once, lists the artist with their newest works, and unfollows idempotently', async () => {
    const vendor = await createVendor(t.app);
    const works = [];
    for (let index = 0; index < FOLLOWING_THUMBNAILS + 1; index++) {
      works.push(await createLiveProduct(t.app, vendor, admin, { ArtistName: 'Kavya Menon', Title: `Tide ${index}` }));
    }
    const collector = await createCustomer(t.app);
    expect((await follow(collector.token, 'Kavya Menon')).statusCode).toBe(204);
    expect((await follow(collector.token, 'Kavya Menon')).statusCode).toBe(204);

    const state = await call('GET', '/me/saved-state', collector.token);
    expect(state.json()).toEqual({ artworkIds: [], artistNames: ['Kavya Menon'] });

    const following = await call('GET', '/me/following', collector.token);
    expect(following.statusCode).toBe(200);
    expect(following.headers['cache-control']).toBe('no-store');
    const [artist] = following.json();
    expect(artist).toMatchObject({ artistName: 'Kavya Menon', artworkCount: FOLLOWING_THUMBNAILS + 1 });
    expect(artist.newestWorks).toHaveLength(FOLLOWING_THUMBNAILS);
    expect(artist.newestWorks[0]).toMatchObject({ isSoldOut: false, image: { url: expect.any(String) } });

    expect((await unfollow(collector.token, 'Kavya Menon')).statusCode).toBe(204);
    expect((await unfollow(collector.token, 'Kavya Menon')).statusCode).toBe(204);
    expect((await call('GET', '/me/following', collector.token)).json()).toEqual([]);
  });

  it('refuses an artist with no live work', async () => {
    const collector = await createCustomer(t.app);
    const refused = await follow(collector.token, 'Nobody At All');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SavedWorksMessages.artistNotFound);
  });

  it(`follows at most ${FOLLOWED_ARTISTS_LIMIT} artists`, async () => {
    const vendor = await createVendor(t.app);
    await createLiveProduct(t.app, vendor, admin, { ArtistName: 'Rohan Das' });
    const collector = await createCustomer(t.app);
    await t.database.db.insert(artistFollows).values(
      Array.from({ length: FOLLOWED_ARTISTS_LIMIT }, (_, index) => ({
        customerId: collector.id,
        artistName: `Artist ${index}`,
      })),
    );
    const refused = await follow(collector.token, 'Rohan Das');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SavedWorksMessages.followLimitReached);
  });
});

describe('the studio', () => {
  it('sees the follower count of the artists on its own works only', async () => {
    const vendor = await createVendor(t.app);
    await createLiveProduct(t.app, vendor, admin, { ArtistName: 'Ira Sen' });
    const other = await createVendor(t.app);
    await createLiveProduct(t.app, other, admin, { ArtistName: 'Someone Else' });
    for (const _ of [1, 2, 3]) {
      const collector = await createCustomer(t.app);
      await follow(collector.token, 'Ira Sen');
      await follow(collector.token, 'Someone Else');
    }
    const audience = await call('GET', '/vendordashboard/audience', vendor.token);
    expect(audience.json().artists).toEqual([{ artistName: 'Ira Sen', followerCount: 3 }]);
    expect(audience.body).not.toContain('Someone Else');
  });
});
