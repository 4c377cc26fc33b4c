import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { exchangeRates } from '../../db/schema/index.js';

/** The newest USD→SYP row whose time has come (a rate dated ahead waits for its day). */
export async function findRateInEffect(db: Database) {
  const [row] = await db
    .select({ rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.base, 'USD'),
        eq(exchangeRates.quote, 'SYP'),
        lte(exchangeRates.effectiveAt, sql`now()`),
      ),
    )
    .orderBy(desc(exchangeRates.effectiveAt))
    .limit(1);
  return row;
}

/** A new USD→SYP rate in effect from now. */
export async function insertUsdRate(db: Database, rate: number, setBy: string) {
  const [row] = await db
    .insert(exchangeRates)
    .values({ base: 'USD', quote: 'SYP', rate, setBy })
    .returning({ id: exchangeRates.id, rate: exchangeRates.rate, effectiveAt: exchangeRates.effectiveAt });
  return row!;
}
