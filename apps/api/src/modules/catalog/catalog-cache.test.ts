import { productCardSchema } from '@art-market/domain/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CatalogCache, ENTRY_OVERHEAD_BYTES } from './catalog-cache.ts';

const deferred = () => {
  let resolve!: (value: { value: unknown }) => void;
  const promise = new Promise<{ value: unknown }>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

const anything = z.unknown();

describe('CatalogCache', () => {
  it('shares one load between concurrent misses and keeps the answer for its lifetime', async () => {
    // A clock that starts at 0 would read as "no start time" to lru-cache; real clocks never do.
    let now = 10_000;
    const cache = new CatalogCache({ ttlMs: 1_000, now: () => now });
    let loads = 0;
    const load = async () => ({ value: { loads: ++loads } });
    const [first, second] = await Promise.all([cache.answer('home', anything, load), cache.answer('home', anything, load)]);
    expect(loads).toBe(1);
    expect(first).toBe(second);
    expect((await cache.answer('home', anything, load)).body).toBe('{"loads":1}');
    now = 11_001;
    expect((await cache.answer('home', anything, load)).body).toBe('{"loads":2}');
  });

  it('tells the other instances of a clear, but not of a clear that came from them', async () => {
    let told = 0;
    const cache = new CatalogCache({ peers: { clearElsewhere: () => told++ } });
    let loads = 0;
    const load = async () => ({ value: ++loads });
    await cache.answer('home', anything, load);
    cache.clear();
    expect(told).toBe(1);
    expect((await cache.answer('home', anything, load)).body).toBe('2');
    cache.clearHere();
    expect(told).toBe(1);
    expect((await cache.answer('home', anything, load)).body).toBe('3');
  });

  it('does not keep an answer whose load began before a clear', async () => {
    const cache = new CatalogCache();
    const slow = deferred();
    const stale = cache.answer('product:1', anything, () => slow.promise);
    cache.clear();
    const fresh = cache.answer('product:1', anything, async () => ({ value: 'after the write' }));
    slow.resolve({ value: 'before the write' });
    expect((await stale).body).toBe('"before the write"');
    expect((await fresh).body).toBe('"after the write"');
    expect((await cache.answer('product:1', anything, async () => ({ value: 'unused' }))).body).toBe('"after the write"');
  });

  it('keeps nothing with a zero lifetime', async () => {
    const cache = new CatalogCache({ ttlMs: 0 });
    let loads = 0;
    await cache.answer('list', anything, async () => ({ value: ++loads }));
    await cache.answer('list', anything, async () => ({ value: ++loads }));
    expect(loads).toBe(2);
    expect(cache.usage).toEqual({ entries: 0, bytes: 0 });
  });

  it('stays within its byte bound, evicting the least recently used answers first', async () => {
    // Each entry is its overhead, its key (1 character) and its JSON text (2 quotes and 27 characters).
    const entry = ENTRY_OVERHEAD_BYTES + 30;
    const cache = new CatalogCache({ maxBytes: 3 * entry + 10 });
    const loads: string[] = [];
    const ask = (key: string) =>
      cache.answer(key, anything, async () => {
        loads.push(key);
        return { value: key.repeat(27) };
      });
    await ask('a');
    await ask('b');
    await ask('c');
    expect(cache.usage).toEqual({ entries: 3, bytes: 3 * entry });
    await ask('a'); // a hit: "a" is now the most recently used
    await ask('d'); // a fourth would pass the bound: "b" goes
    expect(cache.usage).toEqual({ entries: 3, bytes: 3 * entry });
    await ask('a');
    await ask('c');
    await ask('d');
    await ask('b');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
    expect(cache.usage.bytes).toBeLessThanOrEqual(3 * entry + 10);
  });

  it('does not keep an answer larger than the whole bound', async () => {
    const cache = new CatalogCache({ maxBytes: ENTRY_OVERHEAD_BYTES + 10 });
    const answer = await cache.answer('huge', anything, async () => ({ value: 'x'.repeat(50) }));
    expect(answer.body).toHaveLength(52);
    expect(cache.usage).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops expired answers that nobody asks for again', async () => {
    let now = 10_000;
    const cache = new CatalogCache({ ttlMs: 1_000, now: () => now });
    await cache.answer('list:1', anything, async () => ({ value: [1] }));
    await cache.answer('list:2', anything, async () => ({ value: [2] }));
    expect(cache.usage.entries).toBe(2);
    now = 11_500;
    await cache.answer('home', anything, async () => ({ value: {} }));
    expect(cache.usage).toEqual({ entries: 1, bytes: ENTRY_OVERHEAD_BYTES + 'home'.length + 2 });
  });

  it('parses a fresh answer with its response schema, so a stray column never leaves', async () => {
    const cache = new CatalogCache();
    const card = {
      id: 'p1',
      title: 'Monsoon',
      artistName: 'Meera',
      artistType: 'Emerging Artists',
      category: 'Themes',
      subCategory: 'Nature',
      excerpt: 'Rain',
      price: 10,
      taxAmount: 1,
      totalPrice: 11,
      isSoldOut: false,
      createdAt: '2025-01-01T00:00:00.000Z',
      images: [],
      vendorEmail: 'leak@example.com',
    };
    const answer = await cache.answer('list', z.array(productCardSchema), async () => ({ value: [card] }));
    expect(JSON.parse(answer.body)).toEqual([{ ...card, vendorEmail: undefined }]);
    expect(answer.body).not.toContain('leak@example.com');
    await expect(
      cache.answer('broken', z.array(productCardSchema), async () => ({ value: [{ id: 'p2' }] as never })),
    ).rejects.toThrow();
    expect(cache.usage.entries).toBe(1);
  });

  it('keeps text answers as they are', async () => {
    const cache = new CatalogCache();
    expect((await cache.answerText('sitemap', async () => '<urlset/>')).body).toBe('<urlset/>');
    expect((await cache.answerText('sitemap', async () => 'unused')).body).toBe('<urlset/>');
  });
});
