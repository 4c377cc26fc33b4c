import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/common/exchange-rate', headers });

describe('GET /api/common/exchange-rate', () => {
  it('answers the seeded rate to anyone, revalidated on every load', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { base: 'USD', quote: 'SYP', rate: 13_000, effectiveAt: '2026-01-01T00:00:00.000Z' },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=0');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 with no body to a client holding the current version', async () => {
    const first = await get();
    const again = await get({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('follows the newest rate in effect, not one dated ahead, with a new validator', async () => {
    const before = await get();
    const rows = await t.db
      .insert(exchangeRates)
      .values([
        { rate: 12_500, effectiveAt: new Date('2026-06-01T00:00:00Z') },
        { rate: 20_000, effectiveAt: new Date('2099-01-01T00:00:00Z') },
      ])
      .returning({ id: exchangeRates.id });
    try {
      const after = await get({ 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.json().data).toMatchObject({ rate: 12_500, effectiveAt: '2026-06-01T00:00:00.000Z' });
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await t.db.delete(exchangeRates).where(
        inArray(
          exchangeRates.id,
          rows.map((row) => row.id),
        ),
      );
    }
  });

  it('answers null when no rate was ever set, so clients show each price alone', async () => {
    const saved = await t.db.delete(exchangeRates).returning();
    try {
      const response = await get();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: null });
    } finally {
      await t.db.insert(exchangeRates).values(saved);
    }
  });
});
