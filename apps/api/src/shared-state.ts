import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { CatalogCache } from './modules/catalog/catalog-cache.ts';
import { closeRedis, openRedis } from './plugins/redis.ts';
import { RedisCacheClearChannel } from './plugins/redis-cache-channel.ts';
import { redisLimiters } from './plugins/redis-throttle.ts';
import { RedisUploadSlots } from './plugins/redis-upload-slots.ts';
import { CountingThrottle, memoryLimiters, type Throttle } from './plugins/throttle.ts';
import { MemoryUploadSlots, type UploadSlots } from './plugins/upload-slots.ts';

/** What instances must agree on: the request limits' counts, the uploads in flight and when the catalogue cache was cleared. */
export interface SharedState {
  throttle: Throttle;
  uploadSlots: UploadSlots;
  catalogCache: CatalogCache;
  close(): Promise<void>;
}

/**
 * The one place that picks the engine (ADR 0018): without REDIS_URL both live in this process, as one
 * instance needs; with it, limits are counted in Redis and catalogue clears go out on a Redis channel.
 */
export async function createSharedState(config: Config, log: FastifyBaseLogger): Promise<SharedState> {
  const cacheOptions = { ttlMs: config.CATALOG_CACHE_SECONDS * 1000, maxBytes: config.CATALOG_CACHE_MAX_BYTES };
  if (!config.REDIS_URL) {
    return {
      throttle: new CountingThrottle(memoryLimiters),
      uploadSlots: new MemoryUploadSlots(),
      catalogCache: new CatalogCache(cacheOptions),
      close: async () => {},
    };
  }
  const commands = await openRedis(config.REDIS_URL, log, `${config.REDIS_PREFIX}commands`);
  let subscriber: Redis | undefined;
  try {
    // A subscribed connection can do nothing else, so clears arrive on a second one.
    subscriber = await openRedis(config.REDIS_URL, log, `${config.REDIS_PREFIX}subscriber`);
    const channel = new RedisCacheClearChannel(commands, subscriber, `${config.REDIS_PREFIX}catalog-cache-clear`, log);
    const catalogCache = new CatalogCache({ ...cacheOptions, peers: channel });
    await channel.listen(() => catalogCache.clearHere());
    const connections = [commands, subscriber];
    return {
      throttle: new CountingThrottle(redisLimiters(commands, config.REDIS_PREFIX)),
      uploadSlots: new RedisUploadSlots(commands, config.REDIS_PREFIX, log),
      catalogCache,
      close: async () => {
        await Promise.all(connections.map(closeRedis));
      },
    };
  } catch (error) {
    await Promise.all([commands, subscriber].map((client) => client && closeRedis(client)));
    throw error;
  }
}
