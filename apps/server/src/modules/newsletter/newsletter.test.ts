import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload });

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes, and subscribing twice is not an error nor a second row', async () => {
    const first = await subscribe({ email: 'Huda@Example.com', language: 'ar' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ email: 'huda@example.com', created: true });

    const second = await subscribe({ email: 'huda@example.com' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual({ email: 'huda@example.com', created: false });

    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'huda@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('re-subscribing an address that unsubscribed clears the unsubscription', async () => {
    await subscribe({ email: 'back@example.com' });
    await t.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'back@example.com'));
    const again = await subscribe({ email: 'BACK@example.com', language: 'fr' });
    expect(again.json().data).toEqual({ email: 'back@example.com', created: false });
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'back@example.com'));
    expect(row).toMatchObject({ unsubscribedAt: null, language: 'fr' });
  });

  it('rejects a bad email with a field error and stores nothing', async () => {
    const before = (await t.db.select().from(newsletterSubscribers)).length;
    const response = await subscribe({ email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual([
      expect.objectContaining({
        path: 'email',
        key: 'emailInvalid',
        message: 'Please enter a valid email address',
      }),
    ]);
    expect((await t.db.select().from(newsletterSubscribers)).length).toBe(before);
  });

  it('rejects an unknown language', async () => {
    const response = await subscribe({ email: 'a@b.co', language: 'xx' });
    expect(response.statusCode).toBe(400);
  });

  it('limits how often one address may subscribe', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await subscribe({ email: `flood${i}@example.com` })).statusCode);
    expect(statuses).toContain(429);
    const limited = await subscribe({ email: 'late@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMIT');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
