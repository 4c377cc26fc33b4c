import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const good = {
  name: 'Rami Haddad',
  email: 'Rami@Example.com',
  subject: 'Question',
  message: 'How do I post an ad?',
};
const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
const count = async () => (await t.db.select().from(contactSubmissions)).length;

describe('POST /api/contact', () => {
  it('stores a good submission and answers 201 with its id', async () => {
    const response = await post(good);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    const rows = await t.db.select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.data.id, name: 'Rami Haddad', email: 'rami@example.com' });
  });

  it('joins firstName and lastName sent by older clients', async () => {
    const { name: _name, ...rest } = good;
    const response = await post({ ...rest, firstName: 'Lina', lastName: 'Sabbagh' });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.select().from(contactSubmissions);
    expect(rows.map((row) => row.name)).toContain('Lina Sabbagh');
  });

  it.each([
    ['email', { ...good, email: 'not-an-email' }, 'emailInvalid'],
    ['email', { ...good, email: '' }, 'emailRequired'],
    ['name', { ...good, name: '   ' }, 'nameRequired'],
    ['subject', { ...good, subject: 'x'.repeat(201) }, 'tooLong'],
    ['message', { ...good, message: 'short' }, 'tooShort'],
    ['message', { ...good, message: 42 }, 'invalidFormat'],
  ])('rejects a bad %s with its key and stores nothing', async (path, payload, key) => {
    const before = await count();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details.fields).toContainEqual(expect.objectContaining({ path, key }));
    expect(await count()).toBe(before);
  });

  it('rejects a missing field as required', async () => {
    const { subject: _subject, ...rest } = good;
    const response = await post(rest);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'subject', key: 'required', message: 'This field is required' }),
    );
  });
});
