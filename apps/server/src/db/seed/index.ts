import { availableParallelism } from 'node:os';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../client.js';
import { listings, users } from '../schema/index.js';
import type { MediaStorage } from '../../platform/media/media-storage.js';
import { DEMO_ACCOUNTS, ensureDemoAccounts, type DemoAccount } from './accounts.js';
import { seedConversations } from './conversations.js';
import { seedListing } from './listings.js';
import { planListings } from './plan.js';

export type { DemoAccount } from './accounts.js';

export interface SeedReport {
  /** The documented demo accounts, passwords included, for the start-up log. */
  accounts: DemoAccount[];
  usersCreated: number;
  listingsCreated: number;
  /** Listings in the database after seeding (demo and any others). */
  listingsTotal: number;
  imagesCreated: number;
  durationMs: number;
}

/** What the seed writes to; pino's and the console's `info` both fit. */
export interface SeedLog {
  info(message: string): void;
}

export interface SeedOptions {
  /** The clock the demo dates count back from (tests pin it). */
  now?: Date;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Demo data: the four documented accounts and listings over every vehicle and property type,
 * all 13 cities, both actions and both currencies, each with generated photos. Idempotent:
 * accounts are found by e-mail, listings by their fixed ids, and what exists is left alone.
 */
export async function seedDemo(
  db: Database,
  storage: MediaStorage,
  log?: SeedLog,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const accounts = await ensureDemoAccounts(db, now);
  const plans = planListings(now);

  // Drawing is CPU-bound: one libvips thread per image and about one image per core (plus one
  // listing writing to the database meanwhile); the previous setting is restored for uploads.
  const previousConcurrency = sharp.concurrency();
  sharp.concurrency(1);
  let listingsCreated = 0;
  let imagesCreated = 0;
  try {
    await inPool(plans, Math.min(4, availableParallelism() + 1), async (plan) => {
      const userId = accounts.ids[plan.seller];
      if (!userId) throw new Error(`Demo seller ${plan.seller} is missing`);
      const stored = await seedListing(db, storage, plan, userId);
      if (stored > 0) {
        listingsCreated += 1;
        imagesCreated += stored;
      }
    });
  } finally {
    sharp.concurrency(previousConcurrency);
  }

  const { user: buyer, cars, homes } = accounts.ids;
  const conversationsCreated =
    buyer && cars && homes ? await seedConversations(db, { buyer, sellers: { cars, homes } }, plans, now) : 0;

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(listings);
  const durationMs = Math.round(performance.now() - started);
  log?.info(
    `demo data ready: ${accounts.created} accounts, ${listingsCreated} listings (${imagesCreated} photos) and ${conversationsCreated} conversations created, ${total} listings in all, ${durationMs} ms`,
  );
  return {
    accounts: DEMO_ACCOUNTS.map((account) => ({ ...account })),
    usersCreated: accounts.created,
    listingsCreated,
    listingsTotal: total,
    imagesCreated,
    durationMs,
  };
}

/** True when the database has no users yet: the first start of a new install. */
export async function isEmptyDatabase(db: Database) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  return total === 0;
}
