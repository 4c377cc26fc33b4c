import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/**
 * What repositories see: the driver-neutral drizzle database. Both drivers' databases extend it;
 * only the client below knows which one is underneath.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Beside this file in the source tree, beside the bundle in dist (the build copies them).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any id will do, as long as every instance of this app uses the same one. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for `memory://`).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      async migrate() {
        // Several instances may start together: one migrates, the others wait for it.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export { schema };
