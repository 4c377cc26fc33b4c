import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config/config.js';
import { noListCache } from '../src/platform/cache/list-cache.js';
import type { ServiceDeps } from '../src/platform/service-deps.js';

/**
 * The app's production settings for a bench, on a scratch DATA_DIR (`<prefix>` + random) with a
 * fresh secret, no demo data and no web build; `env` adds or overrides variables.
 */
export function benchConfig(prefix: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  return { dataDir, config };
}

const args = process.argv.slice(2);
/** Whether `--name` is on the bench's command line. */
export const flag = (name: string) => args.includes(`--${name}`);
/** The number after `--name` on the bench's command line, else `fallback`. */
export function numberOption(name: string, fallback: number) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}

/**
 * What a bench calls services with: the app's own pieces and policy, with no list cache (a bench
 * measures the database), and `overrides` on top.
 */
export function benchServiceDeps(app: FastifyInstance, overrides: Partial<ServiceDeps> = {}): ServiceDeps {
  const { config, database, mailer, storage, images, events, jobs, realtime } = app.services;
  return {
    db: database.db,
    mailer,
    storage,
    images,
    events,
    jobs,
    realtime,
    log: app.log,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    listingPolicy: {
      freeListingQuota: config.freeListingQuota,
      moderation: config.moderation,
      newAccountListings: config.newAccountListings,
    },
    listCache: noListCache,
    ...overrides,
  };
}
