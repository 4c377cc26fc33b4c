type Handler = (payload?: unknown) => void;

/**
 * socket.io-client as the web's unit tests see it (test/setup.ts swaps it in): no network, a
 * socket that connects at once, and a `fakeRealtime.send` that plays the server.
 */
class FakeSocket {
  connected = false;
  active = true;
  private handlers = new Map<string, Set<Handler>>();
  readonly io = { on: () => this.io };

  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  receive(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  connect() {
    this.connected = true;
    this.receive('connect');
    return this;
  }

  disconnect() {
    this.connected = false;
    this.active = false;
    sockets.delete(this);
    this.receive('disconnect');
    return this;
  }

  emit(event: string, payload?: unknown) {
    emitted.push({ event, payload });
    return this;
  }
}

const sockets = new Set<FakeSocket>();
const emitted: { event: string; payload?: unknown }[] = [];

export function io() {
  const socket = new FakeSocket();
  sockets.add(socket);
  queueMicrotask(() => socket.connect());
  return socket;
}

/** The server's side of the fake: what it sends reaches every open socket. */
export const fakeRealtime = {
  send: (event: string, payload: unknown) => {
    for (const socket of sockets) socket.receive(event, payload);
  },
  drop: () => {
    for (const socket of sockets) {
      socket.connected = false;
      socket.receive('disconnect');
    }
  },
  reconnect: () => {
    for (const socket of sockets) socket.connect();
  },
  /** What the client sent, oldest first; `clearEmitted` starts afresh. */
  emitted,
  clearEmitted: () => void emitted.splice(0),
  get open() {
    return sockets.size;
  },
};
