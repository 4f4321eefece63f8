/** A serialized answer; `total` is the X-Total-Count of a page. */
export interface CachedAnswer {
  body: string;
  total?: number;
}

/**
 * Serialized catalogue answers, shared by all visitors. A successful write from the studio or the
 * console clears it at once in this process (app.ts); the time limit bounds staleness across processes.
 */
export class CatalogCache {
  private readonly entries = new Map<string, CachedAnswer & { expiresAt: number }>();
  /** Answers being computed: concurrent misses for one key share a single load (no stampede). */
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  /** Moves on every clear(), so a load that started before a write is not kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  answer(key: string, load: () => Promise<{ value: unknown; total?: number }>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return Promise.resolve(cached);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load()
      .then(({ value, total }) => {
        const answer = { body: JSON.stringify(value), total, expiresAt: this.now() + this.ttlMs };
        // An answer computed across a clear() may predate the write: serve it once, do not keep it.
        if (generation === this.generation) this.remember(key, answer);
        return answer;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private remember(key: string, answer: CachedAnswer & { expiresAt: number }): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, answer);
  }
}
