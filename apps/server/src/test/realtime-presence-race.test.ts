import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../modules/auth/auth.sessions.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import { RealtimeGateway, type PresenceChange } from '../platform/realtime/gateway.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { connectedSocket } from './sockets.js';

// The presence race (issue 22): two sockets of one person opening at the same moment. Each
// presence check counts the person's sockets once its socket is in; when both are in before
// either counts, a check that tells others on a count of 1 tells nobody. The probe holds the first
// check until the second socket is connected, so that interleaving happens on every run: on one
// instance, and on two instances sharing Redis with one socket on each.

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Instance {
  gateway: RealtimeGateway;
  server: HttpServer;
  url: string;
}
const instances: Instance[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const { gateway, server } of instances.splice(0)) {
    await gateway.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Holds the first presence check of `userId` until `release`; tells when it is held. */
function holdFirstCheck(userId: string) {
  let release!: () => void;
  let held!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (held = resolve));
  let first = true;
  const probe = async (who: string) => {
    if (who !== userId || !first) return;
    first = false;
    held();
    await released;
  };
  return { probe, reached, release };
}

/** A gateway on a port of its own, signing sockets in through the app's real sessions. */
async function startInstance(
  probe: (userId: string) => Promise<void>,
  changes: PresenceChange[],
  redisPrefix?: string,
): Promise<Instance> {
  const server = createServer();
  const deps = { db: t.db, jwtSecret: t.config.jwtSecret, events: t.app.services.events } as ServiceDeps;
  const gateway = new RealtimeGateway(server, {
    authenticate: async (token) => {
      const auth = await resolveSession(deps, token);
      return { userId: auth.user.id, sessionId: auth.sessionId };
    },
    allowedOrigins: [],
    ...(redisPrefix ? { redisUrl: REDIS_URL, redisPrefix } : { redisPrefix: 'unused:' }),
    log: pino({ level: 'silent' }),
    presenceProbe: probe,
  });
  gateway.onPresence((change) => void changes.push(change));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const instance = { gateway, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  instances.push(instance);
  return instance;
}

async function signIn() {
  const user = await t.factories.createUser();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.44.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    payload: { email: user.email, password: user.password },
  });
  return { id: user.id, token: response.json().data.tokens.accessToken as string };
}

const online = (url: string, token: string) => connectedSocket(url, token, sockets);

/** Resolves once `changes` holds `count` entries. */
async function told(changes: PresenceChange[], count: number) {
  while (changes.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  return changes.map(({ userId, online: isOnline }) => ({ userId, online: isOnline }));
}

/** Where the second socket goes: the first one's instance, or another telling the same list. */
type Place = (first: Instance, changes: PresenceChange[]) => Promise<Instance>;

async function twoSocketsAtOnce(placeSecond: Place, prefix?: string) {
  const person = await signIn();
  const changes: PresenceChange[] = [];
  const hold = holdFirstCheck(person.id);
  const a = await startInstance(hold.probe, changes, prefix);
  const b = await placeSecond(a, changes);
  const first = await online(a.url, person.token);
  await hold.reached;
  // The first check is held with one socket in; the second socket joins before it counts.
  const second = await online(b.url, person.token);
  hold.release();
  expect(await told(changes, 1)).toEqual([{ userId: person.id, online: true }]);

  // The second tab closing changes nothing; the last one closing is "offline", once.
  second.disconnect();
  first.disconnect();
  expect(await told(changes, 2)).toEqual([
    { userId: person.id, online: true },
    { userId: person.id, online: false },
  ]);
}

describe('presence when two sockets of one person open at the same moment', () => {
  it('is told "online" once on one instance', async () => {
    await twoSocketsAtOnce(async (a) => a);
  });

  it('is told "online" once across two instances on Redis, one socket on each', async () => {
    const prefix = `souqna-test-${randomBytes(6).toString('hex')}:`;
    // Both instances' listeners write to one list: "once" counts every instance's announcements.
    await twoSocketsAtOnce((_, changes) => startInstance(async () => undefined, changes, prefix), prefix);
  });
});
