import { AccountMessages } from '@art-market/domain/copy';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { TooManyRequests } from '#api/errors.ts';
import { deleteRedisKeys, redisAvailable, redisTestEnv, TEST_REDIS_URL } from '#api/test/redis.ts';
import { redisLimiters } from './redis-throttle.ts';
import { CountingThrottle, clientKey, type LimiterFactory, memoryLimiters, type ThrottleRule } from './throttle.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('keys %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key and the next /64 another', () => {
    expect(clientKey('2001:db8:aa:bb:1::')).toBe(clientKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });
});

const redis = redisAvailable ? new Redis(TEST_REDIS_URL) : undefined;
const prefixes: string[] = [];
afterAll(async () => {
  await Promise.all(prefixes.map(deleteRedisKeys));
  await redis?.quit();
});

/** Limiters on a fresh Redis prefix; a second call with the same prefix is another instance (or a restart). */
function redisEngine(prefix = redisTestEnv().REDIS_PREFIX): LimiterFactory {
  prefixes.push(prefix);
  return redisLimiters(redis as Redis, prefix);
}

/** The refusal a take ends in, or undefined when it counted. */
async function refusal(take: Promise<unknown>): Promise<TooManyRequests | undefined> {
  try {
    await take;
    return undefined;
  } catch (error) {
    if (error instanceof TooManyRequests) return error;
    throw error;
  }
}

const engines = [
  { name: 'in process', engine: () => memoryLimiters, skip: false },
  { name: 'Redis', engine: () => redisEngine(), skip: !redisAvailable },
];

describe.each(engines)('the throttle $name', ({ engine, skip }) => {
  const rule: ThrottleRule = { limit: 2, windowMs: 60_000 };

  it.skipIf(skip)('counts at once and refuses past the limit with the lockout answer', async () => {
    const throttle = new CountingThrottle(engine());
    await throttle.take([['k', rule]]);
    await throttle.take([['k', rule]]);
    const refused = await refusal(throttle.take([['k', rule]]));
    expect(refused?.message).toBe(AccountMessages.throttled);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it.skipIf(skip)('gives the count back once, however often the release is called', async () => {
    const throttle = new CountingThrottle(engine());
    const release = await throttle.take([['k', rule]]);
    await throttle.take([['k', rule]]);
    await release();
    await release();
    await throttle.take([['k', rule]]);
    expect(await refusal(throttle.take([['k', rule]]))).toBeInstanceOf(TooManyRequests);
  });

  it.skipIf(skip)('counts nothing for a refused request, on any of its keys', async () => {
    const throttle = new CountingThrottle(engine());
    const first = await throttle.take([['full', rule]]);
    await throttle.take([['full', rule]]);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        await refusal(
          throttle.take([
            ['other', rule],
            ['full', rule],
          ]),
        ),
      ).toBeInstanceOf(TooManyRequests);
    }
    // The refusals left "other" untouched and "full" at its limit: one release reopens exactly one slot.
    await throttle.take([['other', rule]]);
    await throttle.take([['other', rule]]);
    expect(await refusal(throttle.take([['other', rule]]))).toBeInstanceOf(TooManyRequests);
    await first();
    await throttle.take([['full', rule]]);
    expect(await refusal(throttle.take([['full', rule]]))).toBeInstanceOf(TooManyRequests);
  });

  it.skipIf(skip)('starts a key afresh when told to forget it', async () => {
    const throttle = new CountingThrottle(engine());
    await throttle.take([['k', rule]]);
    await throttle.take([['k', rule]]);
    await throttle.forget(['k', rule]);
    await throttle.take([['k', rule]]);
    await throttle.take([['k', rule]]);
    expect(await refusal(throttle.take([['k', rule]]))).toBeInstanceOf(TooManyRequests);
  });

  it.skipIf(skip)('starts a new window when the old one has passed', async () => {
    const short: ThrottleRule = { limit: 1, windowMs: 1_000 };
    const throttle = new CountingThrottle(engine());
    await throttle.take([['k', short]]);
    expect(await refusal(throttle.take([['k', short]]))).toBeInstanceOf(TooManyRequests);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await refusal(throttle.take([['k', short]]))).toBeUndefined();
  });

  it.skipIf(skip)('lets exactly the limit through of many parallel takes', async () => {
    const throttle = new CountingThrottle(engine());
    const results = await Promise.all(
      Array.from({ length: 50 }, () => refusal(throttle.take([['k', { limit: 5, windowMs: 60_000 }]]))),
    );
    expect(results.filter((result) => result === undefined)).toHaveLength(5);
  });
});

describe.skipIf(!redisAvailable)('the throttle in Redis, across instances', () => {
  const rule: ThrottleRule = { limit: 5, windowMs: 60_000 };

  it('shares the counts of instances on one prefix, even under 100 parallel takes', async () => {
    const prefix = redisTestEnv().REDIS_PREFIX;
    const a = new CountingThrottle(redisEngine(prefix));
    const b = new CountingThrottle(redisEngine(prefix));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) => refusal((index % 2 ? a : b).take([['account', rule]]))),
    );
    expect(results.filter((result) => result === undefined)).toHaveLength(5);
  });

  it('keeps the counts across a restart', async () => {
    const prefix = redisTestEnv().REDIS_PREFIX;
    const before = new CountingThrottle(redisEngine(prefix));
    for (let attempt = 0; attempt < 5; attempt++) await before.take([['account', rule]]);
    const restarted = new CountingThrottle(redisEngine(prefix));
    expect(await refusal(restarted.take([['account', rule]]))).toBeInstanceOf(TooManyRequests);
  });

  it('counts in this process while Redis is unreachable, rather than failing or letting everything through', async () => {
    const gone = new Redis(TEST_REDIS_URL, { lazyConnect: true });
    const throttle = new CountingThrottle(redisLimiters(gone, redisTestEnv().REDIS_PREFIX));
    for (let attempt = 0; attempt < 5; attempt++) await throttle.take([['account', rule]]);
    expect(await refusal(throttle.take([['account', rule]]))).toBeInstanceOf(TooManyRequests);
    expect(gone.status).toBe('wait');
  });
});
