import { describe, expect, it } from 'vitest';
import { LIST_CACHE_LIMITS, listCacheKey } from './list-cache.js';
import { MemoryListCache } from './memory-list-cache.js';

/** A load that resolves when the test says so, counting its calls. */
function gate<T>(value: T) {
  let release = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  const load = { calls: 0, release, run: async () => (load.calls++, await opened, value) };
  return load;
}

function counting() {
  const calls: string[] = [];
  return { calls, load: (value: string) => async () => (calls.push(value), value) };
}

describe('MemoryListCache', () => {
  it('serves a page for 5 minutes, then loads it again', async () => {
    let now = 1_000_000;
    const cache = new MemoryListCache({ now: () => now });
    const { calls, load } = counting();
    expect(await cache.getOrLoad('page', load('first'))).toBe('first');
    now += LIST_CACHE_LIMITS.ttlMs - 1;
    expect(await cache.getOrLoad('page', load('second'))).toBe('first');
    now += 1;
    expect(await cache.getOrLoad('page', load('third'))).toBe('third');
    expect(calls).toEqual(['first', 'third']);
  });

  it('keeps at most 100 pages, dropping the least recently used', async () => {
    const cache = new MemoryListCache();
    const { calls, load } = counting();
    for (let index = 0; index < 100; index++) await cache.getOrLoad(`page ${index}`, load(`page ${index}`));
    // Reading page 0 makes page 1 the least recently used.
    await cache.getOrLoad('page 0', load('again 0'));
    await cache.getOrLoad('page 100', load('page 100'));
    expect(cache.size).toBe(100);
    calls.splice(0);
    await cache.getOrLoad('page 0', load('again 0'));
    await cache.getOrLoad('page 2', load('again 2'));
    await cache.getOrLoad('page 1', load('again 1'));
    expect(calls).toEqual(['again 1']);
  });

  it('lets concurrent misses of one key share a single load', async () => {
    const cache = new MemoryListCache();
    const load = gate({ items: ['a'] });
    const first = cache.getOrLoad('page', load.run);
    const second = cache.getOrLoad('page', load.run);
    load.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual({ items: ['a'] });
    expect(b).toBe(a);
    expect(load.calls).toBe(1);
  });

  it('forgets everything on clear, including a load that started before it', async () => {
    const cache = new MemoryListCache();
    const { calls, load } = counting();
    await cache.getOrLoad('kept', load('old'));
    const slow = gate('read before the write');
    const pending = cache.getOrLoad('slow', slow.run);
    await cache.clear();
    // A caller after the clear must not join the load that read the old rows.
    const after = gate('read after the write');
    const fresh = cache.getOrLoad('slow', after.run);
    slow.release();
    after.release();
    expect(await pending).toBe('read before the write');
    expect(await fresh).toBe('read after the write');
    expect(await cache.getOrLoad('slow', load('unused'))).toBe('read after the write');
    expect(await cache.getOrLoad('kept', load('new'))).toBe('new');
    expect(calls).toEqual(['old', 'new']);
  });

  it('does not keep a failed load', async () => {
    const cache = new MemoryListCache();
    await expect(cache.getOrLoad('page', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.getOrLoad('page', async () => 'loaded')).toBe('loaded');
  });
});

describe('listCacheKey', () => {
  it('is one key per meaning: key order and unset values do not matter', () => {
    expect(
      listCacheKey('browse', { page: 1, make: 'kia', model: undefined, sort: { by: 'price', order: 'asc' } }),
    ).toBe(listCacheKey('browse', { sort: { order: 'asc', by: 'price' }, make: 'kia', page: 1 }));
    expect(listCacheKey('browse', { page: 1 })).not.toBe(listCacheKey('browse', { page: 2 }));
    expect(listCacheKey('browse', { page: 1 })).not.toBe(listCacheKey('search', { page: 1 }));
  });
});
