import path from 'node:path';
import pg from 'pg';
import { openAppDatabase } from '../src/app-database.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { lockDataDirOrExit } from '../src/platform/process/data-dir-lock.js';
import { isSeeded, seedListings } from './seed.js';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/souqna_bench';

/** Creates the bench database when it is missing; never drops one (a seeded million rows is kept). */
async function ensurePostgresDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Where the app opens the same data: a URL, or the PGlite directory. */
  databaseUrl?: string;
  pgliteDir?: string;
  reused: boolean;
}

/**
 * The bench database, migrated with the app's migrator and seeded with `rows` listings unless it
 * already holds exactly that seed. PGlite keeps one directory per row count under `dataDir`.
 */
export async function openBenchDatabase(
  options: { postgresUrl?: string; rows: number; dataDir: string },
  log: (line: string) => void,
): Promise<BenchDatabase> {
  let where: { databaseUrl?: string; pgliteDir?: string };
  if (options.postgresUrl) {
    await ensurePostgresDatabase(options.postgresUrl);
    where = { databaseUrl: options.postgresUrl };
  } else {
    const benchDir = path.join(options.dataDir, 'bench');
    lockDataDirOrExit({ dataDir: benchDir }, 'bench');
    where = { pgliteDir: path.join(benchDir, `pglite-${options.rows}`) };
  }
  const handle = await openAppDatabase(where);
  await handle.migrate();
  const reused = await isSeeded(handle.db, options.rows);
  if (reused) log(`Reusing ${options.rows.toLocaleString('en')} seeded listings.`);
  else {
    log(`Seeding ${options.rows.toLocaleString('en')} listings (${handle.driver})...`);
    await seedListings(handle.db, options.rows, log);
  }
  return { handle, ...where, reused };
}
