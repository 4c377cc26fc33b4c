// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/** Budgets of the foundation issue, in gzipped bytes. Sizes are deterministic for a given tree. */
const BUDGET = { homeJs: 150 * 1024, css: 30 * 1024 };
const HOME_ROUTE = 'src/app/routes/home/home-page.tsx';
/** Libraries only some pages need: never part of the home page's first load. */
const HEAVY =
  /[\\/]node_modules[\\/](zod|socket\.io-client|engine\.io-client|fuse\.js|radix-ui|@radix-ui|react-hook-form|sonner)[\\/]/;

const webRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'souqna-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('bundle size', () => {
  it('keeps the home route within its first-load budget', async () => {
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
    const gzipped = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;

    // What the browser fetches before the home page shows: the entry, its static imports, and
    // the home route's lazy chunk with its own static imports.
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    visit('index.html');
    // Keyed by its source while only the router imports it; once a lazy part of the home page
    // shares modules with it, Vite keys it by file name ("_home-page-….js") instead.
    const homeKey = Object.keys(manifest).find(
      (key) => key === HOME_ROUTE || (manifest[key]?.name === 'home-page' && manifest[key]?.isDynamicEntry),
    );
    expect(homeKey, 'the home route chunk').toBeDefined();
    visit(homeKey!);

    const js = [...files].filter((file) => file.endsWith('.js'));
    const sizes = [...js, ...css].map((file) => [file, gzipped(file)] as const).sort((a, b) => b[1] - a[1]);
    const homeJs = sizes.filter(([file]) => file.endsWith('.js')).reduce((sum, [, bytes]) => sum + bytes, 0);
    const cssBytes = sizes
      .filter(([file]) => file.endsWith('.css'))
      .reduce((sum, [, bytes]) => sum + bytes, 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      [
        `home route first load: JS ${kb(homeJs)} gz (budget ${kb(BUDGET.homeJs)}), CSS ${kb(cssBytes)} gz (budget ${kb(BUDGET.css)})`,
        ...sizes.map(([file, bytes]) => `  ${kb(bytes).padStart(9)}  ${file}`),
      ].join('\n'),
    );

    expect(manifest[homeKey!]?.isDynamicEntry).toBe(true);
    expect(cssBytes).toBeGreaterThan(0);
    const heavy = js.flatMap((file) => (modulesByFile.get(file) ?? []).filter((id) => HEAVY.test(id)));
    expect(heavy, 'heavy libraries in the first load').toEqual([]);
    expect(homeJs).toBeLessThanOrEqual(BUDGET.homeJs);
    expect(cssBytes).toBeLessThanOrEqual(BUDGET.css);
  }, 180_000);
});
