import { LRUCache } from 'lru-cache';

export interface SharedLoadsOptions<V> {
  /** How long a value is kept; 0 keeps nothing (every miss loads, concurrent ones still share the load). */
  ttlMs: number;
  /** The bound on what the values hold, in the units of `sizeOf`. */
  maxSize: number;
  sizeOf: (value: V, key: string) => number;
  now: () => number;
}

/**
 * Values loaded once and shared by everyone who asks: concurrent misses for one key share a single load (no
 * stampede), values are kept for a lifetime within a bound on their size (the least recently used go first),
 * and clear() drops them together with the loads still under way.
 */
export class SharedLoads<V extends object> {
  private readonly entries: LRUCache<string, V> | undefined;
  private readonly loading = new Map<string, Promise<V>>();
  /** Moves on every clear(), so a load that started before a write is not kept after it. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private nextSweep = 0;

  constructor({ ttlMs, maxSize, sizeOf, now }: SharedLoadsOptions<V>) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, V>({
            maxSize,
            sizeCalculation: sizeOf,
            ttl: ttlMs,
            // The clock is read on every look-up (the default caches it for a millisecond of real time).
            ttlResolution: 0,
            perf: { now },
          })
        : undefined;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    this.sweepExpired();
    const kept = this.entries?.get(key);
    if (kept) return Promise.resolve(kept);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then((value) => {
        // A value loaded across a clear() may predate the write: serve it once, do not keep it.
        // One larger than the whole bound is not kept either (lru-cache refuses it).
        if (generation === this.generation) this.entries?.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  clear(): void {
    this.generation += 1;
    this.entries?.clear();
    this.loading.clear();
  }

  /** How many values are kept and their size. */
  get usage(): { entries: number; size: number } {
    return { entries: this.entries?.size ?? 0, size: this.entries?.calculatedSize ?? 0 };
  }

  /**
   * Expired values leave at most one lifetime after they expire, even if nobody asks for them again
   * (one pass per lifetime, rather than lru-cache's timer per entry).
   */
  private sweepExpired(): void {
    const now = this.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + this.ttlMs;
    this.entries?.purgeStale();
  }
}
