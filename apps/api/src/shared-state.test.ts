import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { createSharedState } from './shared-state.ts';
import { deleteRedisKeys, redisAvailable, redisTestEnv, TEST_REDIS_URL } from './test/redis.ts';
import { WAIT_BUDGET_MS } from './test/until.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'art-market-shared-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const log = pino({ level: 'silent' });
const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), ...env });

describe('the engine for limits and catalogue clears', () => {
  it('refuses to start when REDIS_URL cannot be reached, naming it', async () => {
    await expect(createSharedState(config({ REDIS_URL: 'redis://127.0.0.1:1' }), log)).rejects.toThrow(
      /^REDIS_URL: cannot connect to Redis/,
    );
  });

  it.skipIf(!redisAvailable)('opens two named Redis connections and closes both', async () => {
    const env = redisTestEnv();
    const ours = async () => {
      const list = (await admin.client('LIST')) as string;
      return list.split('\n').filter((line) => line.includes(` name=${env.REDIS_PREFIX}`)).length;
    };
    const admin = new Redis(TEST_REDIS_URL);
    try {
      const shared = await createSharedState(config(env), log);
      expect(await ours()).toBe(2);
      await shared.close();
      await vi.waitFor(async () => expect(await ours()).toBe(0), { timeout: WAIT_BUDGET_MS });
    } finally {
      await admin.quit();
      await deleteRedisKeys(env.REDIS_PREFIX);
    }
  });
});
