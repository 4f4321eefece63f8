import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { type LimiterFactory, memoryLimiters } from './throttle.ts';

/**
 * Counts in Redis, shared by every instance and kept across restarts: each count is one Lua script
 * (create the window if absent, increment, read its time left), so it is atomic. While Redis is away
 * the counts fall back to this process, as without Redis, rather than refusing every login.
 */
export function redisLimiters(client: Redis, keyPrefix: string): LimiterFactory {
  return (rule) =>
    new RateLimiterRedis({
      storeClient: client,
      // One namespace for every rule: the callers' keys are distinct, and a changed limit keeps its counts.
      keyPrefix: `${keyPrefix}limit`,
      points: rule.limit,
      duration: rule.windowMs / 1000,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memoryLimiters(rule),
    });
}
