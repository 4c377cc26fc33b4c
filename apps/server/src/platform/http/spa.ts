import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, every other page answered with
 * index.html so client-side routes work on reload and from shared links.
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;

  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (path.extname(request.url.split('?')[0] ?? '') !== '') return undefined;
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds first).');
    }
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
  };
}
