import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AUTH_LIMITS, USER_ROLES, type UserRole } from '@souqna/contracts';
import { AppError } from '../errors/app-error.js';

const ISSUER = 'souqna';
const AUDIENCE = 'souqna';

export interface AccessClaims {
  sub: string;
  email: string;
  username: string;
  role: UserRole;
  /** The session (refresh-token family) this token belongs to: logout ends it at once. */
  sid: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, claims: AccessClaims, now = new Date()) {
  const expiresAt = new Date(now.getTime() + AUTH_LIMITS.accessTokenMinutes * 60_000);
  const token = await new SignJWT({
    email: claims.email,
    username: claims.username,
    role: claims.role,
    sid: claims.sid,
    type: 'access',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
  return { token, expiresAt };
}

/** The claims of a valid access token; `TOKEN_EXPIRED` or `INVALID_TOKEN` otherwise. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<AccessClaims & { exp: number }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
    });
    const role = payload.role as UserRole;
    if (
      payload.type !== 'access' ||
      typeof payload.sid !== 'string' ||
      typeof payload.email !== 'string' ||
      !USER_ROLES.includes(role)
    ) {
      throw new AppError('INVALID_TOKEN');
    }
    return {
      sub: payload.sub!,
      email: payload.email,
      username: String(payload.username ?? ''),
      role,
      sid: payload.sid,
      exp: payload.exp!,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('INVALID_TOKEN');
  }
}

/** An opaque secret handed to a client: refresh tokens and mail-link tokens. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/**
 * The refresh token `token` is rotated into: derived with the server secret rather than drawn at
 * random, so a second request with `token` inside the grace window can hand out the very pair the
 * first one did, and no instance needs to keep that token anywhere but in its hash.
 */
export const successorToken = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`refresh-rotation:${token}`).digest('base64url');

/** Opaque tokens are long and random, so a plain SHA-256 is enough to store them. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newVerificationCode = () =>
  String(randomInt(0, 10 ** AUTH_LIMITS.codeLength)).padStart(AUTH_LIMITS.codeLength, '0');

/**
 * A six-digit code has only a million values, so a plain hash would fall to a lookup table if the
 * database leaked; keyed with the server secret it cannot be reversed without that secret too.
 */
export const hashCode = (secret: string, code: string) =>
  createHmac('sha256', secret).update(code).digest('hex');

/** What a signed, expiring token of one purpose (a known device, an unlock link) stands for. */
export type PurposeToken = { type: 'device' | 'unlock'; sub: string; jti: string };

export const signPurposeToken = (secret: string, claims: PurposeToken, expiresAt: Date) =>
  new SignJWT({ type: claims.type })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));

/** The claims of a valid token of `type`; undefined for anything else, expired ones included. */
export async function verifyPurposeToken(
  secret: string,
  type: PurposeToken['type'],
  token: string,
): Promise<PurposeToken | undefined> {
  const verified = await jwtVerify(token, key(secret), {
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'jti', 'exp'],
  }).catch(() => undefined);
  const payload = verified?.payload;
  if (payload?.type !== type) return undefined;
  return { type, sub: payload.sub!, jti: payload.jti! };
}
