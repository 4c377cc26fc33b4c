/**
 * The listing list cache of spec section 9: whole browse pages kept for 5 minutes, at most 100 of
 * them, all dropped at once on any listing change. Values are shared between callers and must be
 * treated as read-only.
 */
export interface ListCache {
  /** The cached value of `key`, or what `load` returns (stored for the next caller). */
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry; called after a listing write commits. Never throws. */
  clear(): Promise<void>;
}

/** A cache the app owns and closes on shutdown. */
export interface ClosableListCache extends ListCache {
  close(): Promise<void>;
}

/** Always loads, keeps nothing: for reads no visitor asks again (alerts, the bench's timings). */
export const noListCache: ListCache = { getOrLoad: (_key, load) => load(), clear: async () => undefined };

export const LIST_CACHE_LIMITS = { ttlMs: 5 * 60_000, maxEntries: 100 } as const;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, entry]) => [name, canonical(entry)]),
    );
  }
  return value;
}

/** One key per meaning: the same query with its keys in any order (or unset ones left out) hits. */
export const listCacheKey = (scope: string, query: object) => `${scope}:${JSON.stringify(canonical(query))}`;
