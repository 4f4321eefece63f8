import { describe, expect, it } from 'vitest';
import { createLiveProduct } from '#api/test/checkout-factories.ts';
import { adminToken, bearer, createVendor } from '#api/test/factories.ts';
import { redisAvailable } from '#api/test/redis.ts';
import { addDemoAdmin, type TestApp } from '#api/test/test-app.ts';
import { twoInstancesOnRedis } from '#api/test/two-instances.ts';
import { until } from '#api/test/until.ts';

// Two instances on one database and one Redis, answers kept for an hour: only a clear that reaches
// the other instance can make a change show there. Seeing it at all is the proof, so the test waits on
// the shared budget; how fast it arrives (under 1 s) is the two-instance scale suite's figure, measured
// between real processes on a machine that runs nothing else.
let admin: string;
const instances = twoInstancesOnRedis({ CATALOG_CACHE_SECONDS: '3600' }, async (a) => {
  await addDemoAdmin(a);
  admin = await adminToken(a.app);
});

type Card = { id: string; isSoldOut: boolean };
const cardOn = async (t: TestApp, id: string): Promise<Card | undefined> =>
  ((await t.app.inject({ method: 'GET', url: '/api/Product?pageSize=100' })).json() as Card[]).find((card) => card.id === id);

describe.skipIf(!redisAvailable)('a catalogue change through one instance reaches the other', () => {
  it('an artwork disabled through A leaves B’s cached list', async () => {
    const { a, b } = instances;
    const vendor = await createVendor(a.app);
    const product = await createLiveProduct(a.app, vendor, admin);
    expect(await cardOn(b, product.id)).toBeDefined();
    const disabled = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/dashboard/products/${product.id}/disable`,
      headers: bearer(admin),
    });
    expect(disabled.statusCode).toBe(200);
    await until('the artwork to leave B’s list', async () => (await cardOn(b, product.id)) === undefined);
  });

  it('an artwork marked sold through B shows as sold on A', async () => {
    const { a, b } = instances;
    const vendor = await createVendor(a.app);
    const product = await createLiveProduct(a.app, vendor, admin);
    expect(await cardOn(a, product.id)).toMatchObject({ isSoldOut: false });
    const sold = await b.app.inject({
      method: 'PUT',
      url: `/api/vendordashboard/products/${product.id}/soldout`,
      headers: bearer(vendor.token),
    });
    expect(sold.statusCode).toBe(200);
    await until('the artwork sold on A', async () => (await cardOn(a, product.id))?.isSoldOut === true);
  });
});
