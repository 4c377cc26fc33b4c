import type { IncomingHttpHeaders } from 'node:http';

/** The access token, for browsers (DESIGN.md 4 "Sessions"): every path, as long as the token. */
export const SESSION_COOKIE = 'session_token';
/** The refresh token, sent only to the accounts calls (`/api/auth/...`). */
export const REFRESH_COOKIE = 'refresh_token';
/** The old server's name for the access token cookie (api-compat.md 0): read, never set. */
export const LEGACY_SESSION_COOKIE = 'jwt';
/** Cookies that sign a request in: a request carrying one is held to the origin check (csrf.ts). */
export const CREDENTIAL_COOKIES = [SESSION_COOKIE, LEGACY_SESSION_COOKIE, REFRESH_COOKIE] as const;

/** One cookie of a request's headers, decoded; undefined when absent or empty. */
export function cookieOf(headers: IncomingHttpHeaders, name: string) {
  const match = headers.cookie?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]+)`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!.trim()) || undefined;
  } catch {
    return undefined;
  }
}

/** One cookie of the request, decoded; undefined when absent. */
export const readCookie = (request: { headers: IncomingHttpHeaders }, name: string) =>
  cookieOf(request.headers, name);

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
  /** `Strict` unless a cookie must come along when a person follows a link from another site. */
  sameSite?: 'Strict' | 'Lax';
}

/** A Set-Cookie value no script can read, sent only to `path` on this site. */
export function httpOnlyCookie(name: string, value: string, options: CookieOptions) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.round(options.maxAgeSeconds))}`,
    'HttpOnly',
    `SameSite=${options.sameSite ?? 'Strict'}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that removes a cookie set with the same name and path. */
export const removedCookie = (name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>) =>
  httpOnlyCookie(name, '', { ...options, maxAgeSeconds: 0 });
