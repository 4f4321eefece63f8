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

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async answer(key: string, load: () => Promise<{ value: unknown; total?: number }>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached;
    const { value, total } = await load();
    const answer = { body: JSON.stringify(value), total, expiresAt: this.now() + this.ttlMs };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, answer);
    return answer;
  }

  clear(): void {
    this.entries.clear();
  }
}
