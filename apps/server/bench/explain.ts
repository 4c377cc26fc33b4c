import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Database } from '../src/db/client.js';
import type { ServiceDeps } from '../src/platform/service-deps.js';
import type { DbCase } from './cases.js';
import { measureCase } from './measure.js';

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of every query a case sends, for the cases that miss their
 * target (issue 5 asks for it with the figures). PostgreSQL only: the case runs once more on a
 * logging connection, then each captured statement is explained with its parameters.
 */
const SLOW_STATEMENT_MS = 2;

export async function explainCase(
  url: string,
  deps: ServiceDeps,
  entry: DbCase,
  run: number,
): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const captured: { query: string; params: unknown[] }[] = [];
  try {
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => void captured.push({ query, params }) },
    }) as unknown as Database;
    // The slowest run's parameters, as run 0 of a case that always asks them.
    const slowest: DbCase =
      entry.kind === 'suggest'
        ? { ...entry, text: () => entry.text(run) }
        : { ...entry, params: () => entry.params(run) };
    await measureCase({ ...deps, db }, slowest, 1, 0);
    const plans: string[] = [];
    let quick = 0;
    for (const { query, params } of captured) {
      if (!/^\s*(select|with)\b/i.test(query)) continue;
      const result = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query}`,
        params,
      );
      const plan = result.rows.map((row) => row['QUERY PLAN']);
      const executed = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? 0);
      // Only the statements that cost something: loading a page adds several of 0.1 ms each.
      if (executed < SLOW_STATEMENT_MS) quick++;
      else plans.push(`${query}\n-- params: ${JSON.stringify(params)}\n${plan.join('\n')}`);
    }
    if (quick > 0) plans.push(`(${quick} more statements under ${SLOW_STATEMENT_MS} ms each not shown)`);
    return plans.join('\n\n');
  } finally {
    await pool.end();
  }
}
