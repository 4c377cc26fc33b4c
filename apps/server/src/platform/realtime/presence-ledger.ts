import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * What presence was last told about each person, and the one-at-a-time rule its checks follow.
 *
 * Counting a person's sockets on each connect and disconnect and telling others on a count of 1
 * or 0 misses changes: two sockets opening together both count 2 and nobody hears "online". So a
 * check compares what it counts with what was last told, not with a number, and checks of one
 * person run one at a time across every instance: the last check always sees the last change.
 */
export interface PresenceLedger {
  /** Runs `check` alone among this person's checks (on every instance sharing the ledger). */
  exclusive<T>(userId: string, check: () => Promise<T>): Promise<T>;
  /** Records that others were told `online`; answers what they had been told before. */
  swap(userId: string, online: boolean): Promise<boolean>;
}

/** One process's ledger: its sockets are the only ones. */
export function localPresenceLedger(): PresenceLedger {
  const tails = new Map<string, Promise<unknown>>();
  const told = new Set<string>();
  return {
    exclusive(userId, check) {
      const run = (tails.get(userId) ?? Promise.resolve()).then(check, check);
      const tail = run.catch(() => undefined);
      tails.set(userId, tail);
      // Nobody waiting behind this one: forget the person (a map of everyone ever seen would grow).
      void tail.then(() => tails.get(userId) === tail && tails.delete(userId));
      return run;
    },
    async swap(userId, online) {
      const before = told.has(userId);
      if (online) told.add(userId);
      else told.delete(userId);
      return before;
    },
  };
}

// A check holds the lock at most this long (fetchSockets waits up to 5 s for other instances);
// a crashed holder's lock lapses after it.
const LOCK_MS = 15_000;
const RETRY_MS = 10;
// "Online" as told is kept this long after the last check: an instance that crashed with the
// person's sockets cannot leave them online for good.
const TOLD_SECONDS = 86_400;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/** The ledger every instance shares through Redis (with the Redis adapter). */
export function redisPresenceLedger(redis: Redis, prefix: string): PresenceLedger {
  const local = localPresenceLedger();
  const lockKey = (userId: string) => `${prefix}presence-lock:${userId}`;
  const toldKey = (userId: string) => `${prefix}presence:${userId}`;
  const lock = async (userId: string) => {
    const token = randomBytes(8).toString('hex');
    while ((await redis.set(lockKey(userId), token, 'PX', LOCK_MS, 'NX')) !== 'OK') {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    return token;
  };
  return {
    // This instance's checks queue here first, so only one of them at a time waits on Redis.
    exclusive: (userId, check) =>
      local.exclusive(userId, async () => {
        const token = await lock(userId);
        try {
          return await check();
        } finally {
          await redis.eval(RELEASE, 1, lockKey(userId), token).catch(() => undefined);
        }
      }),
    async swap(userId, online) {
      const before = online
        ? await redis.set(toldKey(userId), '1', 'EX', TOLD_SECONDS, 'GET')
        : await redis.getdel(toldKey(userId));
      return before !== null;
    },
  };
}
