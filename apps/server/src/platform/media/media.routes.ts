import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { STAGING_PREFIX } from './media-changes.js';
import { isSafeMediaKey, type MediaStorage } from './media-storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

/** Serves stored media. Keys carry a content hash, so a file never changes: cache it for a year. */
export function registerMediaRoutes(app: FastifyInstance, storage: MediaStorage) {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()];
    // Staged files are not yet (or no longer) anyone's: no row names them, so no one may see them.
    const staged = key.startsWith(`${STAGING_PREFIX}/`);
    if (!contentType || !isSafeMediaKey(key) || staged) return reply.callNotFound();
    const found = await storage.stream(key);
    if (!found) return reply.callNotFound();
    return (
      reply
        .header('Content-Type', contentType)
        .header('Content-Length', found.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        // Public photos: the older web client, served from its own origin, shows them too.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(found.stream)
    );
  });
}
