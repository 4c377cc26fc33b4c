import { Redis } from 'ioredis';

/**
 * A token bucket per key (a user, an action): `burst` at once, then one more every
 * `refillMs`. The per-address limits of @fastify/rate-limit cannot tell apart people behind one
 * carrier NAT; this counts what one signed-in person does.
 */
export interface UserBudget {
  /** Spends one token: 0 when allowed, else the seconds until the next one. */
  take(key: string): Promise<number>;
  close(): Promise<void>;
}

export interface BudgetShape {
  burst: number;
  refillMs: number;
}

export class MemoryUserBudget implements UserBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly shape: BudgetShape) {}

  async take(key: string): Promise<number> {
    const now = Date.now();
    const { burst, refillMs } = this.shape;
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, bucket.tokens + (now - bucket.at) / refillMs);
    // A full bucket is the default: forgetting it keeps the map as small as the active users.
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.max(1, Math.ceil(((1 - tokens) * refillMs) / 1000));
    }
    if (tokens - 1 >= burst - 1e-9) this.buckets.delete(key);
    else this.buckets.set(key, { tokens: tokens - 1, at: now });
    this.prune(now);
    return 0;
  }

  private prune(now: number) {
    if (this.buckets.size < 10_000) return;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) / this.shape.refillMs >= this.shape.burst)
        this.buckets.delete(key);
    }
  }

  async close() {}
}

// The bucket in one round trip, on Redis's clock so instances with drifting clocks agree.
// KEYS[1] bucket; ARGV: burst, refill ms. Returns the milliseconds to wait (0: taken).
const TAKE = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local burst = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or ms
tokens = math.min(burst, tokens + (ms - at) / refill)
local wait = 0
if tokens < 1 then wait = math.ceil((1 - tokens) * refill) else tokens = tokens - 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(ms))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * refill))
return wait
`;

/** The same bucket shared by every instance through Redis (DESIGN.md 1: no state in a process). */
export class RedisUserBudget implements UserBudget {
  constructor(
    private readonly redis: Redis,
    private readonly shape: BudgetShape,
    private readonly prefix: string,
  ) {}

  async take(key: string): Promise<number> {
    // Fails open: a Redis outage must not stop people from talking; the per-address limits remain.
    const wait = (await this.redis
      .eval(TAKE, 1, `${this.prefix}${key}`, this.shape.burst, this.shape.refillMs)
      .catch(() => 0)) as number;
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

/** In memory for one instance; through Redis when REDIS_URL is set, so all instances count together. */
export function createUserBudget(options: {
  redisUrl?: string;
  prefix: string;
  shape: BudgetShape;
}): UserBudget {
  if (!options.redisUrl) return new MemoryUserBudget(options.shape);
  const redis = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  return new RedisUserBudget(redis, options.shape, options.prefix);
}
