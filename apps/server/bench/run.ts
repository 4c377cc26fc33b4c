import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { API_BASE, listingQuerySchema } from '@souqna/contracts';
import { selectRows } from '../src/db/client.js';
import type { ServiceDeps } from '../src/platform/service-deps.js';
import { benchServiceDeps } from './bench-config.js';
import { DB_CASES, HTTP_BROWSE_QUERIES, type Params } from './cases.js';
import { parseBenchOptions } from './cli.js';
import { openBenchDatabase } from './database.js';
import { explainCase } from './explain.js';
import { loadTest, startApp, type HttpResult } from './http.js';
import { measureCase } from './measure.js';
import { formatReport, machineInfo, writeReport, type BenchReport } from './report.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const log = (line: string) => console.log(line);

const options = parseBenchOptions(process.argv.slice(2), process.env);
const seedStarted = performance.now();
const bench = await openBenchDatabase(
  { postgresUrl: options.postgresUrl, rows: options.rows, dataDir: path.join(repoRoot, 'data') },
  log,
);
const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

const query = (params: Params) => `${API_BASE}/listings?${new URLSearchParams(params)}`;
const browses = (params: Params) => listingQuerySchema.safeParse(params).success;

/**
 * Browse URLs that mostly miss the listing list cache (it keeps 100 pages): every base query at
 * several pages and sorts, more distinct URLs than the cache holds, asked round-robin.
 */
function coldBrowsePaths() {
  const sorts: Params[] = [{}, { sortBy: 'price', sortOrder: 'asc' }, { sortBy: 'price', sortOrder: 'desc' }];
  const paths = HTTP_BROWSE_QUERIES.flatMap((base) =>
    sorts.flatMap((sort) => [1, 2, 3, 4, 5, 6, 7].map((page) => ({ ...base, ...sort, page: String(page) }))),
  ).filter(browses);
  return paths.map(query);
}

async function runHttp(deps: ServiceDeps, address: string): Promise<HttpResult[]> {
  const ids = await selectRows<{ id: string }>(
    deps.db,
    sql`select id from listings where status = 'active' order by random() limit 1000`,
  );
  const load = (name: string, paths: string[]) => {
    log(`  ${name}...`);
    return loadTest(name, address, paths, { duration: options.duration, connections: options.connections });
  };
  const hot = HTTP_BROWSE_QUERIES.filter(browses).map(query);
  const skipped = HTTP_BROWSE_QUERIES.length - hot.length;
  if (skipped > 0)
    log(`  ${skipped} of the browse URLs are refused by the API (unsupported yet) and left out.`);
  return [
    await load('bare route (ceiling)', [`${API_BASE}/bench/ceiling`]),
    await load('GET /api/listings search+filters (cold)', coldBrowsePaths()),
    await load('GET /api/listings search+filters (10 hot)', hot),
    await load(
      'GET /api/listings/public/{id}',
      ids.map((row) => `${API_BASE}/listings/public/${row.id}`),
    ),
  ];
}

if (options.seedOnly) {
  log('Seed ready.');
  await bench.handle.close();
  process.exit(0);
}
const server = await startApp(bench.handle);
try {
  {
    // The database cases measure the query path, so the list cache is passed through here; the
    // HTTP cases run with the app's real cache.
    const deps = benchServiceDeps(server.app, {
      db: bench.handle.db,
      listingPolicy: { freeListingQuota: 0, moderation: 'post', newAccountListings: 3 },
    });
    // Shared buffers decide whether the pages a search reads are PostgreSQL's own or the kernel's.
    const [version] = await selectRows<{ version: string; buffers: string }>(
      deps.db,
      sql`select version() as version, current_setting('shared_buffers') as buffers`,
    );
    const report: BenchReport = {
      date: new Date().toISOString(),
      mode: options.mode,
      rows: options.rows,
      machine: machineInfo(
        version ? `${version.version.split(' on ')[0]}, shared_buffers ${version.buffers}` : 'unknown',
      ),
      seed: { reused: bench.reused, seconds: seedSeconds },
      settings: { repeat: options.repeat, duration: options.duration, connections: options.connections },
      database: [],
      http: [],
    };
    log('Database cases...');
    for (const entry of DB_CASES) {
      const result = await measureCase(deps, entry, options.repeat);
      log(`  ${entry.name}: ${result.status === 'measured' ? `p95 ${result.p95} ms` : result.status}`);
      const missed = result.status === 'measured' && result.p95! > entry.targetMs;
      const explain =
        missed && bench.databaseUrl
          ? await explainCase(bench.databaseUrl, deps, entry, result.slowestRun ?? 0)
          : undefined;
      report.database.push({ ...result, ...(explain ? { explain } : {}) });
    }
    if (!options.skipHttp) {
      log('HTTP cases...');
      report.http = await runHttp(deps, server.address);
    }
    log('');
    log(formatReport(report));
    for (const entry of report.database.filter((item) => item.explain))
      log(`\nEXPLAIN ANALYZE, ${entry.name} (p95 ${entry.p95} ms):\n${entry.explain}`);
    log(`\nWritten to ${path.relative(repoRoot, writeReport(repoRoot, report))}`);
  }
} finally {
  await server.close();
  await bench.handle.close();
}
