import { afterAll, beforeAll } from 'vitest';
import { deleteRedisKeys, redisAvailable, redisTestEnv } from './redis.ts';
import { createSecondApp, createTestApp, type TestApp } from './test-app.ts';

/** Two instances of the app on one database and one Redis prefix, as behind a load balancer. */
export interface TwoInstances {
  a: TestApp;
  b: TestApp;
}

/**
 * Starts two instances before the file's tests and closes them after; without Redis nothing starts (the
 * tests skip with `describe.skipIf(!redisAvailable)`). `env` adds settings; `ready` arranges data once.
 * Read `a` and `b` inside a test: they exist only once the tests run.
 */
export function twoInstancesOnRedis(env: Record<string, string> = {}, ready?: (a: TestApp) => Promise<void>): TwoInstances {
  const shared = { ...redisTestEnv(), ...env };
  const instances = {} as TwoInstances;
  beforeAll(async () => {
    if (!redisAvailable) return;
    instances.a = await createTestApp(shared);
    instances.b = await createSecondApp(instances.a);
    await ready?.(instances.a);
  });
  afterAll(async () => {
    if (!redisAvailable) return;
    await instances.b.close();
    await instances.a.close();
    await deleteRedisKeys(shared.REDIS_PREFIX);
  });
  return instances;
}
