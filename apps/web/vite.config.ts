import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Manifest, Plugin } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { pagePreloads } from './src/app/public-pages';

const api = 'http://localhost:3000';

/**
 * The API behind the dev server. Cookies pass both ways untouched (no Domain is set, and the paths
 * are the same through the proxy). A page of the dev server is, to the API, a page of its own
 * origin: the API only takes unsafe cookie-signed calls from PUBLIC_URL's origin (docs/security.md
 * 8), so the dev server's own Origin is rewritten to the API's; any other origin goes through as
 * sent and is refused as it would be in production.
 */
// Vite's own types, from the copy vitest uses (see defineConfig below).
type ProxyOptions = Exclude<NonNullable<NonNullable<ViteUserConfig['server']>['proxy']>[string], string>;
const toApi: ProxyOptions = {
  target: api,
  changeOrigin: true,
  configure: (proxy) =>
    proxy.on('proxyReq', (proxyRequest, request) => {
      const origin = request.headers.origin;
      if (origin && URL.canParse(origin) && new URL(origin).host === request.headers.host) {
        proxyRequest.setHeader('origin', api);
      }
    }),
};

// The libraries every page needs, in one chunk that stays cached from release to release.
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|void-elements|html-parse-stringify)[\\/]/;
// Of React Query the first load needs the client and its provider; the hooks and their observers
// go with the pages that fetch, out of the chunk every visitor downloads: in a chunk of their own,
// since left unassigned Rollup folds them into the vendor chunk once enough pages share them.
const QUERY_HOOKS =
  /[\\/]node_modules[\\/]@tanstack[\\/](react-query[\\/](?!.*QueryClientProvider)|query-core[\\/].*Observer)/;
// The design system and the tiny helpers every page starts with, in one file rather than several,
// each paying its own import glue. Only modules without contracts imports: manualChunks would pull
// the contracts barrel, zod and all, in with them.
const CORE = /[\\/]src[\\/]shared[\\/](ui[\\/]|lib[\\/](format|idle-preload)\.ts$)/;

function chunkOf(id: string): string | undefined {
  if (QUERY_HOOKS.test(id)) return 'query-hooks';
  if (VENDOR.test(id)) return 'vendor';
  return CORE.test(id) ? 'ui' : undefined;
}

const TEXT_ASSET = /^assets\/.*\.(js|css|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every hashed text asset, at the strongest settings (brotli
 * 11 packs the vendor chunk about 15 % smaller than gzip 9), which are too slow to run per request:
 * the server sends them as they are to clients that accept them (apps/server/src/platform/http/spa.ts).
 * A variant that comes out no smaller than the file is not written, and the file goes out as it is.
 */
function precompress(): Plugin {
  return {
    name: 'souqna-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => TEXT_ASSET.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          const variants = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }).then((packed) => ['.br', packed] as const),
            gzipped(source, { level: 9 }).then((packed) => ['.gz', packed] as const),
          ]);
          await Promise.all(
            variants
              .filter(([, packed]) => packed.length < source.length)
              .map(([extension, packed]) => writeFile(path.join(dir, file + extension), packed)),
          );
        }),
      );
    },
  };
}

/** The manifest's path in the build, and beside it what each public page preloads (public-pages.ts). */
const MANIFEST = '.vite/manifest.json';
const PAGE_PRELOADS = '.vite/page-preloads.json';

/** Writes `.vite/page-preloads.json`, which the server reads at start to write each page's head. */
function writePagePreloads(): Plugin {
  return {
    name: 'souqna-page-preloads',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
      await writeFile(path.join(dir, PAGE_PRELOADS), JSON.stringify(pagePreloads(manifest), null, 2));
    },
  };
}

// `defineConfig` from vitest/config: one config for `vite build` and for the web test project. (npm
// may hoist vitest's own vite copy to the root; taking the types from vitest keeps them in step.)
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), writePagePreloads()],
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Terser packs the vendor chunk 3.6 KB (gzip) smaller than esbuild; the home route's first
    // load sits right at its budget, so those bytes pay for features.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Every browser that runs es2022 preloads modules itself; without the polyfill Safari 16 merely
    // fetches lazy chunks a moment later.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        manualChunks: chunkOf,
      },
    },
  },
  server: {
    proxy: {
      '/api': toApi,
      '/media': api,
      '/socket.io': { ...toApi, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': toApi,
      '/media': api,
      '/socket.io': { ...toApi, ws: true },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 60_000,
  },
});
