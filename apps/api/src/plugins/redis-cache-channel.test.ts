import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable, redisTestEnv, TEST_REDIS_URL } from '#api/test/redis.ts';
import { until } from '#api/test/until.ts';
import { closeRedis, openRedis } from './redis.ts';
import { RedisCacheClearChannel } from './redis-cache-channel.ts';

const warnings: string[] = [];
const log = {
  warn: (_details: unknown, message: string) => warnings.push(message),
  info: () => {},
  error: () => {},
} as unknown as FastifyBaseLogger;

/** One instance's side of the channel: its two connections and how often it was told to clear. */
interface Instance {
  channel: RedisCacheClearChannel;
  publisher: Redis;
  subscriber: Redis;
  clears: number;
}

const name = `${redisTestEnv().REDIS_PREFIX}catalog-cache-clear`;
const instances: Instance[] = [];
async function instance(): Promise<Instance> {
  const publisher = await openRedis(TEST_REDIS_URL, log, 'art-market-test:commands');
  const subscriber = await openRedis(TEST_REDIS_URL, log, 'art-market-test:subscriber');
  const created: Instance = {
    channel: new RedisCacheClearChannel(publisher, subscriber, name, log),
    publisher,
    subscriber,
    clears: 0,
  };
  await created.channel.listen(() => {
    created.clears += 1;
  });
  instances.push(created);
  return created;
}

let a: Instance;
let b: Instance;
beforeAll(async () => {
  if (!redisAvailable) return;
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  await Promise.all(instances.flatMap(({ publisher, subscriber }) => [closeRedis(publisher), closeRedis(subscriber)]));
});

describe.skipIf(!redisAvailable)('catalogue clears over Redis pub/sub', () => {
  it('reaches the other instances and not the sender', async () => {
    const before = { a: a.clears, b: b.clears };
    a.channel.clearElsewhere();
    await until('the clear at B', () => b.clears === before.b + 1);
    expect(a.clears).toBe(before.a);
  });

  it('clears after a dropped subscription comes back, and hears later clears', async () => {
    const before = b.clears;
    b.subscriber.disconnect(true);
    await until('the clear on resubscribing', () => b.clears === before + 1);
    a.channel.clearElsewhere();
    await until('the later clear', () => b.clears === before + 2);
  });

  it('logs a clear it cannot send and carries on', async () => {
    const cutOff = await instance();
    cutOff.publisher.disconnect();
    expect(() => cutOff.channel.clearElsewhere()).not.toThrow();
    await until('the warning', () => warnings.some((warning) => warning.startsWith('could not tell other instances')));
  });
});
