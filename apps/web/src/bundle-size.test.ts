// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { pageChunkKey, PUBLIC_PAGES, staticClosure, type PublicPage } from './app/public-pages';

/**
 * Issue 25's budgets for the first load of every public page, compressed as the server sends it:
 * the build's brotli twin, which every current browser accepts over HTTPS (gzip 9, for older
 * clients, is printed too; some 15 % more). The pages not yet within the goal have a ceiling at
 * their size when they were last cut: they may only shrink.
 */
const GOAL = { js: 150 * 1024, css: 30 * 1024 };
const PUBLIC_ROUTES = {
  '/': { jsCeiling: GOAL.js },
  // 162.2 KB with the notification bell (issue 23), once the error codes came without their
  // English messages (contracts' error-codes.ts), which had cost about 1 KB. 162.8 KB once the
  // route table gained the admin shell's pages, /unsubscribe and /newsletter/confirm and the inbox
  // applied live events itself (issues 22-24); 157.5 KB once the makes catalogue loaded on first
  // need (shared/listing/vehicle-makes.ts, issue 25), with the saved-search alerts of issue 23.
  '/vehicles': { jsCeiling: 158 * 1024 },
  '/realestate': { jsCeiling: 158 * 1024 },
  '/search': { jsCeiling: 158 * 1024 },
  // The share menu, full-screen viewer and dialogs load on first use (shared/ui/on-demand.tsx).
  // 163.1 KB once "Message the seller" opened the listing's conversation and sessions kept their expiry (issue 22).
  // 163.1 KB with the notification bell (issue 23) and the codes without their messages; 163.7 KB
  // with the routes and live inbox of issues 22-24, as above; 158.6 KB with the listing served in
  // the HTML and the makes catalogue on first need (issue 25).
  '/listings/:id': { jsCeiling: 159 * 1024 },
} as const satisfies Record<PublicPage, { jsCeiling: number }>;
/** Libraries only some pages need: never part of the home page's first load. */
const HEAVY =
  /[\\/]node_modules[\\/](zod|socket\.io-client|engine\.io-client|fuse\.js|radix-ui|@radix-ui|react-hook-form|sonner)[\\/]/;
/** Form and schema libraries: no public page loads them before it shows. */
const FORMS = /[\\/]node_modules[\\/](zod|react-hook-form|fuse\.js)[\\/]/;

const webRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'souqna-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('bundle size', () => {
  it('keeps each public page within its first-load budget', async () => {
    const modulesByFile = new Map<string, string[]>();
    const record: Plugin = {
      name: 'record-chunk-modules',
      generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk') modulesByFile.set(chunk.fileName, Object.keys(chunk.modules));
      },
    };
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: webRoot,
        mode: 'production',
        logLevel: 'silent',
        plugins: [record],
        build: { outDir, emptyOutDir: true, sourcemap: false },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const compressed = (file: string) => {
      const bytes = readFileSync(path.join(outDir, file));
      return {
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    };
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const sum = (files: string[], key: 'gzip' | 'brotli') =>
      files.reduce((total, file) => total + compressed(file)[key], 0);

    const cssOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.css ?? []]));
    const lines: string[] = [];
    const failures: string[] = [];
    const preloads = JSON.parse(
      readFileSync(path.join(outDir, '.vite/page-preloads.json'), 'utf8'),
    ) as Record<string, string[]>;
    const entry = staticClosure(manifest, 'index.html');
    for (const [route, { jsCeiling }] of Object.entries(PUBLIC_ROUTES)) {
      // What the browser fetches before the page shows: the entry, its static imports, and the
      // route's lazy chunk with its own static imports.
      const key = pageChunkKey(manifest, PUBLIC_PAGES[route as PublicPage]);
      expect(key, `the chunk of ${route}`).toBeDefined();
      expect(manifest[key!]?.isDynamicEntry, `${route} loads lazily`).toBe(true);
      const files = staticClosure(manifest, key!, new Set(entry));
      const css = new Set([...files].flatMap((file) => cssOf.get(file) ?? []));
      // The server preloads the page's own files with its HTML: all of them, and only those.
      expect(new Set(preloads[route]), `${route} preloads`).toEqual(
        new Set([...files].filter((file) => !entry.has(file) && file.endsWith('.js'))),
      );

      const js = [...files].filter((file) => file.endsWith('.js'));
      const jsBytes = sum(js, 'brotli');
      const cssBytes = sum([...css], 'brotli');
      lines.push(
        `${route.padEnd(14)} JS ${kb(jsBytes).padStart(9)} br ${kb(sum(js, 'gzip')).padStart(9)} gz` +
          ` (goal ${kb(GOAL.js)}${jsCeiling > GOAL.js ? `, ceiling ${kb(jsCeiling)}` : ''}),` +
          ` CSS ${kb(cssBytes)} br, ${js.length} files`,
      );
      expect(cssBytes, `${route} CSS`).toBeGreaterThan(0);
      const modules = js.flatMap((file) => modulesByFile.get(file) ?? []);
      const unwanted = modules.filter((id) => (route === '/' ? HEAVY : FORMS).test(id));
      if (unwanted.length) failures.push(`${route} loads ${unwanted.length} modules it does not need first`);
      if (jsBytes > jsCeiling) failures.push(`${route} JS ${kb(jsBytes)} > ${kb(jsCeiling)}`);
      if (cssBytes > GOAL.css) failures.push(`${route} CSS ${kb(cssBytes)} > ${kb(GOAL.css)}`);
    }
    console.log(['first load of each public page:', ...lines].join('\n'));
    expect(failures).toEqual([]);
  }, 600_000);
});
