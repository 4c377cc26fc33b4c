import { API_ALIAS_OF, API_BASE } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
// Each case speaks from an address of its own (X-Forwarded-For, believed with TRUST_PROXY).
beforeAll(async () => (t = await buildTestApp({ TRUST_PROXY: 'true' })));
afterAll(() => t.close());

let addresses = 0;
const freshAddress = () => `203.0.113.${++addresses}`;
// More than any budget an alias's route has: a route that answers this many is not limited.
const CAP = 700;

// An alias serves one method; its main path may serve others (GET and POST /auth/verify-email).
const methodOf = (path: string) =>
  (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).find((method) =>
    t.app.hasRoute({ method, url: `${API_BASE}${path}` }),
  )!;

/** How many calls the paths, taken in turn, accept before the first 429 (CAP when none). */
async function acceptedBefore429(paths: string[], method = methodOf(paths[0]!)) {
  const address = freshAddress();
  for (let call = 0; call < CAP; call++) {
    const path = paths[call % paths.length]!;
    const response = await t.app.inject({
      method,
      url: `${API_BASE}${path}`,
      headers: { 'x-forwarded-for': address },
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    if (response.statusCode === 429) {
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      return call;
    }
  }
  return CAP;
}

describe('rate limits', () => {
  it.each(Object.entries(API_ALIAS_OF))('the alias %s shares the budget of %s', async (alias, main) => {
    const method = methodOf(alias);
    expect(t.app.hasRoute({ method, url: `${API_BASE}${main}` })).toBe(true);
    const budget = await acceptedBefore429([main], method);
    // Taking turns between the two paths gets no more than the main path alone.
    expect(await acceptedBefore429([main, alias], method)).toBe(budget);
    expect(await acceptedBefore429([alias], method)).toBe(budget);
  });

  it('limits the auth aliases at all (the shared budget is not "none")', async () => {
    expect(await acceptedBefore429(['/auth/verify-email/code'])).toBe(30);
    expect(await acceptedBefore429(['/auth/forgot-password'])).toBe(20);
  });

  it('counts each address on its own', async () => {
    expect(await acceptedBefore429(['/auth/forgot-password'])).toBe(20);
    expect(await acceptedBefore429(['/auth/forgot-password'])).toBe(20);
  });
});
