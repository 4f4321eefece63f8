import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, redisAvailable, redisTestEnv, TEST_REDIS_URL } from '#api/test/redis.ts';
import { RedisUploadSlots, type SlotLease, UPLOAD_SLOT_LEASE } from './redis-upload-slots.ts';
import { MemoryUploadSlots, type UploadSlots } from './upload-slots.ts';

// The uploads one account may have under way (ADR 0029), and what happens to a dead holder's slots.
const log = pino({ level: 'silent' });
const clients: Redis[] = [];
const prefixes: string[] = [];
afterAll(async () => {
  await Promise.all(prefixes.map(deleteRedisKeys));
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
});

/** An instance's slots: its own connection (ready, as the app's is) to Redis, on the shared prefix. */
async function redisSlots(prefix: string, lease: SlotLease = UPLOAD_SLOT_LEASE) {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  clients.push(client);
  await client.connect();
  return { client, slots: new RedisUploadSlots(client, prefix, log, lease) };
}

function freshPrefix(): string {
  const prefix = redisTestEnv().REDIS_PREFIX;
  prefixes.push(prefix);
  return prefix;
}

/** Tries to take a slot until one is given; how long that took. */
async function untilTaken(slots: UploadSlots, key: string, limit: number, budgetMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await slots.take(key, limit)) return Date.now() - start;
    if (Date.now() - start > budgetMs) throw new Error(`no slot within ${budgetMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const engines = [
  { name: 'in process', slots: async (): Promise<UploadSlots> => new MemoryUploadSlots(), skip: false },
  { name: 'in Redis', slots: async (): Promise<UploadSlots> => (await redisSlots(freshPrefix())).slots, skip: !redisAvailable },
];

describe.each(engines)('upload slots $name', ({ slots: engine, skip }) => {
  it.skipIf(skip)('gives an account its limit, refuses one more until one is released, and each account its own', async () => {
    const slots = await engine();
    const first = await slots.take('vendor:1', 2);
    const second = await slots.take('vendor:1', 2);
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');

    expect(await slots.take('vendor:1', 2)).toBeUndefined();
    expect(await slots.take('vendor:2', 2)).toBeTypeOf('function');

    await first?.();
    await first?.(); // a second release gives back nothing more
    expect(await slots.take('vendor:1', 2)).toBeTypeOf('function');
    expect(await slots.take('vendor:1', 2)).toBeUndefined();
  });

  it.skipIf(skip)('lets parallel takes past the limit have exactly the limit', async () => {
    const slots = await engine();
    const taken = await Promise.all(Array.from({ length: 10 }, () => slots.take('vendor:3', 2)));
    expect(taken.filter(Boolean)).toHaveLength(2);
  });
});

describe.skipIf(!redisAvailable)('upload slots in Redis, across instances', () => {
  const lease = { ttlMs: 2_000, renewEveryMs: 200 };

  it('counts one account on every instance', async () => {
    const prefix = freshPrefix();
    const a = (await redisSlots(prefix)).slots;
    const b = (await redisSlots(prefix)).slots;
    await a.take('vendor:1', 2);
    await a.take('vendor:1', 2);
    expect(await b.take('vendor:1', 2)).toBeUndefined();
  });

  it('frees the slots of an instance that stopped renewing them within one lease', async () => {
    const prefix = freshPrefix();
    const dying = await redisSlots(prefix, lease);
    const other = (await redisSlots(prefix, lease)).slots;
    const held = [await dying.slots.take('vendor:1', 2), await dying.slots.take('vendor:1', 2)];
    expect(held.every(Boolean)).toBe(true);
    expect(await other.take('vendor:1', 2)).toBeUndefined();

    // What a killed instance does: nothing more reaches Redis from it, no renewal and no release.
    dying.client.disconnect();
    // Within the lease on Redis's clock; the budget only leaves room for a busy machine.
    await untilTaken(other, 'vendor:1', 2, 5 * lease.ttlMs);
    await Promise.all(held.map((release) => release?.()));
  });

  it('keeps the slots of a live upload held past its lease, renewed', async () => {
    const prefix = freshPrefix();
    const holder = (await redisSlots(prefix, lease)).slots;
    const other = (await redisSlots(prefix, lease)).slots;
    const held = [await holder.take('vendor:1', 2), await holder.take('vendor:1', 2)];

    // Three leases long: without renewal both would have lapsed twice over.
    const until = Date.now() + 3 * lease.ttlMs;
    while (Date.now() < until) {
      expect(await other.take('vendor:1', 2)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    await held[0]?.();
    expect(await other.take('vendor:1', 2)).toBeTypeOf('function');
  });

  it('counts in this process while Redis is away, rather than refusing every upload', async () => {
    const away = await redisSlots(freshPrefix());
    away.client.disconnect();
    const taken = [await away.slots.take('vendor:1', 2), await away.slots.take('vendor:1', 2)];
    expect(taken.every(Boolean)).toBe(true);
    expect(await away.slots.take('vendor:1', 2)).toBeUndefined();
  });
});
