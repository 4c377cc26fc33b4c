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
// Calls whose 401 is an answer, not an expired session (and which never wait for a renewal).
const PUBLIC_AUTH = /^\/auth\/(?!me$|verify-token$|change-password$|send-password-change-verification$)/;

/**
 * What this tab knows of the session, shared with the other tabs through `localStorage`: whose it
 * is and when its access token expires. The tokens themselves live in HttpOnly cookies that no
 * script can read (docs/security.md 8), so nothing here could sign anyone in.
 */
interface SessionFacts {
  userId: string;
  /** Epoch milliseconds. */
  accessExpiresAt: number;
}

function readFacts(): SessionFacts | null {
  try {
    const value = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (value && ('accessToken' in value || 'refreshToken' in value)) {
      // Written before the session moved into cookies: tokens a script could read, and no cookie
      // to go with them. Gone; the person signs in once more.
      localStorage.removeItem(AUTH_STORAGE_KEY);
      return null;
    }
    return typeof value?.userId === 'string' && typeof value.accessExpiresAt === 'number'
      ? { userId: value.userId, accessExpiresAt: value.accessExpiresAt }
      : null;
  } catch {
    return null;
  }
}

let facts = readFacts();
let state: SessionState = { status: facts ? 'loading' : 'anonymous', user: null };
// Bumped whenever the session changes hands: answers that arrive for an older one are dropped.
let generation = 0;
let refreshing: Promise<boolean> | null = null;
let renewedAt = 0;
// The session whose refresh the server refused: its cookie is not spent a second time.
let refusedGeneration = -1;
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

function storeFacts(next: SessionFacts | null) {
  facts = next;
  try {
    if (next) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Private mode: the other tabs do not hear of it; the cookies still carry the session.
  }
}

// A refresh by cookie answers the expiries only, never the tokens themselves.
const factsOf = (userId: string, tokens: Pick<Tokens, 'accessTokenExpiresAt'>): SessionFacts => ({
  userId,
  accessExpiresAt: Date.parse(tokens.accessTokenExpiresAt) || 0,
});

const expiresWithin = (ms: number) => (facts?.accessExpiresAt ?? 0) - ms < Date.now();

/**
 * Renews the session once, however many callers ask at the same time. `again`: the call was
 * refused right after a renewal made for it, so that renewal is no answer either.
 */
function renew(again = false): Promise<boolean> {
  // A renewal a moment ago answers the calls that failed with the old access cookie.
  if (!again && facts && Date.now() - renewedAt < 10_000) return Promise.resolve(true);
  return (refreshing ??= lockedRefresh().finally(() => (refreshing = null)));
}

// Tabs share the cookies, and a refresh token works once: tabs take turns, and a tab that waited
// takes the renewal the other one made (its new cookies are this tab's too) instead of spending
// the old token again. Without locks, the server's grace window gives both the same pair.
async function lockedRefresh(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('souqna-auth-refresh', refresh) : refresh();
}

async function refresh(): Promise<boolean> {
  const stored = readFacts();
  if (stored && facts && stored.userId === facts.userId && stored.accessExpiresAt > facts.accessExpiresAt) {
    facts = stored;
    return true;
  }
  if (!facts || refusedGeneration === generation) return false;
  const { userId } = facts;
  const started = generation;
  try {
    const { apiRequest } = await client();
    // No body: the refresh token is the HttpOnly cookie, sent to /api/auth only.
    const data = await apiRequest<{ tokens: Pick<Tokens, 'accessTokenExpiresAt'> }>(REFRESH, {
      method: 'POST',
    });
    if (started !== generation) return false;
    storeFacts(factsOf(userId, data.tokens));
    renewedAt = Date.now();
    return true;
  } catch (error) {
    if (isUnauthorized(error)) refusedGeneration = started;
    return false;
  }
}

/** Ends a session that cannot be renewed; one that was in use sends its person to log in again. */
async function expire() {
  const wasSignedIn = state.status === 'authenticated';
  generation++;
  storeFacts(null);
  // The router applies navigations in a transition, after this state change has re-rendered a
  // guarded page: `expired` tells its guard where to go, the navigation covers public pages.
  // Two calls refused at once both end up here: the second keeps what the first said.
  setState({ status: 'anonymous', user: null, ...((wasSignedIn || state.expired) && { expired: true }) });
  if (wasSignedIn) await navigate(EXPIRED_PATH);
}

const hooks: ApiClientHooks = {
  // The cookies sign every call in; an access token about to expire is renewed first.
  headers: async (path): Promise<Record<string, string>> => {
    if (facts && !PUBLIC_AUTH.test(path) && expiresWithin(LEEWAY_MS)) await renew();
    return {};
  },
  onUnauthorized: async (_error, path, retry) => {
    if (!facts || PUBLIC_AUTH.test(path)) return false;
    if (await renew(retry > 0)) return true;
    await expire();
    return false;
  },
};

/**
 * The API client with the session's hooks: a renewal when the access token is about to expire, a
 * renewal and a replay after a 401 (up to the client's three retries). An anonymous visitor needs
 * none of it, so the first load does without it; a page that calls the API loads the same module
 * anyway.
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
  // Another tab signed in, out, or renewed the session.
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const next = readFacts();
    if (next && facts && next.userId === facts.userId && state.status === 'authenticated') facts = next;
    else void initSession();
  });
}

/**
 * At start: a tab that knows of a session fetches the user (the cookies sign the call in, renewed
 * first when the access token has expired); anything else leaves the visitor anonymous, calling
 * nothing. Runs again when another tab signs in or out.
 */
export async function initSession(): Promise<void> {
  watch();
  const started = ++generation;
  facts = readFacts();
  renewedAt = 0;
  if (!facts) return setState({ status: 'anonymous', user: null });
  setState({ status: 'loading', user: null });
  try {
    const { apiRequest } = await client();
    // `/auth/me` renews an expired session first, and once more if the server refuses the cookie.
    const user = await apiRequest<CurrentUser>(ME);
    if (started === generation) setState({ status: 'authenticated', user });
  } catch (error) {
    if (started !== generation) return;
    // A server out of reach is no reason to forget the session: the next start tries again.
    if (isUnauthorized(error)) storeFacts(null);
    setState({ status: 'anonymous', user: null });
  }
}

/**
 * Login, register and email verification end here: the server has set the cookies; this tab keeps
 * whose session it is and when it needs renewing, sets the user and applies their preferences.
 * The tokens of the answer are not kept.
 */
export function startSession({ user, tokens }: AuthSession) {
  void client();
  generation++;
  storeFacts(factsOf(user.id, tokens));
  renewedAt = 0;
  setState({ status: 'authenticated', user });
  languageSwitch = changeLanguage(user.preferences.language).catch(() => undefined);
  setTheme(user.preferences.theme);
}

let languageSwitch: Promise<void> = Promise.resolve();

/** Settles once the interface speaks the language of the account last signed in. */
export const languageSwitched = () => languageSwitch;

export function updateSessionUser(user: CurrentUser) {
  if (state.status === 'authenticated') setState({ status: 'authenticated', user });
}

/** Ends the session here and on the server; the local part happens even when the call fails. */
export async function signOut({ expired = false }: { expired?: boolean } = {}) {
  const hadSession = facts !== null;
  if (expired) await expire();
  else {
    generation++;
    storeFacts(null);
    setState({ status: 'anonymous', user: null });
  }
  if (!hadSession) return;
  // No body: the server ends the session its cookies name and removes them.
  await client()
    .then(({ apiRequest }) => apiRequest(LOGOUT, { method: 'POST' }))
    .catch(() => undefined);
}
