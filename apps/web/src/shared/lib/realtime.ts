import type { ClientToServerEvents, REALTIME_CLIENT_OPTIONS, ServerToClientEvents } from '@souqna/contracts';
import type { Socket } from 'socket.io-client';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user's socket (spec section 9): opened when the first signed-in component asks
 * for it, closed when the last lets go (sign-out). socket.io-client is fetched only then, so no
 * visitor's page ever loads it. `connected`, `disconnected` (reconnecting) and `error` (the
 * attempts ran out) are what the interface shows; `idle` means no socket is wanted.
 */
export type RealtimeState = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'error';
type Events = keyof ServerToClientEvents;
type Payload<E extends Events> = Parameters<ServerToClientEvents[E]>[0];
type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// Spec section 9's settings; spelled out as contracts' REALTIME_CLIENT_OPTIONS are, which the
// types below hold equal, so this module does not pull the schemas in.
const OPTIONS = {
  path: '/socket.io/',
  transports: ['websocket', 'polling'],
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  timeout: 10_000,
} as const satisfies typeof REALTIME_CLIENT_OPTIONS;

const EVENTS: readonly Events[] = [
  'NEW_MESSAGE_ALERT',
  'message:new',
  'message:read',
  'message:updated',
  'conversation:updated',
  'typing',
  'presence',
  'notification:new',
  'notification:unread',
  'PRICE_CHANGE',
];

let socket: AppSocket | null = null;
let wanted = 0;
let state: RealtimeState = 'idle';
const stateListeners = new Set<() => void>();
const handlers = new Map<Events, Set<(payload: never) => void>>();

function setState(next: RealtimeState) {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

/** After the attempts ran out, coming back online or to the tab tries once more. */
function retry() {
  if (socket && !socket.connected && state === 'error') {
    setState('connecting');
    socket.connect();
  }
}

async function open() {
  const { io } = await import('socket.io-client');
  if (wanted === 0 || socket) return;
  const next: AppSocket = io({ ...OPTIONS, transports: [...OPTIONS.transports], withCredentials: true });
  socket = next;
  next.on('connect', () => setState('connected'));
  next.on('disconnect', () => setState('disconnected'));
  next.on('connect_error', () => setState(next.active ? 'disconnected' : 'error'));
  next.io.on('reconnect_failed', () => setState('error'));
  for (const event of EVENTS)
    next.on(event, ((payload: never) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    }) as never);
  window.addEventListener('online', retry);
  window.addEventListener('focus', retry);
}

/** Asks for the socket; the returned function lets go of it. */
export function connectRealtime(): () => void {
  wanted += 1;
  if (wanted === 1) {
    setState('connecting');
    void open();
  }
  return () => {
    wanted -= 1;
    if (wanted > 0) return;
    socket?.disconnect();
    socket = null;
    window.removeEventListener('online', retry);
    window.removeEventListener('focus', retry);
    setState('idle');
  };
}

/** Calls `handler` for each `event` the server sends; the returned function stops it. */
export function onRealtime<E extends Events>(event: E, handler: (payload: Payload<E>) => void) {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  set.add(handler as (payload: never) => void);
  return () => void set.delete(handler as (payload: never) => void);
}

/**
 * Sends `event` when the socket is connected; dropped otherwise, as only passing signals
 * (typing) go this way: messages are sent over HTTP.
 */
export function emitRealtime<E extends keyof ClientToServerEvents>(
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
) {
  if (socket?.connected) socket.emit(event, ...([payload] as Parameters<ClientToServerEvents[E]>));
}

/** Calls `listener` on every change of the connection's state. */
export function onRealtimeState(listener: () => void) {
  stateListeners.add(listener);
  return () => void stateListeners.delete(listener);
}

export const getRealtimeState = () => state;

export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(onRealtimeState, getRealtimeState);
}
