import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LIST_CACHE_LIMITS } from './list-cache.js';
import { RedisListCache } from './redis-list-cache.js';

// The real Redis of the machine (CI and DESIGN.md's REDIS_URL); every run has its own prefix.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const runPrefix = `souqna-test:${randomBytes(6).toString('hex')}:`;
const silent = pino({ level: 'silent' });
const admin = new Redis(REDIS_URL);
const opened: RedisListCache[] = [];
let prefixes = 0;

async function instances(count: number, prefix = `${runPrefix}${prefixes++}:`) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      await once(redis, 'ready');
      const cache = new RedisListCache(redis, silent, { prefix, version: 'test' });
      opened.push(cache);
      return cache;
    }),
  ).then((caches) => ({ caches, prefix }));
}

// Entry names are hashes; the generation's index and sequence live beside them.
const entryKeys = async (prefix: string) =>
  (await admin.keys(`${prefix}0:*`)).filter((key) => /:[0-9a-f]{32}$/.test(key));

function counting() {
  const calls: string[] = [];
  return { calls, load: (value: string) => async () => (calls.push(value), { value }) };
}

afterEach(async () => {
  for (const cache of opened.splice(0)) await cache.close();
});
afterAll(async () => {
  const keys = await admin.keys(`${runPrefix}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

describe('RedisListCache', () => {
  it('serves a stored page to every instance, kept for 5 minutes', async () => {
    const {
      caches: [a, b],
      prefix,
    } = await instances(2);
    const { calls, load } = counting();
    expect(await a!.getOrLoad('page', load('from a'))).toEqual({ value: 'from a' });
    expect(await b!.getOrLoad('page', load('from b'))).toEqual({ value: 'from a' });
    expect(calls).toEqual(['from a']);
    const [entry] = await entryKeys(prefix);
    const ttl = await admin.pttl(entry!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LIST_CACHE_LIMITS.ttlMs);
  });

  it('makes every instance miss after a clear on any of them', async () => {
    const {
      caches: [a, b],
    } = await instances(2);
    const { calls, load } = counting();
    await a!.getOrLoad('page', load('before'));
    await b!.clear();
    expect(await a!.getOrLoad('page', load('after, on a'))).toEqual({ value: 'after, on a' });
    expect(await b!.getOrLoad('page', load('after, on b'))).toEqual({ value: 'after, on a' });
    expect(calls).toEqual(['before', 'after, on a']);
  });

  it('never serves a page loaded across a clear after that clear', async () => {
    const {
      caches: [a, b],
    } = await instances(2);
    let release = () => {};
    let started = () => {};
    const loading = new Promise<void>((resolve) => (started = resolve));
    const slow = a!.getOrLoad('page', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'read before the write' };
    });
    // The load has begun, so the generation it will store under was read before the clear.
    await loading;
    await b!.clear();
    release();
    expect(await slow).toEqual({ value: 'read before the write' });
    expect(await b!.getOrLoad('page', async () => ({ value: 'fresh' }))).toEqual({ value: 'fresh' });
    expect(await a!.getOrLoad('page', async () => ({ value: 'unused' }))).toEqual({ value: 'fresh' });
  });

  it('lets concurrent misses on one instance share a single load', async () => {
    const {
      caches: [a],
    } = await instances(1);
    const { calls, load } = counting();
    const pages = await Promise.all([a!.getOrLoad('page', load('one')), a!.getOrLoad('page', load('two'))]);
    expect(pages).toEqual([{ value: 'one' }, { value: 'one' }]);
    expect(calls).toEqual(['one']);
  });

  it('keeps at most 100 entries per generation, dropping the oldest', async () => {
    const {
      caches: [a],
      prefix,
    } = await instances(1);
    const { calls, load } = counting();
    for (let index = 0; index <= LIST_CACHE_LIMITS.maxEntries; index++) {
      await a!.getOrLoad(`page ${index}`, load(`page ${index}`));
    }
    const entries = await entryKeys(prefix);
    expect(entries).toHaveLength(LIST_CACHE_LIMITS.maxEntries);
    expect(await admin.zcard(`${prefix}0:index`)).toBe(LIST_CACHE_LIMITS.maxEntries);
    calls.splice(0);
    await a!.getOrLoad('page 100', load('again 100'));
    await a!.getOrLoad('page 1', load('again 1'));
    await a!.getOrLoad('page 0', load('again 0'));
    expect(calls).toEqual(['again 0']);
  });

  it('loads from the database when Redis cannot be reached, and warns without the password', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    // Port 1 refuses connections: nothing listens there.
    const redis = new Redis('redis://cache:hunter2secret@127.0.0.1:1', {
      maxRetriesPerRequest: 1,
      retryStrategy: () => 50,
    });
    const cache = new RedisListCache(redis, pino({ level: 'warn' }, sink), { prefix: `${runPrefix}down:` });
    opened.push(cache);
    const { calls, load } = counting();
    expect(await cache.getOrLoad('page', load('first'))).toEqual({ value: 'first' });
    await expect(cache.clear()).resolves.toBeUndefined();
    expect(await cache.getOrLoad('page', load('second'))).toEqual({ value: 'second' });
    expect(calls).toEqual(['first', 'second']);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: expect.stringContaining('listing cache') });
    expect(lines.join('')).not.toContain('hunter2secret');
  });
});
