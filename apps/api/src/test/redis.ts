import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

// The Redis-backed tests use the local server; each gets a prefix of its own, so files running in
// parallel never share a key or a channel.

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether the tests that need Redis can run. `npm test` promises no outside service, so without a Redis
 * they are skipped with a warning; CI has one, and there a missing Redis fails instead of skipping.
 */
export const redisAvailable = await isReachable(TEST_REDIS_URL);
if (!redisAvailable) {
  if (process.env.CI) throw new Error(`Redis is not reachable at ${TEST_REDIS_URL}`);
  console.warn(`Redis is not reachable at ${TEST_REDIS_URL}: the Redis tests are skipped`);
}

/** REDIS_URL with a fresh prefix, for createTestApp (a second app given the same env shares the counts). */
export function redisTestEnv(): { REDIS_URL: string; REDIS_PREFIX: string } {
  return { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `art-market-test-${randomBytes(6).toString('hex')}:` };
}

/** Removes the keys a test left under its prefix (they would expire with their windows anyway). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(TEST_REDIS_URL);
  try {
    for await (const keys of client.scanStream({ match: `${prefix}*`, count: 500 })) {
      if ((keys as string[]).length > 0) await client.del(...(keys as string[]));
    }
  } finally {
    await client.quit();
  }
}

async function isReachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
