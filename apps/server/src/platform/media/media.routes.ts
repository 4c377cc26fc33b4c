import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STAGING_PREFIX } from './media-changes.js';
import { isSafeMediaKey, type MediaStorage } from './media-storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

/**
 * Folders whose files belong to a few people, never to the public route: a module serves them
 * through a signed-in route of its own after checking who asks (issue 22's message photos).
 */
export const PRIVATE_MEDIA_FOLDERS = ['messages'] as const;

/**
 * Sends a stored file, or 404 when there is none. Keys carry a content hash, so a file never
 * changes: cached for a year, publicly or by the asker's browser only.
 */
export async function sendStoredMedia(
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  audience: 'public' | 'private',
) {
  const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()];
  const found = contentType && isSafeMediaKey(key) ? await storage.stream(key) : undefined;
  if (!found) return reply.callNotFound();
  return (
    reply
      .header('Content-Type', contentType)
      .header('Content-Length', found.size)
      .header('Cache-Control', `${audience}, max-age=31536000, immutable`)
      .header('X-Content-Type-Options', 'nosniff')
      // Public photos: the older web client, served from its own origin, shows them too.
      .header('Cross-Origin-Resource-Policy', audience === 'public' ? 'cross-origin' : 'same-site')
      .send(found.stream)
  );
}

/** Serves the stored media anyone may see. */
export function registerMediaRoutes(app: FastifyInstance, storage: MediaStorage) {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const folder = key.slice(0, key.indexOf('/'));
    // Staged files are not yet (or no longer) anyone's: no row names them, so no one may see them.
    const hidden = folder === STAGING_PREFIX || (PRIVATE_MEDIA_FOLDERS as readonly string[]).includes(folder);
    if (hidden) return reply.callNotFound();
    return sendStoredMedia(reply, storage, key, 'public');
  });
}
