import { useSyncExternalStore } from 'react';
import type { API_PATHS, AUTH_LIMITS, AuthSession, CurrentUser, Tokens } from '@souqna/contracts';
import type { ApiClientHooks } from './api-client';
import { applyDigits, changeLanguage } from './i18n';
import { setTheme } from './theme';

/**
 * The signed-in state of spec section 4: loading at start, then authenticated or anonymous. This
 * module is part of every page's first load, so it carries neither zod nor the API client: the
 * client is fetched, and given the session's hooks, only once there is a session to speak for.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';
export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** The session ended because it could not be renewed (a guard sends to the expired login). */
  expired?: boolean;
}

export const AUTH_STORAGE_KEY = 'auth';
export const EXPIRED_PATH = '/login?expired=true';
// Spelled out rather than read from contracts, whose tables would join the first load; the types
// keep them equal.
type AuthPaths = (typeof API_PATHS)['auth'];
const ME: AuthPaths['me'] = '/auth/me';
const REFRESH: AuthPaths['refresh'] = '/auth/refresh';
const LOGOUT: AuthPaths['logout'] = '/auth/logout';
const LEEWAY_MINUTES: (typeof AUTH_LIMITS)['refreshLeewayMinutes'] = 5;
const LEEWAY_MS = LEEWAY_MINUTES * 60_000;
// Calls that never carry the bearer token and whose 401 is an answer, not an expired session.
const PUBLIC_AUTH = /^\/auth\/(?!me$|verify-token$|change-password$|send-password-change-verification$)/;

function readTokens(): Tokens | null {
  try {
    const value = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Tokens | null;
    return typeof value?.accessToken === 'string' && typeof value.refreshToken === 'string' ? value : null;
  } catch {
    return null;
  }
}

let tokens = readTokens();
let state: SessionState = { status: tokens ? 'loading' : 'anonymous', user: null };
// Bumped whenever the session changes hands: answers that arrive for an older one are dropped.
let generation = 0;
let refreshing: Promise<boolean> | null = null;
let renewedAt = 0;
let rejectedRefreshToken: string | undefined;
let navigate: (to: string) => unknown = (to) => window.location.assign(to);
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  applyDigits(next.user?.preferences.latinDigits ?? false);
  listeners.forEach((listener) => listener());
  if (next.user?.autoLogoutMinutes) {
    void import('./idle-logout').then(({ watchIdle }) =>
      watchIdle(
        () => (state.status === 'authenticated' ? state.user?.autoLogoutMinutes : null),
        () => void signOut({ expired: true }),
      ),
    );
  }
}

function storeTokens(next: Tokens | null) {
  tokens = next;
  try {
    if (next) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Private mode: the session lasts for this tab only.
  }
}

/** The JWT's claims; null unless it has three parts and a readable payload. */
function claims(token: string): { exp?: number; sub?: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    return JSON.parse(atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
  } catch {
    return null;
  }
}

const expiresWithin = (ms: number) =>
  ((tokens && claims(tokens.accessToken)?.exp) || 0) * 1000 - ms < Date.now();

/**
 * Trades the refresh token for a new pair once, however many callers ask at the same time.
 * `again`: the call was refused with a pair renewed for it, so that pair is no answer either.
 */
function renew(again = false): Promise<boolean> {
  // A pair renewed a moment ago answers the calls that failed with the old one.
  if (!again && tokens && Date.now() - renewedAt < 10_000) return Promise.resolve(true);
  return (refreshing ??= lockedRefresh().finally(() => (refreshing = null)));
}

// Tabs share the pair, and a refresh token works once: tabs take turns, and a tab that waited
// takes the pair the other one stored instead of spending the old token again.
async function lockedRefresh(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('souqna-auth-refresh', refresh) : refresh();
}

async function refresh(): Promise<boolean> {
  const stored = readTokens();
  if (stored && tokens && stored.refreshToken !== tokens.refreshToken) {
    tokens = stored;
    return true;
  }
  const refreshToken = tokens?.refreshToken;
  if (!refreshToken || refreshToken === rejectedRefreshToken) return false;
  const started = generation;
  try {
    const { apiRequest } = await client();
    const data = await apiRequest<{ tokens: Tokens }>(REFRESH, {
      method: 'POST',
      body: { refreshToken },
    });
    if (started !== generation) return false;
    storeTokens(data.tokens);
    renewedAt = Date.now();
    return true;
  } catch (error) {
    if (isUnauthorized(error)) rejectedRefreshToken = refreshToken;
    return false;
  }
}

/** Ends a session that cannot be renewed; one that was in use sends its person to log in again. */
async function expire() {
  const wasSignedIn = state.status === 'authenticated';
  generation++;
  storeTokens(null);
  // The router applies navigations in a transition, after this state change has re-rendered a
  // guarded page: `expired` tells its guard where to go, the navigation covers public pages.
  setState({ status: 'anonymous', user: null, ...(wasSignedIn && { expired: true }) });
  if (wasSignedIn) await navigate(EXPIRED_PATH);
}

const hooks: ApiClientHooks = {
  headers: async (path): Promise<Record<string, string>> => {
    if (!tokens || PUBLIC_AUTH.test(path)) return {};
    if (expiresWithin(LEEWAY_MS)) await renew();
    return tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {};
  },
  onUnauthorized: async (_error, path, retry) => {
    if (!tokens || PUBLIC_AUTH.test(path)) return false;
    if (await renew(retry > 0)) return true;
    await expire();
    return false;
  },
};

/**
 * The API client with the session's hooks: the bearer token on every call, a renewal when it is
 * about to expire, a renewal and a replay after a 401 (up to the client's three retries). An anonymous visitor needs none of it, so the first
 * load does without it; a page that calls the API loads the same module anyway.
 */
const client = () =>
  import('./api-client').then((module) => {
    module.configureApiClient(hooks);
    return module;
  });

const isUnauthorized = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state);
}

export const getSessionUser = () => state.user;

/** Where the session sends people (the expired-session login page); the app plugs its router in. */
export function setSessionNavigator(next: (to: string) => unknown) {
  navigate = next;
}

let watching = false;
function watch() {
  if (watching) return;
  watching = true;
  // Another tab signed in, out, or renewed the pair.
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const next = readTokens();
    const sameUser = next && tokens && claims(next.accessToken)?.sub === claims(tokens.accessToken)?.sub;
    if (sameUser && state.status === 'authenticated') tokens = next;
    else void initSession();
  });
}

/**
 * At start: the stored pair is checked, renewed when its access token has expired, and the user
 * fetched; anything else leaves the visitor anonymous. Runs again when another tab changes it.
 */
export async function initSession(): Promise<void> {
  watch();
  const started = ++generation;
  tokens = readTokens();
  renewedAt = 0;
  if (!tokens) return setState({ status: 'anonymous', user: null });
  setState({ status: 'loading', user: null });
  try {
    const { apiRequest } = await client();
    // `/auth/me` renews an expired pair first, and once more if the server refuses the token.
    const user = await apiRequest<CurrentUser>(ME);
    if (started === generation) setState({ status: 'authenticated', user });
  } catch (error) {
    if (started !== generation) return;
    // A server out of reach is no reason to forget the session: the next start tries again.
    if (isUnauthorized(error)) storeTokens(null);
    setState({ status: 'anonymous', user: null });
  }
}

/** Login, register and email verification end here: tokens stored, user set, preferences applied. */
export function startSession({ user, tokens: next }: AuthSession) {
  void client();
  generation++;
  storeTokens(next);
  renewedAt = 0;
  setState({ status: 'authenticated', user });
  void changeLanguage(user.preferences.language);
  setTheme(user.preferences.theme);
}

export function updateSessionUser(user: CurrentUser) {
  if (state.status === 'authenticated') setState({ status: 'authenticated', user });
}

/** Ends the session here and on the server; the local part happens even when the call fails. */
export async function signOut({ expired = false }: { expired?: boolean } = {}) {
  const refreshToken = tokens?.refreshToken;
  if (expired) await expire();
  else {
    generation++;
    storeTokens(null);
    setState({ status: 'anonymous', user: null });
  }
  if (!refreshToken) return;
  await client()
    .then(({ apiRequest }) => apiRequest(LOGOUT, { method: 'POST', body: { refreshToken } }))
    .catch(() => undefined);
}
