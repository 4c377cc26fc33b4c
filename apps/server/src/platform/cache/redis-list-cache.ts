import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LIST_CACHE_LIMITS, type ClosableListCache } from './list-cache.js';

// The generation and that generation's entry in one round trip. KEYS[1] generation counter;
// ARGV: key prefix, entry name.
const READ = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2]) }
`;

// Stores an entry under its generation and drops that generation's oldest past the bound. The
// index orders entries by a counter (a clock would tie within a millisecond); all share one TTL,
// so the ones that expired on their own are its oldest and are forgotten first. KEYS[1]
// generation counter; ARGV: prefix, generation, entry name, value, ttl ms, counter ttl ms,
// max entries.
const WRITE = `
local entry = ARGV[1] .. ARGV[2] .. ':' .. ARGV[3]
local index = ARGV[1] .. ARGV[2] .. ':index'
local sequence = ARGV[1] .. ARGV[2] .. ':sequence'
redis.call('SET', entry, ARGV[4], 'PX', ARGV[5])
redis.call('ZADD', index, redis.call('INCR', sequence), entry)
redis.call('PEXPIRE', index, ARGV[5])
redis.call('PEXPIRE', sequence, ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
while true do
  local first = redis.call('ZRANGE', index, 0, 0)
  if #first == 0 or redis.call('EXISTS', first[1]) == 1 then break end
  redis.call('ZREM', index, first[1])
end
local excess = redis.call('ZCARD', index) - tonumber(ARGV[7])
if excess > 0 then
  local oldest = redis.call('ZPOPMIN', index, excess)
  for i = 1, #oldest, 2 do redis.call('DEL', oldest[i]) end
end
return 1
`;

interface ScriptedRedis extends Redis {
  listCacheRead(generationKey: string, prefix: string, name: string): Promise<[string, string | null]>;
  listCacheWrite(generationKey: string, ...args: string[]): Promise<number>;
}

interface Options {
  /** Every key starts with it; instances sharing one must share one database. */
  prefix: string;
  /** Mixed into entry names, so instances of another release never read this one's shapes. */
  version?: string;
  ttlMs?: number;
  maxEntries?: number;
}

// After losing its connection, ioredis would queue commands until it reconnects: browsing must
// not wait for that, so these states go straight to the database.
const DOWN = new Set(['reconnecting', 'close', 'end']);
const WARN_EVERY_MS = 60_000;

/**
 * The cache shared by every instance through Redis. `clear` increments a generation counter that
 * is part of every entry's key, so all instances miss at once and old entries simply expire.
 * Redis trouble never fails a request: the page is loaded from the database instead.
 */
export class RedisListCache implements ClosableListCache {
  private readonly redis: ScriptedRedis;
  private readonly generationKey: string;
  private readonly loading = new Map<string, Promise<unknown>>();
  private clearPending = false;
  private lastWarning = -Infinity;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    redis: Redis,
    private readonly log: FastifyBaseLogger,
    private readonly options: Options,
  ) {
    this.ttlMs = options.ttlMs ?? LIST_CACHE_LIMITS.ttlMs;
    this.maxEntries = options.maxEntries ?? LIST_CACHE_LIMITS.maxEntries;
    this.generationKey = `${options.prefix}generation`;
    redis.defineCommand('listCacheRead', { numberOfKeys: 1, lua: READ });
    redis.defineCommand('listCacheWrite', { numberOfKeys: 1, lua: WRITE });
    this.redis = redis as ScriptedRedis;
    this.redis.on('error', (error: unknown) => this.warn('connection', error));
    // A clear that could not reach Redis is sent as soon as it is back, so other instances
    // stop serving what was cached before the write.
    this.redis.on('ready', () => {
      if (this.clearPending) void this.clear();
    });
  }

  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (DOWN.has(this.redis.status)) return load();
    const name = this.entryName(key);
    let generation: string;
    try {
      const [current, raw] = await this.redis.listCacheRead(this.generationKey, this.options.prefix, name);
      if (raw !== null) return JSON.parse(raw) as T;
      generation = current;
    } catch (error) {
      this.warn('read', error);
      return load();
    }
    const slot = `${generation}:${name}`;
    const pending = this.loading.get(slot);
    if (pending) return pending as Promise<T>;
    const promise = this.loadAndStore(generation, name, load).finally(() => {
      if (this.loading.get(slot) === promise) this.loading.delete(slot);
    });
    this.loading.set(slot, promise);
    return promise;
  }

  async clear() {
    this.loading.clear();
    if (DOWN.has(this.redis.status)) {
      this.clearPending = true;
      return;
    }
    try {
      await this.redis
        .multi()
        .incr(this.generationKey)
        .pexpire(this.generationKey, this.ttlMs * 2)
        .exec();
      this.clearPending = false;
    } catch (error) {
      this.clearPending = true;
      this.warn('clear', error);
    }
  }

  async close() {
    this.loading.clear();
    // QUIT would wait in the offline queue for a connection that may never come.
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async loadAndStore<T>(generation: string, name: string, load: () => Promise<T>): Promise<T> {
    const value = await load();
    // Stored under the generation read before loading: had a clear come in between, nobody reads
    // that generation any more, so a page read before the write can never be served after it.
    await this.redis
      .listCacheWrite(
        this.generationKey,
        this.options.prefix,
        generation,
        name,
        JSON.stringify(value),
        String(this.ttlMs),
        // The counter outlives every entry, then goes too: no key is left behind for good.
        String(this.ttlMs * 2),
        String(this.maxEntries),
      )
      .catch((error: unknown) => this.warn('write', error));
    return value;
  }

  private entryName(key: string) {
    return createHash('sha256')
      .update(`${this.options.version ?? ''}\n${key}`)
      .digest('hex')
      .slice(0, 32);
  }

  // Only the message: an error object may carry the connection options, password included.
  private warn(operation: string, error: unknown) {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    const reason = error instanceof Error ? error.message : String(error);
    this.log.warn({ operation, reason }, 'listing cache: Redis unavailable, reading from the database');
  }
}
