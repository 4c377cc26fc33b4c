import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

/** Inserts or re-activates a subscriber; `created` is false when the address was already there. */
export async function upsertSubscriber(db: Database, email: string, language: string) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, language })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { unsubscribedAt: null, language },
    })
    .returning({ email: newsletterSubscribers.email, created: sql<boolean>`(xmax = 0)` });
  return row!;
}
