// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { describe, expect, it } from 'vitest';

/** Budgets of the foundation issue, in gzipped bytes. Sizes are deterministic for a given tree. */
const BUDGET = { homeJs: 150 * 1024, css: 30 * 1024 };

const webRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

describe('bundle size', () => {
  it('keeps the home route within its first-load budget', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'souqna-web-build-'));
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: webRoot,
        mode: 'production',
        logLevel: 'silent',
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
    visit('src/app/routes/home-page.tsx');

    const homeJs = [...files]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipped(file), 0);
    const cssBytes = [...css].reduce((sum, file) => sum + gzipped(file), 0);
    console.log(
      `home route first load: JS ${(homeJs / 1024).toFixed(1)} KB gz, CSS ${(cssBytes / 1024).toFixed(1)} KB gz`,
    );

    expect(manifest['src/app/routes/home-page.tsx']?.isDynamicEntry).toBe(true);
    expect(homeJs).toBeLessThanOrEqual(BUDGET.homeJs);
    expect(cssBytes).toBeLessThanOrEqual(BUDGET.css);
    expect(cssBytes).toBeGreaterThan(0);
  }, 180_000);
});
