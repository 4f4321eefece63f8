import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { MemoryUploadSlots, type ReleaseUploadSlot, type UploadSlots } from './upload-slots.ts';

/** How long a slot lasts without renewal, and how often its holder renews it while the upload runs. */
export interface SlotLease {
  ttlMs: number;
  renewEveryMs: number;
}

/**
 * A killed instance never gives its slots back, so each lapses 30 s after its last renewal: the vendor is
 * refused at most that long after a crash, while a live upload renews its slot twice within a lease.
 */
export const UPLOAD_SLOT_LEASE: SlotLease = { ttlMs: 30_000, renewEveryMs: 10_000 };

// One sorted set per account: a member per slot, scored with the moment it lapses on Redis's own clock
// (the instances' clocks may differ). Each script is atomic, so parallel takes on any instance cannot
// all slip past the limit.
const TAKE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

// Only a slot still held is renewed: one that lapsed meanwhile (Redis away for a whole lease) may have
// been given to another upload, and taking it back could pass the limit.
const RENEW = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[2]), ARGV[1]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1`;

/**
 * Upload slots in Redis, shared by every instance. A slot is a lease its holder renews while the upload
 * runs and removes at the end, so a dead instance's slots free themselves within one lease. While Redis is
 * away, slots are counted in this process, as without Redis, rather than refusing every upload.
 */
export class RedisUploadSlots implements UploadSlots {
  private readonly fallback = new MemoryUploadSlots();

  constructor(
    private readonly client: Redis,
    private readonly keyPrefix: string,
    private readonly log: FastifyBaseLogger,
    private readonly lease: SlotLease = UPLOAD_SLOT_LEASE,
  ) {}

  async take(key: string, limit: number): Promise<ReleaseUploadSlot | undefined> {
    const setKey = `${this.keyPrefix}upload-slots:${key}`;
    const slot = randomUUID();
    let taken: unknown;
    try {
      taken = await this.client.eval(TAKE, 1, setKey, slot, limit, this.lease.ttlMs);
    } catch (error) {
      this.log.warn({ err: error }, 'Redis unavailable: upload slots counted in this process');
      return this.fallback.take(key, limit);
    }
    if (taken !== 1) return undefined;
    const renewal = setInterval(() => {
      // A renewal that fails leaves the slot to lapse, which only ever frees it early.
      this.client.eval(RENEW, 1, setKey, slot, this.lease.ttlMs).catch(() => undefined);
    }, this.lease.renewEveryMs);
    renewal.unref();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(renewal);
      // Unreachable, the slot lapses at the end of its lease instead.
      await this.client.zrem(setKey, slot).catch(() => undefined);
    };
  }
}
