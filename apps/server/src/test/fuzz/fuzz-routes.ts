import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { tableWatcher } from '../table-snapshot.js';
import { fuzzWorld } from './fuzz-world.js';
import { injectionOf, requestPlans, type FuzzRoute } from './request-plan.js';

/** Requests per route; CI runs the default, `FUZZ_RUNS` asks for more (or fewer) by hand. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
/** The seed of the generators: `FUZZ_SEED` replays a run whose failure printed it. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

export interface RouteFigures {
  route: string;
  requests: number;
  byStatus: Record<string, number>;
  milliseconds: number;
  failure?: string;
}

/**
 * The test app with a web build of one page, as production serves it: without one, every page
 * path answers the deliberate 503 "not built yet", which would hide what the fuzz looks for.
 */
export async function buildFuzzApp() {
  const webDist = mkdtempSync(path.join(tmpdir(), 'souqna-fuzz-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Souqna</title><div id="root"></div>',
  );
  const t = await buildTestApp({ WEB_DIST_DIR: webDist });
  return {
    ...t,
    async close() {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/**
 * Sends `FUZZ_RUNS` generated requests to each route, one at a time, and checks each answer: no
 * 5xx, and a refused request (4xx) changed no row. Every route runs to its end, so one failing
 * route does not hide another; the failures come back with their counterexample.
 */
export async function fuzzRoutes(t: TestApp, routes: readonly FuzzRoute[]): Promise<RouteFigures[]> {
  const world = await fuzzWorld(t);
  const watcher = await tableWatcher(t.db);
  let address = 0;
  const figures: RouteFigures[] = [];
  for (const route of routes) {
    const byStatus: Record<string, number> = {};
    let requests = 0;
    const started = performance.now();
    const property = fc.asyncProperty(requestPlans(route, world.known, world.files), async (plan) => {
      const options = await injectionOf(plan, route.method, world.headers(plan.actor));
      // A fresh source address each time: per-address rate limits would otherwise answer most of it.
      address++;
      options.remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
      const response = await t.app.inject(options);
      requests++;
      byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500) {
        throw new Error(
          `${response.statusCode} for ${route.method} ${options.url}: ${response.body.slice(0, 300)}`,
        );
      }
      const changed = await watcher.changes();
      if (response.statusCode >= 400 && changed.length > 0) {
        throw new Error(`refused with ${response.statusCode}, yet rows changed in ${changed.join(', ')}`);
      }
      // A new sign-in after a logout writes its own rows: they belong to no request of the fuzz.
      if (await world.afterResponse(plan.actor, plan.path, response)) await watcher.changes();
    });
    const result = await fc.check(property, { numRuns: FUZZ_RUNS, seed: FUZZ_SEED });
    figures.push({
      route: route.key,
      requests,
      byStatus,
      milliseconds: Math.round(performance.now() - started),
      ...(result.failed
        ? {
            failure: `${String(result.errorInstance)}\n  after ${result.numRuns} runs, seed ${result.seed}, path "${result.counterexamplePath}":\n  ${JSON.stringify(result.counterexample)?.slice(0, 600)}`,
          }
        : {}),
    });
  }
  return figures;
}

/**
 * Fuzzes `routes` of the test app and fails on any fault, listing each failing route with its
 * counterexample; prints each route's figures (requests, time, answers by status) for the docs.
 */
export async function expectNoFaults(t: TestApp, routes: readonly FuzzRoute[]) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const figures = await fuzzRoutes(t, routes);
  const { user, system } = process.cpuUsage(cpu);
  for (const { route, requests, milliseconds, byStatus } of figures) {
    console.log(`${route}: ${requests} requests in ${milliseconds} ms, ${JSON.stringify(byStatus)}`);
  }
  const total = figures.reduce((sum, figure) => sum + figure.requests, 0);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `fuzz (seed ${FUZZ_SEED}): ${routes.length} routes, ${total} requests, ${seconds.toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s of CPU)`,
  );
  expect(figures.flatMap((figure) => (figure.failure ? [`${figure.route}: ${figure.failure}`] : []))).toEqual(
    [],
  );
  expect(figures.filter((figure) => figure.requests < FUZZ_RUNS).map((figure) => figure.route)).toEqual([]);
}
