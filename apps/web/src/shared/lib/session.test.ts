import { act, renderHook } from '@testing-library/react';
import type { CurrentUser, Tokens } from '@souqna/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';
import { i18n } from './i18n';
import {
  AUTH_STORAGE_KEY,
  getSessionUser,
  initSession,
  setSessionNavigator,
  signOut,
  startSession,
  updateSessionUser,
  useSession,
} from './session';

// The API is the edge: every call goes through a fake `fetch` answering by method and path.
type Answer = { status: number; body: unknown } | Error;
type Handler = (init: RequestInit) => Answer | Promise<Answer>;
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
const fail = (status: number, code: string): Answer => ({
  status,
  body: { success: false, error: { code, message: code } },
});

function stubApi(routes: Record<string, Handler | Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input));
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    const answer = typeof route === 'function' ? await route(init) : route;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const calls = (fetch: ReturnType<typeof stubApi>, key: string) =>
  fetch.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input));
    return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}` === key;
  });
const bearer = (init: RequestInit | undefined) => (init?.headers as Record<string, string>).Authorization;
/** Sent as the browser sends it with the session cookies, and with no token of its own. */
const byCookie = (init: RequestInit | undefined) => init?.credentials === 'include' && !bearer(init);
/** Which calls were made, in order. */
const order = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/^\/api/, '')}`,
  );

/** A JWT whose payload says `sub` and an expiry `minutes` from now (negative: already past). */
let issued = 0;
function jwt(minutes: number, sub = 'user-1') {
  const exp = Math.floor(Date.now() / 1000) + minutes * 60;
  const payload = btoa(JSON.stringify({ sub, exp, jti: ++issued }));
  return `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, '')}.signature`;
}

let pairs = 0;
/** A token pair; each has its own refresh token unless named. */
function pair(minutes: number, name = `n${++pairs}`, sub = 'user-1'): Tokens {
  return {
    accessToken: jwt(minutes, sub),
    refreshToken: `refresh-${name}`,
    expiresIn: 900,
    accessTokenExpiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
    refreshTokenExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  };
}

const USER: CurrentUser = {
  id: 'user-1',
  email: 'rami@example.com',
  username: 'rami',
  name: 'Rami Haddad',
  role: 'USER',
  profilePicture: null,
  phone: null,
  bio: null,
  dateOfBirth: null,
  street: null,
  city: null,
  emailVerified: true,
  isPremium: false,
  premiumUntil: null,
  allowMessaging: true,
  privateProfile: false,
  preferences: { language: 'en', theme: 'light', latinDigits: false },
  autoLogoutMinutes: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** What a tab keeps of a session whose access token expires `minutes` from now. */
const store = (minutes: number, userId = 'user-1') =>
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ userId, accessExpiresAt: Date.now() + minutes * 60_000 }),
  );
const stored = () =>
  JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
    userId: string;
    accessExpiresAt: number;
  } | null;
/** Every value scripts can read in this tab's storage. */
const readable = () =>
  [localStorage, sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index)!) ?? ''),
  );
const navigate = vi.fn();

beforeEach(() => setSessionNavigator(navigate));

afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  navigate.mockReset();
  localStorage.clear();
  // Back to anonymous for the next test: no stored pair, so nothing is called.
  await initSession();
});

async function signedIn(minutes = 15) {
  store(minutes);
  const fetch = stubApi({ 'GET /auth/me': ok(USER) });
  await initSession();
  fetch.mockRestore();
}

describe('session start (spec section 4)', () => {
  it('is anonymous without a stored session, calling nothing', async () => {
    const fetch = stubApi({});
    await initSession();
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'anonymous', user: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the user by cookie while the access token is valid, showing loading meanwhile', async () => {
    store(15);
    let answer!: (value: Answer) => void;
    const fetch = stubApi({ 'GET /auth/me': () => new Promise<Answer>((resolve) => (answer = resolve)) });
    const { result } = renderHook(() => useSession());
    const started = initSession();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(result.current.status).toBe('loading');
    await act(async () => {
      answer(ok(USER));
      await started;
    });
    expect(result.current).toEqual({ status: 'authenticated', user: USER });
    expect(byCookie(fetch.mock.calls[0]![1])).toBe(true);
    expect(order(fetch)).toEqual(['GET /auth/me']);
    expect(getSessionUser()).toEqual(USER);
  });

  it('renews an expired access token first, then fetches the user with the new cookie', async () => {
    store(-1);
    const renewed = pair(15, 'new');
    const fetch = stubApi({
      'POST /auth/refresh': ok({ tokens: renewed, ...renewed }),
      'GET /auth/me': ok(USER),
    });
    await initSession();
    expect(getSessionUser()).toEqual(USER);
    // No body: the refresh token is the cookie the server set; the renewed pair is not kept.
    const [refresh] = calls(fetch, 'POST /auth/refresh');
    expect(refresh![1]?.body).toBeUndefined();
    expect(byCookie(refresh![1])).toBe(true);
    expect(order(fetch)).toEqual(['POST /auth/refresh', 'GET /auth/me']);
    expect(stored()).toEqual({ userId: 'user-1', accessExpiresAt: Date.parse(renewed.accessTokenExpiresAt) });
    expect(readable().join()).not.toContain(renewed.refreshToken);
    expect(readable().join()).not.toContain(renewed.accessToken);
  });

  it('drops what was stored before the cookies (readable tokens), calling nothing', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(pair(15, 'legacy')));
    const fetch = stubApi({});
    await initSession();
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ends anonymous, session forgotten and nobody sent anywhere, when the refresh is refused', async () => {
    store(-1);
    const fetch = stubApi({
      'POST /auth/refresh': fail(401, 'REFRESH_FAILED'),
      'GET /auth/me': fail(401, 'TOKEN_EXPIRED'),
    });
    await initSession();
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'anonymous', user: null });
    expect(stored()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    // The refused refresh cookie is not spent a second time.
    expect(calls(fetch, 'POST /auth/refresh')).toHaveLength(1);
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    store(15);
    stubApi({ 'GET /auth/me': new TypeError('Failed to fetch') });
    await initSession();
    expect(getSessionUser()).toBeNull();
    expect(stored()).not.toBeNull();
  });

  it('ignores a corrupt storage entry', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    const fetch = stubApi({});
    await initSession();
    expect(getSessionUser()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('authenticated calls', () => {
  it('sends every call with the cookies and no token; a public auth call’s 401 is an answer', async () => {
    await signedIn();
    const fetch = stubApi({
      'GET /users/settings': ok({}),
      'POST /auth/login': fail(401, 'INVALID_CREDENTIALS'),
    });
    await apiRequest('/users/settings');
    expect(byCookie(fetch.mock.calls[0]![1])).toBe(true);
    // A wrong password at login is an answer, not an expired session.
    await expect(
      apiRequest('/auth/login', { body: { email: 'a@b.c', password: 'x' } }),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(calls(fetch, 'POST /auth/refresh')).toHaveLength(0);
    expect(getSessionUser()).toEqual(USER);
  });

  it('renews once after a 401 and replays the call with the new cookie', async () => {
    await signedIn(15);
    const renewed = pair(15);
    let first = true;
    const fetch = stubApi({
      'GET /users/settings': () => {
        const answer = first ? fail(401, 'TOKEN_EXPIRED') : ok({ theme: 'dark' });
        first = false;
        return answer;
      },
      'POST /auth/refresh': ok({ tokens: renewed, ...renewed }),
    });
    await expect(apiRequest('/users/settings')).resolves.toEqual({ theme: 'dark' });
    expect(order(fetch)).toEqual(['GET /users/settings', 'POST /auth/refresh', 'GET /users/settings']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('renews again when the renewed cookie is refused too, up to three renewals (spec section 7)', async () => {
    await signedIn(15);
    const pairs = [pair(15), pair(15), pair(15)];
    let refreshes = 0;
    const fetch = stubApi({
      // The server keeps refusing, however fresh the token: three renewals, four tries, then it ends.
      'GET /users/settings': fail(401, 'TOKEN_EXPIRED'),
      'POST /auth/refresh': () => {
        const next = pairs[refreshes++]!;
        return ok({ tokens: next, ...next });
      },
    });
    await expect(apiRequest('/users/settings')).rejects.toMatchObject({ status: 401 });
    const settings = 'GET /users/settings';
    const refresh = 'POST /auth/refresh';
    expect(order(fetch)).toEqual([settings, refresh, settings, refresh, settings, refresh, settings]);
    expect(stored()?.accessExpiresAt).toBe(Date.parse(pairs[2]!.accessTokenExpiresAt));
  });

  it('clears the session and goes to /login?expired=true when a 401 cannot be renewed', async () => {
    await signedIn();
    const { result } = renderHook(() => useSession());
    const fetch = stubApi({
      'GET /users/settings': fail(401, 'TOKEN_EXPIRED'),
      'POST /auth/refresh': fail(401, 'REFRESH_FAILED'),
    });
    await act(async () => {
      await expect(apiRequest('/users/settings')).rejects.toMatchObject({ status: 401 });
    });
    expect(calls(fetch, 'GET /users/settings')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/login?expired=true');
    expect(result.current).toEqual({ status: 'anonymous', user: null, expired: true });
    expect(stored()).toBeNull();
  });

  it('shares one refresh among calls made at the same time (a refresh token works once)', async () => {
    await signedIn(3);
    const renewed = pair(15);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = stubApi({
      'POST /auth/refresh': async () => {
        await gate;
        return ok({ tokens: renewed, ...renewed });
      },
      'GET /one': ok(1),
      'GET /two': ok(2),
      'GET /three': ok(3),
    });
    const answers = Promise.all([apiRequest('/one'), apiRequest('/two'), apiRequest('/three')]);
    await vi.waitFor(() => expect(calls(fetch, 'POST /auth/refresh')).toHaveLength(1));
    release();
    await expect(answers).resolves.toEqual([1, 2, 3]);
    expect(calls(fetch, 'POST /auth/refresh')).toHaveLength(1);
    // Each waited for the renewal: sent with the new cookie.
    expect(order(fetch)[0]).toBe('POST /auth/refresh');
  });

  it('shares one refresh among several 401s arriving together', async () => {
    await signedIn(15);
    const renewed = pair(15);
    // The server's cookie jar: refused until the refresh has set the new access cookie.
    let renewedCookie = false;
    const once = (path: string) => () => (renewedCookie ? ok(path) : fail(401, 'TOKEN_EXPIRED'));
    const fetch = stubApi({
      'POST /auth/refresh': () => {
        renewedCookie = true;
        return ok({ tokens: renewed, ...renewed });
      },
      'GET /one': once('one'),
      'GET /two': once('two'),
    });
    await expect(Promise.all([apiRequest('/one'), apiRequest('/two')])).resolves.toEqual(['one', 'two']);
    expect(calls(fetch, 'POST /auth/refresh')).toHaveLength(1);
  });
});

describe('sign in and out', () => {
  it('keeps no token where scripts can read it, sets the user and applies their language and theme', async () => {
    stubApi({});
    const tokens = pair(15);
    const { result } = renderHook(() => useSession());
    act(() =>
      startSession({
        user: { ...USER, preferences: { language: 'ar', theme: 'dark', latinDigits: false } },
        tokens,
      }),
    );
    try {
      expect(result.current.status).toBe('authenticated');
      expect(stored()).toEqual({
        userId: 'user-1',
        accessExpiresAt: Date.parse(tokens.accessTokenExpiresAt),
      });
      for (const value of readable()) {
        expect(value).not.toContain(tokens.accessToken);
        expect(value).not.toContain(tokens.refreshToken);
        expect(value).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
      }
      await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      expect(document.documentElement.classList.contains('dark')).toBe(true);
      act(() => updateSessionUser({ ...USER, name: 'Rami H.' }));
      expect(result.current.user?.name).toBe('Rami H.');
    } finally {
      await i18n.changeLanguage('en');
      document.documentElement.dir = 'ltr';
      document.documentElement.classList.remove('dark');
    }
  });

  it('writes Arabic numbers in Latin digits while a user who chose them is signed in', async () => {
    stubApi({ 'POST /auth/logout': ok({ message: 'Logged out successfully' }) });
    // A component that shows a number: it renders again when the digits change.
    const { result } = renderHook(() => {
      useTranslation();
      return formatNumber('ar', 1234);
    });
    expect(result.current).toBe('١٬٢٣٤');
    const user = { ...USER, preferences: { ...USER.preferences, latinDigits: true } };
    act(() => startSession({ user, tokens: pair(15) }));
    expect(result.current).toBe('1,234');
    // Turned off in settings, then on again, then signed out: the default is back.
    act(() => updateSessionUser({ ...user, preferences: { ...user.preferences, latinDigits: false } }));
    expect(result.current).toBe('١٬٢٣٤');
    act(() => updateSessionUser(user));
    expect(result.current).toBe('1,234');
    await act(() => signOut());
    expect(result.current).toBe('١٬٢٣٤');
  });

  it('logs out on the server by cookie, with no body', async () => {
    await signedIn(15);
    const fetch = stubApi({ 'POST /auth/logout': ok({ message: 'Logged out successfully' }) });
    await signOut();
    const [logout] = calls(fetch, 'POST /auth/logout');
    expect(logout![1]?.body).toBeUndefined();
    expect(byCookie(logout![1])).toBe(true);
    expect(getSessionUser()).toBeNull();
    expect(stored()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('forgets the session and state even when the logout call fails', async () => {
    await signedIn();
    stubApi({ 'POST /auth/logout': new TypeError('Failed to fetch') });
    await expect(signOut()).resolves.toBeUndefined();
    expect(getSessionUser()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('sends an expired session to /login?expired=true', async () => {
    await signedIn();
    stubApi({ 'POST /auth/logout': fail(500, 'INTERNAL_ERROR') });
    await signOut({ expired: true });
    expect(navigate).toHaveBeenCalledWith('/login?expired=true');
    expect(getSessionUser()).toBeNull();
  });

  it('follows another tab: signed out there, signed out here', async () => {
    await signedIn();
    const { result } = renderHook(() => useSession());
    localStorage.removeItem(AUTH_STORAGE_KEY);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: null }));
    });
    expect(result.current).toEqual({ status: 'anonymous', user: null });
  });

  it('follows another tab: signed in there, signed in here by the shared cookies', async () => {
    const { result } = renderHook(() => useSession());
    const fetch = stubApi({ 'GET /auth/me': ok(USER) });
    store(15);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
      await vi.waitFor(() => expect(getSessionUser()).toEqual(USER));
    });
    expect(result.current.status).toBe('authenticated');
    expect(byCookie(calls(fetch, 'GET /auth/me')[0]![1])).toBe(true);
  });

  it('takes the renewal another tab made without asking the server again', async () => {
    // Due for renewal here (3 minutes left) until the other tab says it renewed.
    await signedIn(3);
    store(15);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    const fetch = stubApi({ 'GET /x': ok('x') });
    await apiRequest('/x');
    expect(order(fetch)).toEqual(['GET /x']);
    expect(getSessionUser()).toEqual(USER);
  });

  it('a tab that waited for another’s refresh takes its renewal instead of spending the cookie again', async () => {
    await signedIn(15);
    let first = true;
    const fetch = stubApi({
      'GET /y': () => {
        const answer = first ? fail(401, 'TOKEN_EXPIRED') : ok('y');
        // Meanwhile the other tab renewed: its new cookies are this tab's too.
        if (first) store(16);
        first = false;
        return answer;
      },
    });
    await expect(apiRequest('/y')).resolves.toBe('y');
    expect(order(fetch)).toEqual(['GET /y', 'GET /y']);
  });

  it('signs out after the chosen idle minutes, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const fetch = stubApi({ 'POST /auth/logout': ok({ message: 'ok' }) });
    act(() => startSession({ user: { ...USER, autoLogoutMinutes: 15 }, tokens: pair(60) }));
    // The idle watcher is loaded on demand.
    await vi.waitFor(() => import('./idle-logout'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(getSessionUser()).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6 * 60_000);
    });
    expect(getSessionUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?expired=true');
    await vi.waitFor(() => expect(calls(fetch, 'POST /auth/logout')).toHaveLength(1));
  });
});
