import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerToClientEvents } from '@souqna/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createUser } from '../factories.js';
import { createServerData, signIn, startServer, type ServerProcess } from './server-process.js';

// Issue 22: two real server processes on one Redis, a socket on one and the HTTP call on the
// other. The adapter's channels carry a prefix of this run's own, so parallel runs sharing the
// machine's Redis never hear each other.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `souqna-test-${randomBytes(6).toString('hex')}:`;
const sharedDatabase = Boolean(process.env.DATABASE_URL);

const datas: Awaited<ReturnType<typeof createServerData>>[] = [];
afterAll(async () => {
  for (const data of datas) await data.remove();
});

const PERSON = { password: 'Test#Password1' };
const people = () =>
  [
    {
      id: randomUUID(),
      email: `buyer-${randomUUID()}@example.com`,
      username: `b${Date.now()}`,
      name: 'Buyer',
    },
    {
      id: randomUUID(),
      email: `seller-${randomUUID()}@example.com`,
      username: `s${Date.now()}`,
      name: 'Seller',
    },
  ] as const;

/**
 * Server A and server B on REDIS_URL. On PostgreSQL both share one database. On the embedded
 * database each has its own (PGlite is one process's), holding the same two people, so what
 * crosses from one process to the other can only be the Redis adapter's doing.
 */
async function startTwo(accounts: ReturnType<typeof people>) {
  const first = await createServerData();
  const second = await createServerData();
  datas.push(first, second);
  for (const data of sharedDatabase ? [first] : [first, second]) {
    const database = await data.open();
    await database.migrate();
    for (const account of accounts) await createUser(database.db, { ...account, ...PERSON });
    await database.close();
  }
  const env = (data: typeof first) => ({
    ...data.env,
    DATABASE_URL: sharedDatabase ? first.env.DATABASE_URL : data.env.DATABASE_URL,
    REDIS_URL,
    REDIS_PREFIX,
  });
  return [await startServer(env(first)), await startServer(env(second))] as const;
}

async function online(server: ServerProcess, authorization: string) {
  const socket = connect(server.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: authorization },
  });
  onTestFinished(() => void socket.disconnect());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const next = <K extends keyof ServerToClientEvents>(socket: Socket, event: K) =>
  new Promise<Parameters<ServerToClientEvents[K]>[0]>((resolve) =>
    socket.once(event as string, (payload: Parameters<ServerToClientEvents[K]>[0]) => resolve(payload)),
  );

const call = async (
  server: ServerProcess,
  method: string,
  path: string,
  authorization: string,
  body?: object,
) => {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { data: { id: string; conversationId: string } };
};

describe('realtime across two server processes sharing REDIS_URL', () => {
  it('a message posted to A reaches a socket on B, and one posted to B a socket on A', async () => {
    const accounts = people();
    const [a, b] = await startTwo(accounts);
    const [buyer, seller] = accounts;
    const buyerOnA = (await signIn(a.url, buyer.email, PERSON.password)).authorization;
    const sellerOnB = (await signIn(b.url, seller.email, PERSON.password)).authorization;
    const [buyerSocket, sellerSocket] = [await online(a, buyerOnA), await online(b, sellerOnB)];

    const alert = next(sellerSocket, 'NEW_MESSAGE_ALERT');
    const sent = await call(a, 'POST', '/messages', buyerOnA, {
      recipientId: seller.id,
      content: 'Hello from A',
    });
    expect(await alert).toMatchObject({
      id: sent.data.id,
      userId: seller.id,
      senderId: buyer.id,
      content: 'Hello from A',
    });

    const answer = next(buyerSocket, 'message:new');
    const reply = await call(b, 'POST', '/messages', sellerOnB, {
      recipientId: buyer.id,
      content: 'Hello from B',
    });
    expect((await answer).message).toMatchObject({ id: reply.data.id, content: 'Hello from B' });

    // Presence counts sockets on every instance: the seller's last socket, on B, closing is heard
    // on A, and A's thread list asks B whether the seller is online.
    const sellerOnline = async () =>
      (
        (await call(a, 'GET', '/messages/conversations', buyerOnA)) as unknown as {
          data: { items: { otherParticipant: { online: boolean | null } }[] };
        }
      ).data.items[0]?.otherParticipant.online;
    expect(await sellerOnline()).toBe(true);
    const wentOffline = next(buyerSocket, 'presence');
    sellerSocket.disconnect();
    expect(await wentOffline).toMatchObject({ userId: seller.id, online: false });
    expect(await sellerOnline()).toBe(false);
    const cameBack = next(buyerSocket, 'presence');
    await online(b, sellerOnB);
    expect(await cameBack).toEqual({ userId: seller.id, online: true });
    expect(await sellerOnline()).toBe(true);

    // The read mark needs the one conversation both servers read: PostgreSQL only.
    if (!sharedDatabase) return;
    const readMark = next(buyerSocket, 'message:read');
    await call(
      b,
      'PUT',
      `/messages/conversations/${sent.data.conversationId}/messages/${sent.data.id}/read`,
      sellerOnB,
    );
    expect(await readMark).toMatchObject({ readerId: seller.id, messageId: sent.data.id });

    // A logout on B closes the buyer's socket held by A.
    const buyerOnB = (await signIn(b.url, buyer.email, PERSON.password)).authorization;
    const secondSocket = await online(a, buyerOnB);
    const closed = new Promise<string>((resolve) => secondSocket.once('disconnect', resolve));
    await call(b, 'POST', '/auth/logout', buyerOnB, {});
    expect(await closed).toBe('io server disconnect');
    expect(buyerSocket.connected).toBe(true);
  }, 420_000);
});
