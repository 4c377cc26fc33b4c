import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { APP_NAME, APP_VERSION } from './app-info.js';
import { loadOrCreateSecrets } from './secrets.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const booleanString = z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  // A CDN or object store in front of the media files; unset, they are served under PUBLIC_URL/media.
  MEDIA_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(postgres|postgresql):\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Souqna <no-reply@localhost>')),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  // Before every Redis key and channel of messaging and realtime: instances that share one Redis
  // (or test runs) keep apart by giving each deployment its own.
  REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().max(100).default('souqna:')),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SEED_DEMO: booleanString,
  FREE_LISTING_QUOTA: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(0)),
  MODERATION: z.preprocess(emptyToUndefined, z.enum(['post', 'pre']).default('post')),
  // Issue 24: how many listings an account may publish in its first day (admins and premium: any).
  NEW_ACCOUNT_LISTINGS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(3)),
  // Issue 22: how many new conversations an account younger than NEW_ACCOUNT_DAYS may open a day.
  NEW_CONVERSATIONS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(20)),
  NEW_ACCOUNT_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(30)),
  // How often an idle job worker looks for due jobs (pg-boss's floor is 500 ms).
  JOBS_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(60_000).default(2_000)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST_DIR: optionalString,
  // DESIGN.md 4's image queue: uploads decoded at once (default: all cores but one) and how many
  // may wait before the next is told to retry (503).
  IMAGE_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).optional()),
  IMAGE_QUEUE_LENGTH: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1000).optional()),
  // Behind a reverse proxy, which X-Forwarded-For hops to believe (`true`, a hop count, or
  // addresses/CIDRs). Off by default: trusting it when exposed directly lets anyone pick their IP
  // and slip past per-address rate limits.
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('false')),
  // Pages of other origins whose requests may be signed in by the session cookies (a second
  // domain serving the web app, the Vite dev server): comma-separated origins. PUBLIC_URL's own
  // origin is always allowed.
  ALLOWED_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => value.split(',').every((entry) => originOf(entry.trim()) !== undefined),
        'must be a comma-separated list of origins such as https://souqna.example',
      )
      .optional(),
  ),
});

/** `scheme://host[:port]` of an http(s) URL; undefined for anything else. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function parseTrustProxy(value: string): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === 'true' || value === 'false') return value === 'true';
  const hops = /^\d+$/.test(value) ? Number(value) : undefined;
  // A hop count: believe that many proxies in front of us (Fastify's types take it as a function).
  if (hops !== undefined) return (_address, hop) => hop < hops;
  return value.split(',').map((entry) => entry.trim());
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The built web app: `apps/web/dist` of the repo this file is in, whether running from src or dist. */
function defaultWebDist(): string {
  for (
    let dir = path.dirname(fileURLToPath(import.meta.url));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    if (existsSync(path.join(dir, 'apps', 'web'))) return path.join(dir, 'apps', 'web', 'dist');
  }
  return path.resolve('apps/web/dist');
}

/** An unwritable DATA_DIR or a damaged secrets.json is a configuration problem, listed like one. */
function readSecrets(dataDir: string, jwtSecret: string | undefined) {
  try {
    return loadOrCreateSecrets(dataDir, { jwtSecret });
  } catch (error) {
    throw new ConfigError([`DATA_DIR: cannot use ${dataDir}/secrets.json (${(error as Error).message})`]);
  }
}

/** Parses the environment once; a bad value throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  // Relative to where the command was typed: npm runs workspace scripts (`npm run seed`, `dev`,
  // `db:migrate`) inside apps/server but records the caller's directory in INIT_CWD, so every
  // command started from the repo root shares the one ./data that `npm start` uses.
  const dataDir = path.resolve(env.INIT_CWD || process.cwd(), values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const secrets = readSecrets(dataDir, values.JWT_SECRET);
  return Object.freeze({
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    /**
     * What every media URL in a response starts with: absolute, since the mobile app has no page
     * origin to resolve `/media/...` against (api-compat.md 3).
     */
    mediaPublicUrl: (values.MEDIA_PUBLIC_URL ?? `${publicUrl}/media`).replace(/\/$/, ''),
    /** Origins whose pages may send unsafe requests signed in by cookie (platform/http/csrf.ts). */
    allowedOrigins: [
      ...new Set(
        [publicUrl, ...(values.ALLOWED_ORIGINS ?? '').split(',')]
          .map((entry) => originOf(entry.trim()))
          .filter((origin) => origin !== undefined),
      ),
    ],
    dataDir,
    /** PGlite's directory when no DATABASE_URL is given. */
    pgliteDir: path.join(dataDir, 'db'),
    /** Where the local media storage keeps its files. */
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    jwtSecret: secrets.jwtSecret,
    seedDemo: values.SEED_DEMO === undefined ? ('auto' as const) : values.SEED_DEMO === 'true',
    freeListingQuota: values.FREE_LISTING_QUOTA,
    moderation: values.MODERATION,
    newAccountListings: values.NEW_ACCOUNT_LISTINGS_PER_DAY,
    messaging: {
      newConversationsPerDay: values.NEW_CONVERSATIONS_PER_DAY,
      newAccountDays: values.NEW_ACCOUNT_DAYS,
    },
    jobsPollMs: values.JOBS_POLL_MS,
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    imageQueue: {
      // Two cores: one decodes images, the other keeps answering logins and serving files.
      concurrency: values.IMAGE_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
      maxWaiting: values.IMAGE_QUEUE_LENGTH ?? 10,
    },
    webDistDir: values.WEB_DIST_DIR
      ? path.resolve(env.INIT_CWD || process.cwd(), values.WEB_DIST_DIR)
      : defaultWebDist(),
  });
}

export type AppConfig = ReturnType<typeof loadConfig>;

/**
 * The part of the configuration the web client may see. A whitelist built field by field, so a
 * secret added to AppConfig later can never reach the browser by accident.
 */
export const publicConfig = (_config: AppConfig) =>
  Object.freeze({ appName: APP_NAME, version: APP_VERSION });
export type PublicConfig = ReturnType<typeof publicConfig>;
