import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { bearerTokenOf } from '../auth/auth-guard.js';
import { AppError } from '../errors/app-error.js';
import { cookieOf, CREDENTIAL_COOKIES } from './cookies.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of an `Origin` or `Referer` value; undefined for `null`, junk or a non-web scheme. */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request the browser may have signed in on its own is one the page it came from may
 * send: an unsafe method carrying a session cookie and no Bearer header. A Bearer header signs the
 * request in by itself (cookies are then never read), and no page of another origin can add one
 * without a CORS preflight, which this server refuses; a request without those cookies acts for
 * nobody. Presence is what counts, not validity: an expired cookie refused later is refused here
 * first, and nothing depends on which of the two checks a forgery meets.
 */
export function needsOriginCheck(method: string, headers: IncomingHttpHeaders) {
  return (
    !SAFE_METHODS.has(method) &&
    bearerTokenOf(headers) === undefined &&
    CREDENTIAL_COOKIES.some((name) => cookieOf(headers, name) !== undefined)
  );
}

/**
 * Cross-site request forgery (docs/security.md 8): the session cookies go along with a form that
 * a page of another site posts here, so an unsafe request signed in by cookie must come from an
 * allowed origin, read from `Origin`, else `Referer`; with neither (or `Origin: null`, sent by
 * sandboxed frames and pages that hide their referrer), it is refused too: every browser of the
 * last years sends `Origin` on a POST, PUT, PATCH or DELETE. Checked before the body is read, so a
 * refused request runs nothing.
 */
export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!needsOriginCheck(request.method, request.headers)) return;
    const { origin, referer } = request.headers;
    const from = origin !== undefined ? originOf(origin) : originOf(referer);
    if (from === undefined || !allowed.has(from)) throw new AppError('CSRF_ORIGIN_REJECTED');
  });
}
