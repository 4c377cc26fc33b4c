import type { AddressInfo } from 'node:net';
import type { Notification, ServerToClientEvents } from '@souqna/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { editRequests, photo } from './listing-edits.js';

type Events = keyof ServerToClientEvents;
type Payload<E extends Events> = Parameters<ServerToClientEvents[E]>[0];

/**
 * For the notification tests: the app of the test file, listening (built before its tests,
 * closed after them), people signed in (premium, so they may post), their sockets, and what their
 * bell holds. `env` is read when the app is built (a mail test's SMTP sink is listening by then).
 */
export function notificationHelpers(env: () => Record<string, string> = () => ({})) {
  let t: TestApp;
  const app = () => t;
  beforeAll(async () => {
    t = await buildTestApp(env());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  afterEach(() => closeSockets());

  const sockets: Socket[] = [];
  let edits: ReturnType<typeof editRequests> | undefined;
  const requests = () => (edits ??= editRequests(app()));
  // Each call from an address of its own: the per-address rate limits never answer for the test.
  let addresses = 0;
  const address = () => `10.55.${(++addresses >> 8) & 255}.${addresses & 255}`;

  async function person(overrides: Parameters<TestApp['factories']['createUser']>[0] = {}) {
    const signed = await requests().signIn(overrides);
    const token = signed.auth.authorization.replace('Bearer ', '');
    return { ...signed, token };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Person, payload?: object) {
    const response = await app().app.inject({
      method,
      url,
      headers: who.auth,
      remoteAddress: address(),
      ...(payload ? { payload } : {}),
    });
    return response.json();
  }

  /** The person's notifications, newest first. */
  const inbox = async (who: Person): Promise<Notification[]> =>
    (await call('GET', '/api/notifications?limit=100', who)).data.items;

  /** A connected socket of the person, recording every event it hears. */
  async function online(who: Person) {
    const address = app().app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${address.port}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: who.token },
    });
    sockets.push(socket);
    const heard: { event: string; payload: unknown }[] = [];
    socket.onAny((event: string, payload: unknown) => void heard.push({ event, payload }));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const next = <E extends Events>(event: E) =>
      new Promise<Payload<E>>((resolve) => socket.once(event as string, resolve));
    return { socket, heard, next };
  }

  const closeSockets = () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  };

  /** A multipart edit of a listing (price, status), as the web sends it. */
  const edit = (who: Person, listingId: string, fields: Record<string, string>) =>
    requests().send('PUT', `/api/listings/${listingId}`, who.auth, fields);

  /** A car listed through the real create path (live at once, with one photo). */
  async function listing(owner: Person, title = 'Toyota Corolla 2015', price = '9000', currency = 'USD') {
    const response = await requests().send(
      'POST',
      '/api/listings',
      owner.auth,
      {
        title,
        description: 'Clean, papers ready.',
        price,
        currency,
        location: 'Damascus',
        category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
        details: JSON.stringify({ make: 'toyota', model: 'corolla', year: 2015 }),
      },
      [await photo('#204060')],
    );
    return response.json().data as { id: string; title: string; status: string };
  }

  const save = (who: Person, listingId: string) => call('POST', `/api/listings/saved/${listingId}`, who);

  const settings = (who: Person, notifications: Record<string, boolean>) =>
    call('PUT', '/api/users/settings/notifications', who, notifications);

  return { app, person, call, inbox, online, listing, edit, save, settings };
}
