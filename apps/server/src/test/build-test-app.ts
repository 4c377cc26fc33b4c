import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openAppDatabase } from '../app-database.js';
import type { DatabaseHandle } from '../db/client.js';
import { createListCache } from '../platform/cache/create-list-cache.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { factoriesFor } from './factories.js';

/** A new, empty PostgreSQL database on the server of `serverUrl`, and how to drop it again. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `souqna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh database for one test file: PGlite in memory by default, or a new PostgreSQL database
 * on the server of DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openAppDatabase({ pgliteDir: 'memory://' });
  const scratch = await createScratchDatabase(url);
  const handle = await openAppDatabase({ databaseUrl: scratch.url });
  let dropped: Promise<void> | undefined;
  const drop = async () => {
    await handle.close();
    await scratch.drop();
  };
  return { ...handle, close: () => (dropped ??= drop()) };
}

/**
 * The real app on a fresh, migrated database and a temporary DATA_DIR; `env` overrides the
 * configuration (as environment strings), `jobs` registers a test's own job handlers before the
 * workers start. `close` removes both.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  { jobs }: { jobs?: (queue: JobQueue) => void } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souqna-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = await createTestDatabase();
  // Like DATABASE_URL: with REDIS_URL set, the listing list cache runs through Redis, under a
  // prefix of its own, since parallel test files share one Redis but never one database.
  const listCache = createListCache({
    redisUrl: process.env.REDIS_URL || undefined,
    prefix: `souqna-test:${randomBytes(6).toString('hex')}:list-cache:`,
    version: 'test',
    log: pino({ level: 'silent' }),
  });
  const routes: RouteOptions[] = [];
  const app = await buildApp(config, { database, listCache, onRoute: (route) => routes.push(route) }).catch(
    async (error: unknown) => {
      await Promise.all([database.close(), listCache.close()]);
      throw error;
    },
  );
  jobs?.(app.services.jobs);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    storage: app.services.storage,
    factories: factoriesFor(database.db),
    /** Every route of the app, as registered (one entry per method list and path). */
    routes,
    async close() {
      await app.close();
      await Promise.all([database.close(), listCache.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
