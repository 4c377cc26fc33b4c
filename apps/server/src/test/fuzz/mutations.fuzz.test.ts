import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFuzzApp, expectNoFaults } from './fuzz-routes.js';
import { fuzzRoutesOf } from './request-plan.js';

let t: Awaited<ReturnType<typeof buildFuzzApp>>;
beforeAll(async () => {
  t = await buildFuzzApp();
});
afterAll(() => t.close());

it('every POST, PUT, PATCH and DELETE route: no 5xx, and a refused request changes no row', async () => {
  const routes = fuzzRoutesOf(t.routes).filter((route) => route.method !== 'GET');
  expect(routes.length).toBeGreaterThan(30);
  await expectNoFaults(t, routes);
}, 900_000);
