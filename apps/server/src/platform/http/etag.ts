import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { matchesEtag } from './conditional.js';

const JSON_TYPE = /^application\/json/;

/**
 * Every successful JSON answer of the API to a GET carries a validator made from its body, and a
 * client that sends it back gets a bodiless 304 when nothing changed: a repeat visit to a browse
 * page costs a round trip, not the page of listings again. Taken from the body rather than the
 * rows, so it can never claim "unchanged" for an answer that did change (counts, the reader's own
 * favourites). Weak, because the bytes on the wire differ with the content coding. Routes that set
 * their own validator (reference data) keep it. `no-cache`: the answer may be kept but must be
 * revalidated each time, since any write can change it; `private` where it was asked for with
 * credentials, so no shared cache keeps a person's answer.
 */
export function registerEtags(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;

    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) {
      const personal = Boolean(request.headers.authorization || request.headers.cookie);
      reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
    }
    if (!matchesEtag(request.headers['if-none-match'], etag.slice(2))) return payload;
    reply.code(304).removeHeader('content-length').removeHeader('content-type');
    return '';
  });
}
