import { AUTH_LIMITS } from '@souqna/contracts';
import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createUser } from '../factories.js';
import { createServerData, startServer, type ServerProcess } from './server-process.js';

// Two real server processes behind an imagined load balancer, sharing the machine's Redis (as
// DESIGN.md's REDIS_URL) and, on PostgreSQL, one database. Each run speaks from addresses of its
// own (X-Forwarded-For, believed with TRUST_PROXY), so runs never spend each other's budgets.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const runNet = `10.${randomInt(1, 255)}.${randomInt(0, 255)}`;
let hosts = 0;
const freshAddress = () => `${runNet}.${++hosts}`;

const datas: Awaited<ReturnType<typeof createServerData>>[] = [];
const sharedDatabase = Boolean(process.env.DATABASE_URL);
afterAll(async () => {
  for (const data of datas) await data.remove();
});

/**
 * Two servers on REDIS_URL, started one after the other inside the test, which stops them when it
 * ends (so a test's time allows two starts, up to 150 s each on a busy machine); on PostgreSQL
 * both use the first one's database, each keeping a data folder of its own.
 */
async function startTwo() {
  const first = await createServerData();
  const second = await createServerData();
  datas.push(first, second);
  const env = (data: typeof first) => ({
    ...data.env,
    DATABASE_URL: first.env.DATABASE_URL,
    REDIS_URL,
    TRUST_PROXY: 'true',
  });
  return { servers: [await startServer(env(first)), await startServer(env(second))], open: first.open };
}

const post = (server: ServerProcess, path: string, address: string, body: object) =>
  fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

describe('two server processes sharing REDIS_URL', () => {
  it('share one rate-limit budget: the 21st reset request of a minute is refused, whichever server gets it', async () => {
    const { servers } = await startTwo();
    const address = freshAddress();
    // Both servers, and the path's alias on one of them; all at once, so the twenty fall inside
    // the budget's minute however slowly a busy machine answers each.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, call) => {
        const path = call % 2 ? '/auth/forgot-password' : '/auth/password-reset/request';
        return (await post(servers[call % 2]!, path, address, { email: 'nobody@example.com' })).status;
      }),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    for (const server of servers) {
      const refused = await post(server, '/auth/password-reset/request', address, { email: 'x@example.com' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address has its own budget.
    expect(
      (await post(servers[1]!, '/auth/forgot-password', freshAddress(), { email: 'x@example.com' })).status,
    ).toBe(200);
  }, 420_000);

  // Two processes cannot share one PGlite folder: on the embedded database the in-process
  // two-instance tests of auth.login-guard cover this, and CI's PostgreSQL pass runs it here.
  if (!sharedDatabase) return;
  it('agree on login delays and locks, which live in the database', async () => {
    const { servers, open } = await startTwo();
    const database = await open();
    onTestFinished(() => database.close());
    const user = await createUser(database.db);
    const login = (server: ServerProcess, address: string, password: string) =>
      post(server, '/auth/login', address, { email: user.email, password });

    // One source: three attempts, the third on the other server, then it waits on both.
    const source = freshAddress();
    for (const server of [servers[0]!, servers[0]!, servers[1]!]) {
      expect((await login(server, source, 'Wrong#Password1')).status).toBe(401);
    }
    expect((await login(servers[0]!, source, user.password)).status).toBe(429);

    // Ten unknown addresses, alternating servers, lock the account for strangers on both.
    const answers = [];
    for (let attempt = 0; attempt < AUTH_LIMITS.lockThreshold; attempt++) {
      answers.push((await login(servers[attempt % 2]!, freshAddress(), 'Wrong#Password1')).status);
    }
    expect(answers.at(-1)).toBe(423);
    for (const server of servers) {
      const locked = await login(server, freshAddress(), user.password);
      expect(locked.status).toBe(423);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(AUTH_LIMITS.lockMinutes * 60 - 10);
    }
  }, 420_000);
});
