import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
const web = mkdtempSync(path.join(tmpdir(), 'souqna-web-'));
const SCRIPT = `export const text = ${JSON.stringify('souqna '.repeat(400))};\n`;
const PAGE = `<!doctype html><title>Souqna</title><div id="root"></div><p>${'سوقنا '.repeat(300)}</p>`;

beforeAll(async () => {
  // What `vite build` leaves: each hashed asset with its brotli and gzip twins (vite.config.ts).
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), PAGE);
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(web, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  t = await buildTestApp({ WEB_DIST_DIR: web });
  const seller = await t.factories.createUser();
  for (let index = 0; index < 20; index++) {
    await t.factories.createListing({
      userId: seller.id,
      title: `Toyota Corolla ${index}`,
      description: 'Well kept, one owner, full service history. '.repeat(8),
    });
  }
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('hashed assets', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('answers Accept-Encoding "%s" with the build\'s %s twin, cached for good', async (accept, encoding) => {
    const response = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(decode(encoding, response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const response = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });
});

describe('API answers', () => {
  it('compresses a page of listings, as the client accepts', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await t.app.inject({
        url: '/api/listings?limit=20',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const json = JSON.parse(decode(encoding, response.rawPayload).toString());
      expect(json.data.items).toHaveLength(20);
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(json)) / 4);
    }
  });

  it('keeps what an answer already varies on, and its caching, when compressing it', async () => {
    const response = await t.app.inject({ url: '/api/common/data', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toEqual([
      'accept-language',
      'accept-encoding',
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toBeDefined();
  });

  it('leaves small answers, and clients that accept no compression, uncompressed', async () => {
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().success).toBe(true);
    const plain = await t.app.inject({ url: '/api/listings?limit=20' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.items).toHaveLength(20);
  });

  it('compresses the error envelope like any answer, and it still reads as one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(
      decode(response.headers['content-encoding'] as string | undefined, response.rawPayload).toString(),
    );
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('pages and media', () => {
  it('compresses the page every client route answers with', async () => {
    const response = await t.app.inject({
      url: '/vehicles',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode('br', response.rawPayload).toString()).toBe(PAGE);
  });

  it('sends photos as they are: they are compressed already', async () => {
    const photo = Buffer.alloc(4096, 7);
    await t.storage.put('listings/x/abc-card.webp', photo, 'image/webp');
    const response = await t.app.inject({
      url: '/media/listings/x/abc-card.webp',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(photo)).toBe(true);
  });
});
