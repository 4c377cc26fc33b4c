import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { editRequests } from '../../test/listing-edits.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Reads the detail page as a visitor would, returning the view count it shows. */
async function visit(id: string, from: { address: string; agent?: string; auth?: Record<string, string> }) {
  const response = await t.app.inject({
    url: `/api/listings/public/${id}`,
    remoteAddress: from.address,
    headers: { 'user-agent': from.agent ?? 'Mozilla/5.0', ...from.auth },
  });
  return response.json().data.views as number;
}

describe('view counts', () => {
  it('count one view per address and listing a day, whatever the User-Agent', async () => {
    const { id } = await t.factories.createListing();
    expect(await visit(id, { address: '10.0.0.1', agent: 'Firefox' })).toBe(1);
    for (const agent of ['Chrome', 'curl/8.0', 'bot-1', 'bot-2', ''])
      expect(await visit(id, { address: '10.0.0.1', agent })).toBe(1);
    expect(await visit(id, { address: '10.0.0.2' })).toBe(2);
    // Another listing counts for itself.
    const other = await t.factories.createListing();
    expect(await visit(other.id, { address: '10.0.0.1' })).toBe(1);
  });

  it('count a signed-in user once by their id, from any address, and never the owner', async () => {
    const { signIn } = editRequests(t);
    const owner = await signIn();
    const buyer = await signIn();
    const { id } = await t.factories.createListing({ userId: owner.user.id });
    expect(await visit(id, { address: '10.1.0.1', auth: owner.auth })).toBe(0);
    expect(await visit(id, { address: '10.1.0.1', auth: buyer.auth })).toBe(1);
    expect(await visit(id, { address: '10.1.0.2', agent: 'Phone', auth: buyer.auth })).toBe(1);
    expect(await visit(id, { address: '10.1.0.3', auth: buyer.auth })).toBe(1);
  });

  it('count the old web client’s view call by the same rules: once a day per visitor, shared with the detail read', async () => {
    const { signIn } = editRequests(t);
    const owner = await signIn();
    const { id } = await t.factories.createListing({ userId: owner.user.id });
    const countView = (address: string, auth: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/listings/views/?id=${id}`,
        remoteAddress: address,
        headers: auth,
      });
    const first = await countView('10.2.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id, views: 1, counted: true });
    // Seen already today: no error, nothing counted.
    expect((await countView('10.2.0.1')).json().data).toEqual({ id, views: 1, counted: false });
    expect(await visit(id, { address: '10.2.0.1' })).toBe(1);
    // A detail read first, then the call the old client makes after it: one view.
    expect(await visit(id, { address: '10.2.0.2' })).toBe(2);
    expect((await countView('10.2.0.2')).json().data).toMatchObject({ views: 2, counted: false });
    expect((await countView('10.2.0.3', owner.auth)).json().data).toMatchObject({ views: 2, counted: false });
    expect((await countView('10.2.0.4')).json().data).toMatchObject({ views: 3, counted: true });
    const missing = await t.app.inject({ method: 'PUT', url: `/api/listings/views?id=${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/listings/views?id=nope' })).statusCode).toBe(400);
  });
});
