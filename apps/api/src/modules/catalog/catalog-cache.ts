import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/** A serialized answer; `total` is the X-Total-Count of a page. */
export interface CachedAnswer {
  body: string;
  total?: number;
}

/** The copies of the cache in other instances: told of every clear so they drop theirs too. */
export interface CatalogCachePeers {
  clearElsewhere(): void;
}

/** One process: nobody else to tell. */
export const NO_PEERS: CatalogCachePeers = { clearElsewhere: () => {} };

export interface CatalogCacheOptions {
  ttlMs?: number;
  /** The bound on what the entries hold, estimated from their text (CATALOG_CACHE_MAX_BYTES). */
  maxBytes?: number;
  now?: () => number;
  peers?: CatalogCachePeers;
}

export const DEFAULT_CATALOG_CACHE_BYTES = 64 * 1024 * 1024;
/** What an entry costs beyond its text (map slot, object, numbers), so many tiny answers count too. */
export const ENTRY_OVERHEAD_BYTES = 200;

/**
 * Serialized catalogue answers, shared by all visitors. A successful write from the studio or the
 * console clears it at once here and tells the other instances' copies (shared-state.ts); the time
 * limit bounds staleness should that message be lost. Memory is bounded in bytes: past the bound the
 * least recently used answers go first (lru-cache keeps the order, the sizes and the lifetimes).
 */
export class CatalogCache {
  private readonly entries: LRUCache<string, CachedAnswer> | undefined;
  /** Answers being computed: concurrent misses for one key share a single load (no stampede). */
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  /** Moves on every clear(), so a load that started before a write is not kept after it. */
  private generation = 0;
  private readonly peers: CatalogCachePeers;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private nextSweep = 0;

  constructor({
    ttlMs = 30_000,
    maxBytes = DEFAULT_CATALOG_CACHE_BYTES,
    now = Date.now,
    peers = NO_PEERS,
  }: CatalogCacheOptions = {}) {
    this.peers = peers;
    this.ttlMs = ttlMs;
    this.now = now;
    // A lifetime of 0 keeps nothing (every request computes its answer).
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, CachedAnswer>({
            maxSize: maxBytes,
            // JSON text is mostly one byte a character in V8; the key is kept too.
            sizeCalculation: (answer, key) => ENTRY_OVERHEAD_BYTES + key.length + answer.body.length,
            ttl: ttlMs,
            // The clock is read on every look-up (the default caches it for a millisecond of real time).
            ttlResolution: 0,
            perf: { now },
          })
        : undefined;
  }

  /**
   * A JSON answer. On a miss the fresh value is parsed with the route's response schema before it is
   * kept, so a stray column is dropped and what is sent matches the OpenAPI document.
   */
  answer<S extends z.ZodType>(
    key: string,
    schema: S,
    load: () => Promise<{ value: z.input<S>; total?: number }>,
  ): Promise<CachedAnswer> {
    return this.remembered(key, async () => {
      const { value, total } = await load();
      return { body: JSON.stringify(schema.parse(value)), total };
    });
  }

  /** A text answer kept as it is (the sitemap's XML). */
  answerText(key: string, load: () => Promise<string>): Promise<CachedAnswer> {
    return this.remembered(key, async () => ({ body: await load() }));
  }

  /** After a write that changes what the storefront shows: every instance drops its answers. */
  clear(): void {
    this.clearHere();
    this.peers.clearElsewhere();
  }

  /** Drops this instance's answers only (another instance's write, or a clear that may have been missed). */
  clearHere(): void {
    this.generation += 1;
    this.entries?.clear();
    this.loading.clear();
  }

  /** How many answers are kept and their estimated size. */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.entries?.size ?? 0, bytes: this.entries?.calculatedSize ?? 0 };
  }

  private remembered(key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    this.sweepExpired();
    const cached = this.entries?.get(key);
    if (cached) return Promise.resolve(cached);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then((answer) => {
        // An answer computed across a clear() may predate the write: serve it once, do not keep it.
        // One larger than the whole bound is not kept either (lru-cache refuses it).
        if (generation === this.generation) this.entries?.set(key, answer);
        return answer;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /**
   * Expired answers leave at most one lifetime after they expire, even if nobody asks for them again
   * (one pass per lifetime, rather than lru-cache's timer per entry).
   */
  private sweepExpired(): void {
    const now = this.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.ttlMs;
    this.entries?.purgeStale();
  }
}
