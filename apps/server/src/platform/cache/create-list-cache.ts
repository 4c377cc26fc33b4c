import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ClosableListCache } from './list-cache.js';
import { MemoryListCache } from './memory-list-cache.js';
import { RedisListCache } from './redis-list-cache.js';

export const DEFAULT_LIST_CACHE_PREFIX = 'souqna:list-cache:';

/** In memory for one instance; through Redis when REDIS_URL is set, so several stay coherent. */
export function createListCache(options: {
  redisUrl?: string;
  prefix?: string;
  version: string;
  log: FastifyBaseLogger;
}): ClosableListCache {
  if (!options.redisUrl) return new MemoryListCache();
  // Short timeouts: a slow Redis costs a browse request one database read, never a long wait.
  const redis = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  return new RedisListCache(redis, options.log, {
    prefix: options.prefix ?? DEFAULT_LIST_CACHE_PREFIX,
    version: options.version,
  });
}
