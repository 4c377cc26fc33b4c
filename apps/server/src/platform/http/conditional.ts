import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './route-types.js';

/** Whether `If-None-Match` names this validator (the weak comparison RFC 9110 13.1.2 asks for). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Answers data that changes seldom (with a deploy, or an admin's new rate): `ETag`, `Cache-Control` and `Vary` on every
 * answer, and a bodiless 304 when the client already holds this version.
 */
export function sendCacheable<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { data, etag }: { data: T; etag: string },
  { maxAgeSeconds, vary }: { maxAgeSeconds: number; vary?: string },
) {
  reply.header('ETag', etag).header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  if (vary) reply.header('Vary', vary);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(ok(data));
}
