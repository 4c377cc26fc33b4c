import { createHash } from 'node:crypto';
import type { ExchangeRate } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { findRateInEffect, insertUsdRate } from './exchange-rates.repository.js';

/**
 * The newest USD→SYP rate in effect (DESIGN.md 4: dated rates set by admins), read once per
 * request that filters or sorts by price; undefined only on a database nobody ever gave a rate.
 */
export async function currentUsdRate(db: Database): Promise<number | undefined> {
  return (await findRateInEffect(db))?.rate;
}

/** The rate in effect as clients show it, with a validator that changes when the rate does. */
export async function currentExchangeRate(
  db: Database,
): Promise<{ data: ExchangeRate | null; etag: string }> {
  const row = await findRateInEffect(db);
  const data: ExchangeRate | null = row
    ? { base: 'USD', quote: 'SYP', rate: row.rate, effectiveAt: row.effectiveAt.toISOString() }
    : null;
  const etag = `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
  return { data, etag };
}

/**
 * Sets the USD→SYP rate from this moment (inside the caller's transaction); the old rows stay as
 * the history. Price filters read the rate per request, so the next search uses it.
 */
export async function setUsdRate(db: Database, rate: number, setBy: string) {
  const previous = await findRateInEffect(db);
  const row = await insertUsdRate(db, rate, setBy);
  return { previous: previous?.rate ?? null, row };
}
