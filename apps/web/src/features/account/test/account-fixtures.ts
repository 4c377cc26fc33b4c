import { vi } from 'vitest';
import { DEFAULT_UI_SETTINGS, type CurrentUser, type PublicProfile, type Settings } from '@souqna/contracts';
import { signOut, startSession } from '../../../shared/lib/session';
import { testUser } from '../../../test/session-fixtures';

export const USER: CurrentUser = testUser({
  id: '0b7f5c1e-3a4d-4f7a-9a41-2f4f0d6c9e11',
  city: 'homs',
  createdAt: '2025-03-10T10:00:00.000Z',
  updatedAt: '2025-03-10T10:00:00.000Z',
});

export const SETTINGS: Settings = {
  preferences: { language: 'en', theme: 'light', timezone: 'UTC', latinDigits: false },
  notifications: {
    listingUpdates: true,
    newInboxMessages: true,
    loginNotifications: true,
    generalUpdates: true,
    pushNotifications: false,
    newsletterSubscribed: false,
  },
  privacy: {
    showEmail: false,
    showPhone: false,
    showOnlineStatus: true,
    showLocation: true,
    allowMessaging: true,
    profileVisibility: 'public',
  },
  security: { twoFactorEnabled: false, loginNotifications: true, autoLogoutMinutes: null },
  ui: DEFAULT_UI_SETTINGS,
};

export const PUBLIC_PROFILE: PublicProfile = {
  id: USER.id,
  name: 'Sham Motors',
  profilePicture: null,
  privateProfile: false,
  username: 'shammotors',
  bio: 'Used-car dealer in Damascus since 1998.',
  city: 'damascus',
  phone: '+963116112040',
  allowMessaging: true,
  lastActiveAt: null,
  memberSince: '2024-05-01T09:00:00.000Z',
};

/** One call the page made, as the server would have seen it. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer =
  { status: number; body: unknown } | ((request: SeenRequest) => { status: number; body: unknown });

/** Toasts come from a renderer loaded on first use: the first one takes a moment. */
export const TOAST_WAIT = { timeout: 5000 };

export const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, code: string, details?: unknown) => ({
  status,
  body: { success: false, error: { code, message: code, ...(details ? { details } : {}) } },
});

/**
 * The API as the only fake: answers by `METHOD /path` (after `/api`), records every call, and
 * answers 404 to anything unexpected so a test never reaches a network.
 */
export function stubApi(routes: Record<string, Answer>) {
  const seen: SeenRequest[] = [];
  const all: Record<string, Answer> = { 'POST /auth/logout': ok({ message: 'bye' }), ...routes };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body =
      init?.body instanceof FormData
        ? init.body
        : typeof init?.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : undefined;
    const request = { method, path, body, headers: new Headers(init?.headers) };
    seen.push(request);
    const answer = all[`${method} ${path}`] ?? fail(404, 'ROUTE_NOT_FOUND');
    const { status, body: reply } = typeof answer === 'function' ? answer(request) : answer;
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    seen,
    calls: (method: string, path: string) =>
      seen.filter((call) => call.method === method && call.path === path),
  };
}

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** Signs `user` in as login would, with an access token that stays valid through the test. */
export function signIn(user: CurrentUser = USER) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  startSession({
    user,
    tokens: {
      accessToken: `${base64url({ alg: 'HS256' })}.${base64url({ sub: user.id, exp })}.signature`,
      refreshToken: 'refresh-token',
      expiresIn: 900,
      accessTokenExpiresAt: new Date(exp * 1000).toISOString(),
      refreshTokenExpiresAt: new Date(exp * 1000).toISOString(),
    },
  });
}

/** Ends the session while the fake API still answers, then puts the real fetch back. */
export async function signOutAndRestore() {
  await signOut();
  vi.restoreAllMocks();
}
