import { API_PATHS } from '@souqna/contracts';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
const PRE_PAINT = "document.documentElement.dir = 'rtl';";
const web = mkdtempSync(path.join(tmpdir(), 'souqna-web-'));
beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    `<!doctype html><title>Souqna</title><script>${PRE_PAINT}</script><div id="root"></div>`,
  );
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST_DIR: web });
});
afterAll(() => t.close());

describe('docs', () => {
  it('serves OpenAPI generated from the route schemas', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/contact', '/api/newsletter/subscribe']),
    );
    expect(response.json().paths['/api/contact'].post.requestBody).toBeDefined();
    // Every accounts path of the contract is served and documented (`:id` as OpenAPI `{id}`).
    const accounts = [...Object.values(API_PATHS.auth), ...Object.values(API_PATHS.users)].map(
      (path) => `/api${path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(paths).toEqual(expect.arrayContaining(accounts));
  });

  it('serves the same document as YAML', async () => {
    const response = await t.app.inject('/api/docs/yaml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/yaml/);
    expect(response.body).toMatch(/^openapi: 3/m);
    expect(response.body).toContain('/api/messages/conversations:');
  });

  it('documents every API operation with tags, a summary and its error envelope', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses: object }>>;
    };
    for (const [url, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${url}`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${url}`).toBeTruthy();
        expect(
          Object.keys(operation.responses).some((status) => status >= '400'),
          `${method} ${url}`,
        ).toBe(true);
      }
    }
  });
});

describe('error envelope', () => {
  it('answers an unknown API route with JSON 404 ROUTE_NOT_FOUND', async () => {
    const response = await t.app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'ROUTE_NOT_FOUND', message: 'Route not found' },
    });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an over-large body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('web app', () => {
  it('answers client routes with index.html', async () => {
    const response = await t.app.inject({ url: '/vehicles?page=2', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('allows the pre-paint inline script by its hash, not by unsafe-inline', async () => {
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(PRE_PAINT).digest('base64');
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toMatch(/connect-src 'self' ws: wss:/);
  });

  it('does not answer a script request with the page', async () => {
    const response = await t.app.inject({ url: '/vehicles', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths JSON even for a browser', async () => {
    const response = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await t.app.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await t.app.inject('/assets/missing.js');
    expect(response.statusCode).toBe(404);
  });
});

describe('media', () => {
  it('serves a stored file with long cache headers', async () => {
    await t.storage.put('listings/x/abc-card.webp', Buffer.from('RIFF0000WEBP'), 'image/webp');
    const response = await t.app.inject('/media/listings/x/abc-card.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe('RIFF0000WEBP');
  });

  it.each(['/media/../secrets.json', '/media/%2e%2e/secrets.json', '/media/listings/x/../../secrets.json'])(
    'refuses traversal %s',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('jwtSecret');
    },
  );
});
