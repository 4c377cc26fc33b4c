import type { AuthSession, CurrentUser, Tokens } from '@souqna/contracts';
import { act } from '@testing-library/react';
import { initSession, startSession } from '../shared/lib/session';

let issued = 0;

/** A token pair whose access token is a JWT for `sub` expiring `minutes` from now. */
export function tokenPair(minutes = 15, sub = 'user-1'): Tokens {
  const exp = Math.floor(Date.now() / 1000) + minutes * 60;
  const payload = btoa(JSON.stringify({ sub, exp, jti: ++issued })).replace(/=+$/, '');
  return {
    accessToken: `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`,
    refreshToken: `refresh-${issued}`,
    expiresIn: minutes * 60,
    accessTokenExpiresAt: new Date(exp * 1000).toISOString(),
    refreshTokenExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  };
}

/**
 * What a tab that signed in keeps in `localStorage` (the session's owner and the access token's
 * expiry, `minutes` from now): a reload with it checks the session against the server.
 */
export const storedSession = (minutes = 15, userId = 'user-1') =>
  JSON.stringify({ userId, accessExpiresAt: Date.now() + minutes * 60_000 });

export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
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
    ...overrides,
  };
}

export const authSession = (overrides: Partial<CurrentUser> = {}): AuthSession => ({
  user: testUser(overrides),
  tokens: tokenPair(15, overrides.id ?? 'user-1'),
});

/** Signs the test in as `overrides`' user, the way a login does. */
export const signInAs = (overrides: Partial<CurrentUser> = {}) =>
  act(() => startSession(authSession(overrides)));

/** Back to anonymous: nothing stored, nothing called (localStorage is cleared after each test). */
export async function resetSession() {
  localStorage.removeItem('auth');
  await act(() => initSession());
}
