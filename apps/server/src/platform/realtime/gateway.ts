import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { REALTIME_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@souqna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { bearerTokenOf } from '../auth/auth-guard.js';
import type { EventBus } from '../events/event-bus.js';
import { localPresenceLedger, redisPresenceLedger, type PresenceLedger } from './presence-ledger.js';
import { cookieOf, LEGACY_SESSION_COOKIE, SESSION_COOKIE } from '../http/cookies.js';

/** Who a socket signed in as: fixed at the handshake. */
export interface SocketAuth {
  userId: string;
  sessionId: string;
}

/** The thread the socket has on screen (its client's `conversation:open`), if any. */
type SocketData = SocketAuth & { openConversationId?: string };
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type ClientHandler<K extends keyof ClientToServerEvents> = (
  who: SocketAuth,
  ...args: Parameters<ClientToServerEvents[K]>
) => Promise<void> | void;

/** Someone's first socket opened or their last one closed (`at`: when). */
export interface PresenceChange {
  userId: string;
  online: boolean;
  at: Date;
}

export interface RealtimeOptions {
  /** The auth module's answer for an access token (throws when it is expired or revoked). */
  authenticate: (token: string) => Promise<SocketAuth>;
  /** Origins whose pages may sign a socket in by cookie (the CSRF guard's list). */
  allowedOrigins: readonly string[];
  redisUrl?: string;
  /** Before the adapter's channels, so instances of another deployment (or test run) stay apart. */
  redisPrefix: string;
  log: FastifyBaseLogger;
  /**
   * Awaited at the start of every presence check, inside its turn: tests hold a check here to
   * force the interleaving of two sockets opening together.
   */
  presenceProbe?: (userId: string) => Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const stripBearer = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().replace(/^Bearer\s+/i, '') : undefined;

/**
 * The handshake's token: `auth.token`, the Authorization header or the `token` query (the spec's
 * clients send all three, with or without "Bearer "), else the session cookie, which only a page
 * of an allowed origin may use: a socket is a cross-site request a browser sends cookies with.
 */
function handshakeToken(socket: AppSocket, allowedOrigins: readonly string[]) {
  const { auth, headers, query } = socket.handshake;
  const explicit =
    stripBearer((auth as Record<string, unknown> | undefined)?.token) ??
    bearerTokenOf(headers) ??
    stripBearer(query.token);
  if (explicit) return explicit;
  const cookie = cookieOf(headers, SESSION_COOKIE) ?? cookieOf(headers, LEGACY_SESSION_COOKIE);
  if (!cookie) return undefined;
  const origin = headers.origin;
  return origin === undefined || allowedOrigins.includes(origin) ? cookie : undefined;
}

/**
 * Lets go of what the handshake carried once the socket is signed in: socket.io keeps the headers,
 * query and token in `handshake`, and engine.io keeps the upgrade request (the same headers, and
 * their raw copy) through a listener on the TCP socket, all for the socket's life, and nothing
 * reads them again. About 2 KB of heap a socket (docs/bench.md, realtime).
 */
function forgetHandshake(socket: AppSocket) {
  const conn = socket.conn as unknown as { request: IncomingMessage | null };
  if (conn.request) {
    conn.request.headers = {};
    conn.request.rawHeaders = [];
  }
  conn.request = null;
  const handshake = socket.handshake as { headers: object; query: object; auth: object };
  handshake.headers = {};
  handshake.query = {};
  handshake.auth = {};
}

/**
 * socket.io on the API's port (DESIGN.md 5: platform/realtime). Each signed-in socket joins its
 * user's room and its session's room; modules reach people through `toUsers`, never a socket. With
 * REDIS_URL, the Redis adapter carries every emit and disconnect to the instances holding the
 * sockets.
 */
export class RealtimeGateway {
  readonly io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  private readonly redisClients: Redis[] = [];
  private readonly presenceListeners: ((change: PresenceChange) => Promise<void> | void)[] = [];
  private readonly presence: PresenceLedger;

  constructor(
    server: HttpServer,
    private readonly options: RealtimeOptions,
  ) {
    this.io = new Server(server, {
      path: REALTIME_PATH,
      transports: ['websocket', 'polling'],
      serveClient: false,
      // Same origin only by default, as the API's CORS.
      cors: { origin: [...options.allowedOrigins], credentials: true },
    });
    if (options.redisUrl) {
      const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
      const sub = pub.duplicate();
      this.redisClients.push(pub, sub);
      for (const client of this.redisClients) {
        client.on('error', (error) => options.log.warn({ err: error }, 'realtime redis connection failed'));
      }
      this.io.adapter(createAdapter(pub, sub, { key: `${options.redisPrefix}socket.io` }));
    }
    this.presence = options.redisUrl
      ? redisPresenceLedger(this.redisClients[0]!, options.redisPrefix)
      : localPresenceLedger();
    this.io.use((socket, next) => {
      const token = handshakeToken(socket, options.allowedOrigins);
      if (!token) return next(new Error('Unauthorized'));
      options.authenticate(token).then(
        (who) => {
          socket.data.userId = who.userId;
          socket.data.sessionId = who.sessionId;
          next();
        },
        () => next(new Error('Session expired. Please log in again.')),
      );
    });
    this.io.on('connection', (socket) => {
      forgetHandshake(socket);
      const { userId } = socket.data;
      void socket.join([userRoom(userId), sessionRoom(socket.data.sessionId)]);
      this.presenceChanged(userId);
      socket.on('disconnect', () => this.presenceChanged(userId));
      // Only ever narrows what its own user is told (no NEW_MESSAGE for a thread on screen), so
      // whatever id a client sends needs no membership check; only its shape is checked.
      socket.on('conversation:open', (payload: unknown, ack?: unknown) => {
        const id = (payload as { conversationId?: unknown } | null)?.conversationId;
        socket.data.openConversationId = typeof id === 'string' && UUID.test(id) ? id : undefined;
        if (typeof ack === 'function') ack();
      });
    });
  }

  /**
   * After one of the user's sockets opened or closed: whether they have any on any instance, told
   * to the listeners when it differs from what was told last. Checks of one user take turns on
   * every instance (the ledger), so two sockets opening together cannot both stay silent.
   */
  private presenceChanged(userId: string) {
    if (this.presenceListeners.length === 0) return;
    this.presence
      .exclusive(userId, async () => {
        await this.options.presenceProbe?.(userId);
        const online = (await this.socketsOf([userId])).length > 0;
        if ((await this.presence.swap(userId, online)) === online) return;
        const change = { userId, online, at: new Date() };
        for (const listener of this.presenceListeners) await listener(change);
      })
      .catch((error: unknown) =>
        this.options.log.warn({ err: error, userId }, 'realtime presence update failed'),
      );
  }

  /** Sockets of these people everywhere; this instance's alone when another does not answer. */
  private async socketsOf(userIds: readonly string[]) {
    const rooms = userIds.map(userRoom);
    try {
      return await this.io.in(rooms).fetchSockets();
    } catch (error) {
      this.options.log.warn({ err: error }, 'realtime instances did not answer; counting local sockets');
      return this.io.local.in(rooms).fetchSockets();
    }
  }

  /** Who of these people has a socket open on any instance. */
  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    return new Set((await this.socketsOf(userIds)).map((socket) => socket.data.userId));
  }

  /** Who of these people has this conversation on screen in some socket, on any instance. */
  async viewersOf(userIds: readonly string[], conversationId: string): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const sockets = await this.socketsOf(userIds);
    return new Set(
      sockets
        .filter((socket) => socket.data.openConversationId === conversationId)
        .map((socket) => socket.data.userId),
    );
  }

  /** Called with each presence change; modules decide who may hear of it. */
  onPresence(listener: (change: PresenceChange) => Promise<void> | void) {
    this.presenceListeners.push(listener);
  }

  /** Registers what a client event does; the handler learns who sent it, never the socket. */
  onClient<K extends keyof ClientToServerEvents>(event: K, handler: ClientHandler<K>) {
    this.io.on('connection', (socket) => {
      // Payloads come from anyone's client: the handler gets them unknown and checks them.
      (socket as unknown as Socket).on(event as string, (...args: unknown[]) => {
        const who = { userId: socket.data.userId, sessionId: socket.data.sessionId };
        Promise.resolve(handler(who, ...(args as Parameters<ClientToServerEvents[K]>))).catch(
          (error: unknown) => this.options.log.warn({ err: error, event }, 'realtime client event failed'),
        );
      });
    });
  }

  /** Sends an event to every socket of these people, on whichever instance they are. */
  toUsers<K extends keyof ServerToClientEvents>(
    userIds: readonly string[],
    event: K,
    ...args: Parameters<ServerToClientEvents[K]>
  ) {
    if (userIds.length === 0) return;
    this.io.to(userIds.map(userRoom)).emit(event, ...args);
  }

  /** Closes the sockets of an ended session at once (logout, a refresh token's reuse). */
  endSession(sessionId: string) {
    this.io.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /** Closes every socket of the user but those of `exceptSessionId` (a password change). */
  endUserSessions(userId: string, exceptSessionId?: string) {
    const target = this.io.in(userRoom(userId));
    (exceptSessionId ? target.except(sessionRoom(exceptSessionId)) : target).disconnectSockets(true);
  }

  /** A logged-out or revoked session's sockets close the moment the auth module says so. */
  followSessions(events: EventBus) {
    events.on('auth.sessionEnded', ({ sessionId }) => this.endSession(sessionId));
    events.on('auth.sessionsRevoked', ({ userId, exceptSessionId }) =>
      this.endUserSessions(userId, exceptSessionId),
    );
  }

  /** Before the HTTP server closes: sockets would otherwise hold it open. */
  disconnectAll() {
    this.io.local.disconnectSockets(true);
    this.io.engine.close();
  }

  async close() {
    this.disconnectAll();
    await this.io.of('/').adapter.close();
    await Promise.all(this.redisClients.map((client) => client.quit().catch(() => undefined)));
  }
}
