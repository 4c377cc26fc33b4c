import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/**
 * What repositories see: drizzle's driver-neutral PostgreSQL database. `NodePgDatabase` and
 * `PgliteDatabase` both extend it, so either is assigned without a cast; only this file knows which
 * driver is underneath. Raw SQL goes through `selectRows` below, since `db.execute()`'s result
 * type is driver-specific.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** PostgreSQL's connection string (what pg-boss connects with); undefined on PGlite. */
  url?: string;
  /** Applies the migrations, then the opener's `afterMigrate`, under one lock. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Beside this file in the source tree, beside the bundle in dist (the build copies them).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Closing twice (a test, then the app's onClose) must not throw: the second call waits on the first. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Any id will do, as long as every instance of this app uses the same one. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for `memory://`).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  /** Told about errors of idle pooled connections (a server restart), which would otherwise crash. */
  onIdleError?: (error: Error) => void;
  /**
   * Runs after the migrations, under their lock (only one instance writes at a time): the app
   * hands in what keeps its copy of reference data in step (`openAppDatabase`), since this layer
   * knows no module.
   */
  afterMigrate?: (db: Database) => Promise<void>;
  /** Told of every statement drizzle sends (the benchmarks count them). */
  logger?: Logger;
}): Promise<DatabaseHandle> {
  const logger = options.logger ?? false;
  const afterMigrate = options.afterMigrate ?? (async () => undefined);
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Fail a request rather than hang it when the server cannot be reached.
      connectionTimeoutMillis: 10_000,
      // Compiling a query the planner thinks big took 50 ms, more than any of ours runs.
      options: '-c jit=off',
    });
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema, logger });
    return {
      db,
      driver: 'postgres',
      url: options.databaseUrl,
      async migrate() {
        // Several instances may start together: one migrates, the others wait for it.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          const locked = drizzlePg(client, { schema });
          await migratePg(locked, { migrationsFolder });
          await afterMigrate(locked);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      close: once(() => pool.end()),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema, logger });
  return {
    db: pgliteDb,
    driver: 'pglite',
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder });
      await afterMigrate(pgliteDb);
    },
    close: once(() => client.close()),
  };
}

/**
 * Runs raw SQL and returns its rows. `db.execute()` is typed `unknown` on the driver-neutral
 * `Database` (each driver has its own result object); both carry `rows`, read here in one place.
 */
export async function selectRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** True when the database answers `select 1` within `timeoutMs`. */
export async function pingDatabase(db: Database, timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export { schema };
