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
const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

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

const store = (tokens: Tokens) => localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(tokens));
const stored = () => JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Tokens | null;
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

async function signedIn(tokens = pair(15)) {
  store(tokens);
  const fetch = stubApi({ 'GET /auth/me': ok(USER) });
  await initSession();
  fetch.mockRestore();
}

describe('session start (spec section 4)', () => {
  it('is anonymous without stored tokens, calling nothing', async () => {
    const fetch = stubApi({});
    await initSession();
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'anonymous', user: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the user with a valid access token, showing loading meanwhile', async () => {
    store(pair(15));
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
    expect(bearer(fetch.mock.calls[0]![1])).toMatch(/^Bearer eyJ/);
    expect(getSessionUser()).toEqual(USER);
  });

  it('renews an expired access token first, then fetches the user with the new one', async () => {
    store(pair(-1, 'old'));
    const renewed = pair(15, 'new');
    const fetch = stubApi({
      'POST /auth/refresh': ok({ tokens: renewed, ...renewed }),
      'GET /auth/me': ok(USER),
    });
    await initSession();
    expect(getSessionUser()).toEqual(USER);
    expect(body(calls(fetch, 'POST /auth/refresh')[0]![1])).toEqual({ refreshToken: 'refresh-old' });
    expect(bearer(calls(fetch, 'GET /auth/me')[0]![1])).toBe(`Bearer ${renewed.accessToken}`);
    expect(stored()).toEqual(renewed);
  });

  it('treats an unreadable access token like an expired one', async () => {
    store({ ...pair(15, 'old'), accessToken: 'not-a-jwt' });
    const renewed = pair(15, 'new');
    stubApi({ 'POST /auth/refresh': ok({ tokens: renewed, ...renewed }), 'GET /auth/me': ok(USER) });
    await initSession();
    expect(getSessionUser()).toEqual(USER);
  });

  it('ends anonymous, tokens cleared and nobody sent anywhere, when the refresh is refused', async () => {
    store(pair(-1));
    const fetch = stubApi({
      'POST /auth/refresh': fail(401, 'REFRESH_FAILED'),
      'GET /auth/me': fail(401, 'TOKEN_EXPIRED'),
    });
    await initSession();
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ status: 'anonymous', user: null });
    expect(stored()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    // The refused refresh token is not spent a second time.
    expect(calls(fetch, 'POST /auth/refresh')).toHaveLength(1);
  });

  it('keeps the stored tokens when the server cannot be reached', async () => {
    store(pair(15));
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
  it('adds the bearer token, but never to the public auth calls', async () => {
    await signedIn();
    const fetch = stubApi({
      'GET /users/settings': ok({}),
      'POST /auth/login': fail(401, 'INVALID_CREDENTIALS'),
    });
    await apiRequest('/users/settings');
    expect(bearer(fetch.mock.calls[0]![1])).toMatch(/^Bearer /);
    // A wrong password at login is an answer, not an expired session.
    await expect(
      apiRequest('/auth/login', { body: { email: 'a@b.c', password: 'x' } }),
    ).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(bearer(fetch.mock.calls[1]![1])).toBeUndefined();
    expect(calls(fetch, 'POST /auth/refresh')).toHaveLength(0);
    expect(getSessionUser()).toEqual(USER);
  });

  it('renews once after a 401 and replays the call with the new token', async () => {
    await signedIn(pair(15));
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
    const tries = calls(fetch, 'GET /users/settings');
    expect(tries).toHaveLength(2);
    expect(bearer(tries[1]![1])).toBe(`Bearer ${renewed.accessToken}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('renews again when the renewed token is refused too, up to three renewals (spec section 7)', async () => {
    await signedIn(pair(15));
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
    const tries = calls(fetch, 'GET /users/settings');
    expect(tries).toHaveLength(4);
    expect(calls(fetch, 'POST /auth/refresh')).toHaveLength(3);
    expect(tries.slice(1).map(([, init]) => bearer(init))).toEqual(
      pairs.map((next) => `Bearer ${next.accessToken}`),
    );
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
    await signedIn(pair(3));
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
    for (const path of ['GET /one', 'GET /two', 'GET /three'])
      expect(bearer(calls(fetch, path)[0]![1])).toBe(`Bearer ${renewed.accessToken}`);
  });

  it('shares one refresh among several 401s arriving together', async () => {
    await signedIn(pair(15));
    const renewed = pair(15);
    const seen = new Map<string, number>();
    const once = (path: string) => (init: RequestInit) => {
      const n = (seen.get(path) ?? 0) + 1;
      seen.set(path, n);
      return bearer(init) === `Bearer ${renewed.accessToken}` ? ok(path) : fail(401, 'TOKEN_EXPIRED');
    };
    const fetch = stubApi({
      'POST /auth/refresh': ok({ tokens: renewed, ...renewed }),
      'GET /one': once('one'),
      'GET /two': once('two'),
    });
    await expect(Promise.all([apiRequest('/one'), apiRequest('/two')])).resolves.toEqual(['one', 'two']);
    expect(calls(fetch, 'POST /auth/refresh')).toHaveLength(1);
  });
});

describe('sign in and out', () => {
  it('stores the tokens, sets the user and applies their language and theme', async () => {
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
      expect(stored()).toEqual(tokens);
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

  it('logs out on the server with the refresh token', async () => {
    await signedIn(pair(15, 'mine'));
    const fetch = stubApi({ 'POST /auth/logout': ok({ message: 'Logged out successfully' }) });
    await signOut();
    expect(body(calls(fetch, 'POST /auth/logout')[0]![1])).toEqual({ refreshToken: 'refresh-mine' });
    expect(getSessionUser()).toBeNull();
    expect(stored()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears tokens and state even when the logout call fails', async () => {
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

  it('takes the pair another tab renewed without asking the server again', async () => {
    await signedIn(pair(15));
    const renewed = pair(15);
    store(renewed);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    const fetch = stubApi({ 'GET /x': ok('x') });
    await apiRequest('/x');
    expect(bearer(fetch.mock.calls[0]![1])).toBe(`Bearer ${renewed.accessToken}`);
    expect(getSessionUser()).toEqual(USER);
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
