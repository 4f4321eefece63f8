import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache.ts';

const deferred = () => {
  let resolve!: (value: { value: unknown }) => void;
  const promise = new Promise<{ value: unknown }>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('CatalogCache', () => {
  it('shares one load between concurrent misses and keeps the answer for its lifetime', async () => {
    let now = 0;
    const cache = new CatalogCache(1_000, 10, () => now);
    let loads = 0;
    const load = async () => ({ value: { loads: ++loads } });
    const [first, second] = await Promise.all([cache.answer('home', load), cache.answer('home', load)]);
    expect(loads).toBe(1);
    expect(first).toBe(second);
    expect((await cache.answer('home', load)).body).toBe('{"loads":1}');
    now = 1_001;
    expect((await cache.answer('home', load)).body).toBe('{"loads":2}');
  });

  it('does not keep an answer whose load began before a clear', async () => {
    const cache = new CatalogCache();
    const slow = deferred();
    const stale = cache.answer('product:1', () => slow.promise);
    cache.clear();
    const fresh = cache.answer('product:1', async () => ({ value: 'after the write' }));
    slow.resolve({ value: 'before the write' });
    expect((await stale).body).toBe('"before the write"');
    expect((await fresh).body).toBe('"after the write"');
    expect((await cache.answer('product:1', async () => ({ value: 'unused' }))).body).toBe('"after the write"');
  });

  it('keeps nothing with a zero lifetime', async () => {
    const cache = new CatalogCache(0);
    let loads = 0;
    await cache.answer('list', async () => ({ value: ++loads }));
    await cache.answer('list', async () => ({ value: ++loads }));
    expect(loads).toBe(2);
  });
});
