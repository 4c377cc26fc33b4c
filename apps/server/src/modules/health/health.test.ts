import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 with the database up', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: 'up',
        driver: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        version: expect.any(String),
        uptimeSeconds: expect.any(Number),
      },
    });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('without a web build, tells a visitor of / how to build it', async () => {
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  // Last: it closes the database under the app.
  it('answers 503 SERVICE_UNAVAILABLE when the database is down', async () => {
    await t.database.close();
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', details: { database: 'down' }, requestId: expect.any(String) },
    });
  });
});
