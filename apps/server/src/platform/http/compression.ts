import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text worth compressing: JSON, HTML, scripts, styles, SVG, XML. Not event streams, whose events
 * a compressor would hold back, and not images or other binaries (octet-stream included), which
 * are compressed already.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript(?:;|$)/;

/**
 * Answers above 1 KB go out brotli- or gzip-compressed, as the client accepts (`Vary:
 * Accept-Encoding`): a page of 20 listings drops from 58 KB to about a tenth. Brotli at quality
 * 4, the plugin's default for compressing on the fly (11 costs ten times the CPU for a few %).
 * Built assets are compressed once at build and served as they are (spa.ts). Request bodies are
 * not decompressed: no client sends them compressed, and a small compressed body could expand
 * past the body limit's intent.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
