import {
  API_ALIASES,
  API_BASE,
  API_PATHS,
  authSessionSchema,
  codeSentResponseSchema,
  currentUserSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  passwordResetConfirmRequestSchema,
  passwordResetVerifyRequestSchema,
  passwordResetVerifyResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  successEnvelope,
  AUTH_LIMITS,
  type Tokens,
  unlockAccountRequestSchema,
  verifyEmailRequestSchema,
  verifyTokenResponseSchema,
} from '@souqna/contracts';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  httpOnlyCookie,
  readCookie,
  REFRESH_COOKIE,
  removedCookie,
  SESSION_COOKIE,
} from '../../platform/http/cookies.js';
import { formFieldsAsBody } from '../../platform/http/multipart.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ClientInfo, ServiceDeps } from '../../platform/service-deps.js';
import { getCurrentUser } from '../users/users.service.js';
import { unlockWithLink } from './auth.login-guard.js';
import * as auth from './auth.service.js';
import { endSession, refreshSession } from './auth.sessions.js';

const PATHS = API_PATHS.auth;
// Per address and generous: many Syrian users share one address behind carrier NAT, and the
// per-account limits (login protection's delays and lock, 5 tries a code, a code a minute) are the
// strict ones.
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Browsers keep the refresh token in its cookie instead of sending it (api-compat.md 9.3). */
function refreshTokenOf(request: FastifyRequest, body?: { refreshToken?: string }) {
  return body?.refreshToken || readCookie(request, REFRESH_COOKIE);
}

// Login protection's known-device cookie: sent back only to the accounts calls.
const DEVICE_COOKIE = 'souqna_device';
// The refresh token's cookie goes to the accounts calls only: refresh and logout need it, login
// reads it as a sign of the account's owner, and the old web client posts to this refresh path.
// The old server scoped it to `/auth/refresh`, which no call under `/api` ever matched.
const ACCOUNTS_PATH = `${API_BASE}/auth`;

const secondsUntil = (iso: string) => (Date.parse(iso) - Date.now()) / 1000;

/**
 * A zero-byte body is no body, whatever type it claims: the old web client posts refresh and
 * logout with an empty JSON body, which Fastify's JSON parser refuses (400) before any handler.
 */
const emptyBodyIsNone: onRequestHookHandler = async ({ headers }) => {
  const length = headers['content-length'];
  const empty = length === '0' || (length === undefined && headers['transfer-encoding'] === undefined);
  if (empty) delete headers['content-type'];
};

export function registerAuthRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const tags = ['auth'];
  const secure = deps.publicUrl.startsWith('https://');
  const setDeviceCookie = (reply: FastifyReply, token: string) =>
    reply.header(
      'set-cookie',
      httpOnlyCookie(DEVICE_COOKIE, token, {
        path: ACCOUNTS_PATH,
        maxAgeSeconds: AUTH_LIMITS.knownDeviceDays * 24 * 3600,
        secure,
      }),
    );
  // The session for browsers, beside the same tokens in the body (mobile reads `data.tokens`).
  // Lax, not Strict: a person following a link to a listing from another site arrives signed in;
  // what Lax lets through from other sites is top-level GETs, which change nothing, and unsafe
  // requests signed in by cookie must come from an allowed origin anyway (csrf.ts).
  const setSessionCookies = (reply: FastifyReply, tokens: Tokens) =>
    reply.header('set-cookie', [
      httpOnlyCookie(SESSION_COOKIE, tokens.accessToken, {
        path: '/',
        maxAgeSeconds: secondsUntil(tokens.accessTokenExpiresAt),
        secure,
        sameSite: 'Lax',
      }),
      httpOnlyCookie(REFRESH_COOKIE, tokens.refreshToken, {
        path: ACCOUNTS_PATH,
        maxAgeSeconds: secondsUntil(tokens.refreshTokenExpiresAt),
        secure,
        sameSite: 'Lax',
      }),
    ]);
  const removeSessionCookies = (reply: FastifyReply) =>
    reply.header('set-cookie', [
      removedCookie(SESSION_COOKIE, { path: '/', secure, sameSite: 'Lax' }),
      removedCookie(REFRESH_COOKIE, { path: ACCOUNTS_PATH, secure, sameSite: 'Lax' }),
    ]);

  app.post(
    PATHS.register,
    {
      config: perMinute(20),
      // Older clients may post the sign-up as a multipart form (api-compat.md section 1).
      preValidation: formFieldsAsBody,
      schema: {
        tags,
        summary: 'Create an account; a 6-digit code and a link are mailed',
        body: registerRequestSchema,
        response: { 201: successEnvelope(registerResponseSchema), ...errorResponses(400, 409, 429, 502) },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await auth.register(deps, request.body))),
  );

  const verifyEmailOptions = {
    config: perMinute(30),
    schema: {
      tags,
      summary: 'Verify the email with the mailed code or the link token; signs in',
      body: verifyEmailRequestSchema,
      response: { 200: successEnvelope(authSessionSchema), ...errorResponses(400, 403, 404, 429) },
    },
  };
  for (const path of [PATHS.verifyEmail, API_ALIASES.verifyEmailCode]) {
    app.post(path, verifyEmailOptions, async (request, reply) => {
      const session = await auth.verifyEmail(deps, request.body, clientOf(request));
      setSessionCookies(reply, session.tokens);
      return ok(session);
    });
  }

  app.post(
    PATHS.resendVerification,
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Mail a new verification code',
        body: emailOnlyRequestSchema,
        response: { 200: successEnvelope(codeSentResponseSchema), ...errorResponses(400, 429, 502) },
      },
    },
    async (request) => ok(await auth.resendVerification(deps, request.body.email)),
  );

  app.post(
    PATHS.login,
    {
      // A valid session of the account marks the request as its owner's (login protection).
      preHandler: guard.optionalUser,
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'Login protection (docs/security.md 4): after 3 quick attempts a source waits 2 s, then twice as long each time (429 with Retry-After); 10 attempts from sources the account does not know lock it for them for 15 minutes (423 with Retry-After) and mail the owner a one-click unlock. Known devices, addresses and sessions are never locked.',
        body: loginRequestSchema,
        response: {
          200: successEnvelope(authSessionSchema),
          ...errorResponses(400, 401, 403, 404, 423, 429),
        },
      },
    },
    async (request, reply) => {
      const { session, deviceToken } = await auth.login(deps, request.body, {
        ...clientOf(request),
        sessionUserId: request.auth?.user.id,
        refreshToken: readCookie(request, 'refresh_token'),
        deviceToken: readCookie(request, DEVICE_COOKIE),
      });
      setDeviceCookie(reply, deviceToken);
      setSessionCookies(reply, session.tokens);
      return ok(session);
    },
  );

  app.post(
    PATHS.unlockAccount,
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Unlock a locked account with the mailed link’s token (once)',
        body: unlockAccountRequestSchema,
        response: { 200: successEnvelope(messageResponseSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      setDeviceCookie(reply, (await unlockWithLink(deps, request.body.token)).deviceToken);
      return ok({ message: 'Your account is unlocked' });
    },
  );

  app.post(
    PATHS.refresh,
    {
      onRequest: emptyBodyIsNone,
      config: perMinute(60),
      schema: {
        tags,
        summary: 'Trade a refresh token (body or cookie) for a new pair; each works once',
        body: refreshRequestSchema,
        response: { 200: successEnvelope(refreshResponseSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body);
      if (!token) throw new AppError('NO_REFRESH_TOKEN');
      const tokens = await refreshSession(deps, token, clientOf(request));
      setSessionCookies(reply, tokens);
      if (request.body?.refreshToken)
        return ok({ tokens, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      // By cookie: an injected script that calls refresh must not walk away with a 30-day token.
      const { accessToken: _access, refreshToken: _refresh, ...expiries } = tokens;
      return ok({ tokens: expiries });
    },
  );

  app.post(
    PATHS.logout,
    {
      onRequest: emptyBodyIsNone,
      preHandler: guard.optionalUser,
      config: perMinute(60),
      schema: {
        tags,
        summary: 'End this session (by refresh token, body or cookie, or the access token’s session)',
        body: refreshRequestSchema,
        response: { 200: successEnvelope(messageResponseSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await endSession(deps, {
        refreshToken: refreshTokenOf(request, request.body),
        sessionId: request.auth?.sessionId,
      });
      removeSessionCookies(reply);
      return ok({ message: 'Logged out successfully' });
    },
  );

  app.get(
    PATHS.me,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: successEnvelope(currentUserSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await getCurrentUser(deps, authOf(request).user.id)),
  );

  app.get(
    PATHS.verifyToken,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'Whether the access token (Bearer or cookie) is valid',
        response: { 200: successEnvelope(verifyTokenResponseSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, expiresAt } = authOf(request);
      return ok({
        valid: true as const,
        expiresAt: expiresAt.toISOString(),
        user: await getCurrentUser(deps, user.id),
      });
    },
  );

  const resetRequestOptions = {
    config: perMinute(20),
    schema: {
      tags,
      summary: 'Mail a password reset code (same answer whether or not the email has an account)',
      body: emailOnlyRequestSchema,
      response: { 200: successEnvelope(codeSentResponseSchema), ...errorResponses(400, 429, 502) },
    },
  };
  for (const path of [PATHS.passwordResetRequest, API_ALIASES.forgotPassword]) {
    app.post(path, resetRequestOptions, async (request) =>
      ok(await auth.requestPasswordReset(deps, request.body.email)),
    );
  }

  app.post(
    PATHS.passwordResetVerify,
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Check a password reset code without using it',
        body: passwordResetVerifyRequestSchema,
        response: { 200: successEnvelope(passwordResetVerifyResponseSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await auth.verifyPasswordReset(deps, request.body.email, request.body.code)),
  );

  app.post(
    PATHS.passwordResetConfirm,
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Set a new password with the reset code; every session ends',
        body: passwordResetConfirmRequestSchema,
        response: { 200: successEnvelope(messageResponseSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await auth.confirmPasswordReset(deps, request.body)),
  );
}
