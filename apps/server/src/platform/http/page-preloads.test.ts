import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loadWebBuild } from './spa.js';

let t: TestApp;
const web = mkdtempSync(path.join(tmpdir(), 'souqna-web-'));
const PAGE =
  '<!doctype html><html><head><title>Souqna</title></head><body><div id="root"></div></body></html>';
// What the web build writes beside its manifest (apps/web/src/app/public-pages.ts).
const PRELOADS = {
  '/': ['assets/home-page-a1.js', 'assets/home-row-b2.js'],
  '/vehicles': ['assets/vehicles-page-c3.js'],
  '/realestate': ['assets/real-estate-page-d4.js'],
  '/search': ['assets/search-page-e5.js'],
  '/listings/:id': ['assets/listing-page-f6.js'],
};
const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1]);

beforeAll(async () => {
  mkdirSync(path.join(web, '.vite'));
  writeFileSync(path.join(web, 'index.html'), PAGE);
  writeFileSync(path.join(web, '.vite/page-preloads.json'), JSON.stringify(PRELOADS));
  t = await buildTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const page = (url: string, encoding?: string) =>
  t.app.inject({
    url,
    headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe("a public page's own scripts preloaded with its HTML", () => {
  it.each([
    ['/', '/'],
    ['/vehicles', '/vehicles'],
    ['/realestate?', '/realestate'],
    ['/search?q=toyota', '/search'],
    [`/listings/${randomUUID()}`, '/listings/:id'],
  ] as const)('%s preloads the chunks of %s in its head, and no other page’s', async (url, route) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(preloaded(head)).toEqual(PRELOADS[route]);
    for (const file of PRELOADS[route]) expect(head).toContain(link(file));
  });

  it('sends the home page compressed with its preloads, and other app routes without them', async () => {
    const home = await page('/', 'br');
    expect(home.headers['content-encoding']).toBe('br');
    expect(preloaded(brotliDecompressSync(home.rawPayload).toString())).toEqual(PRELOADS['/']);

    for (const url of ['/login', '/profile/listings', '/admin/jobs']) {
      const other = await page(url, 'br');
      expect(other.statusCode, url).toBe(200);
      expect(preloaded(brotliDecompressSync(other.rawPayload).toString()), url).toEqual([]);
      expect(preloaded((await page(url)).body), url).toEqual([]);
    }
  });

  it('serves index.html unchanged to a build without the preload list', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'souqna-web-'));
    try {
      writeFileSync(path.join(bare, 'index.html'), PAGE);
      const build = loadWebBuild(bare);
      expect(build.pages).toEqual({});
      expect(build.indexHtml).toBe(PAGE);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
