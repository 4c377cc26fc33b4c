import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withBoot } from './page-boot.js';

export interface WebBuild {
  distDir: string;
  /** The built index.html, or undefined when the web app has not been built. */
  indexHtml?: string;
  /** index.html and the home page's variant, compressed once: client routes are answered by the
   * not-found handler, which no route-level plugin (compress) reaches. */
  compressedIndex?: { br: Buffer; gzip: Buffer };
  compressedHome?: { br: Buffer; gzip: Buffer };
  /** CSP hashes of index.html's inline scripts (the pre-paint theme script), so no 'unsafe-inline'. */
  inlineScriptHashes: string[];
  /**
   * index.html for each public page of the build's `.vite/page-preloads.json` (by its route in the
   * web app's router, e.g. `/listings/:id`), with the page's own chunks preloaded: without them the
   * browser learns of the page's code only once the entry has run, a round trip and the entry's
   * evaluation later (issue 25).
   */
  pages: Record<string, string>;
}

/** index.html for a route: its page's variant where the build has one. */
export const pageHtml = (web: WebBuild, route: string) => web.pages[route] ?? web.indexHtml;

const compress = (html: string) => ({
  br: brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }),
  gzip: gzipSync(html, { level: 9 }),
});

function readPages(distDir: string, indexHtml: string): Record<string, string> {
  const file = path.join(distDir, '.vite/page-preloads.json');
  if (!existsSync(file)) return {};
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(preloads).map(([route, files]) => [
      route,
      withBoot(
        indexHtml,
        files.map((asset) => `<link rel="modulepreload" crossorigin href="/${asset}">`).join('\n    '),
      ),
    ]),
  );
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function loadWebBuild(distDir: string): WebBuild {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return { distDir, inlineScriptHashes: [], pages: {} };
  const indexHtml = readFileSync(indexFile, 'utf8');
  const inlineScriptHashes = [...indexHtml.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  const pages = readPages(distDir, indexHtml);
  return {
    distDir,
    indexHtml,
    compressedIndex: compress(indexHtml),
    compressedHome: compress(pages['/'] ?? indexHtml),
    inlineScriptHashes,
    pages,
  };
}

const PAGE_ENCODINGS = ['br', 'gzip'] as const;

export const NOT_BUILT_MESSAGE =
  'Souqna: the web app is not built yet. Run `npm run build` (or `npm start`, which builds first), then reload.';

/** Page navigations accept HTML; a script or image request for a missing file must get a 404. */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app: hashed assets cached for a year, every other page answered with
 * index.html so client-side routes work on reload and from shared links. Returns the fallback
 * the not-found handler calls for paths outside /api.
 */
export async function registerSpa(app: FastifyInstance, web: WebBuild) {
  const { indexHtml } = web;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: web.distDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each asset (vite.config.ts): sent by the client's
      // Accept-Encoding, with `Vary: Accept-Encoding`, and never compressed again per request.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed names under assets/: they never change, so cache them for good.
        const hashed = filePath.startsWith(path.join(web.distDir, 'assets') + path.sep);
        reply.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    if (!wantsPage(request)) return undefined;
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing file (an old asset, a typo) is a 404, not the page.
    if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') return undefined;
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(NOT_BUILT_MESSAGE);
    }
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    const home = pathname === '/';
    const compressed = home ? web.compressedHome : web.compressedIndex;
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...PAGE_ENCODINGS]);
    if (!encoding || !compressed) return reply.send(home ? pageHtml(web, '/') : indexHtml);
    return reply.header('Content-Encoding', encoding).send(compressed[encoding]);
  };
}
