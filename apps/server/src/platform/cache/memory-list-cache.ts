import { LIST_CACHE_LIMITS, type ClosableListCache } from './list-cache.js';

interface Options {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds now; tests hand in their own clock. */
  now?: () => number;
}

/** One process's cache: least recently used dropped first, concurrent misses share one load. */
export class MemoryListCache implements ClosableListCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  // A load that started before a clear may have read the old rows: its result must not be kept.
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: Options = {}) {
    this.ttlMs = options.ttlMs ?? LIST_CACHE_LIMITS.ttlMs;
    this.maxEntries = options.maxEntries ?? LIST_CACHE_LIMITS.maxEntries;
    this.now = options.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      // Re-inserting moves the key to the end of the Map's order: the most recently used.
      if (hit.expiresAt > this.now()) {
        this.entries.set(key, hit);
        return hit.value as T;
      }
    }
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (generation === this.generation) this.store(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  async clear() {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  async close() {
    await this.clear();
  }

  private store(key: string, value: unknown) {
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
