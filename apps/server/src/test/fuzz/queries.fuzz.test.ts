import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFuzzApp, expectNoFaults } from './fuzz-routes.js';
import { fuzzRoutesOf } from './request-plan.js';

/**
 * The OpenAPI document as YAML takes no input and is built once. Injected a thousand times it
 * would hold about 3.5 GB: light-my-request keeps each large string answer alive (a bare Fastify
 * route sending a 1.7 MB string grows the heap by its size per inject; over HTTP the server stays
 * flat), and it killed the worker once the messaging routes doubled the document. http.test.ts
 * reads it.
 */
const FIXED_DOCUMENTS = new Set(['GET /api/docs/yaml']);

let t: Awaited<ReturnType<typeof buildFuzzApp>>;
beforeAll(async () => {
  t = await buildFuzzApp();
});
afterAll(() => t.close());

it('the query and path of every GET route: no 5xx, and a refused request changes no row', async () => {
  const routes = fuzzRoutesOf(t.routes).filter(
    (route) => route.method === 'GET' && !FIXED_DOCUMENTS.has(route.key),
  );
  expect(routes.length).toBeGreaterThan(30);
  await expectNoFaults(t, routes);
}, 900_000);
