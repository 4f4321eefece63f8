import type { z } from 'zod';
import { PageStarts } from './page-starts.ts';
import { SharedLoads } from './shared-loads.ts';

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
 * Serialized catalogue answers, shared by all visitors, and the remembered starting points of deep pages. A
 * successful write from the studio or the console clears both at once here and tells the other instances' copies
 * (shared-state.ts); the time limits bound staleness should that message be lost. The answers' memory is bounded
 * in bytes: past the bound the least recently used answers go first.
 */
export class CatalogCache {
  private readonly answers: SharedLoads<CachedAnswer>;
  /** Kept whatever the answers' lifetime: they are not answers, but where a listing's deep pages start. */
  readonly pageStarts: PageStarts;
  private readonly peers: CatalogCachePeers;

  constructor({
    ttlMs = 30_000,
    maxBytes = DEFAULT_CATALOG_CACHE_BYTES,
    now = Date.now,
    peers = NO_PEERS,
  }: CatalogCacheOptions = {}) {
    this.peers = peers;
    this.answers = new SharedLoads<CachedAnswer>({
      ttlMs,
      maxSize: maxBytes,
      // JSON text is mostly one byte a character in V8; the key is kept too.
      sizeOf: (answer, key) => ENTRY_OVERHEAD_BYTES + key.length + answer.body.length,
      now,
    });
    this.pageStarts = new PageStarts({ now });
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
    return this.answers.get(key, async () => {
      const { value, total } = await load();
      return { body: JSON.stringify(schema.parse(value)), total };
    });
  }

  /** A text answer kept as it is (the sitemap's XML). */
  answerText(key: string, load: () => Promise<string>): Promise<CachedAnswer> {
    return this.answers.get(key, async () => ({ body: await load() }));
  }

  /** After a write that changes what the storefront shows: every instance drops its answers. */
  clear(): void {
    this.clearHere();
    this.peers.clearElsewhere();
  }

  /** Drops this instance's answers only (another instance's write, or a clear that may have been missed). */
  clearHere(): void {
    this.answers.clear();
    this.pageStarts.clear();
  }

  /** How many answers are kept and their estimated size. */
  get usage(): { entries: number; bytes: number } {
    const { entries, size } = this.answers.usage;
    return { entries, bytes: size };
  }
}
