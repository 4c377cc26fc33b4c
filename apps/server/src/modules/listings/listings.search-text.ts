import { foldSearchText } from '@souqna/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The index's and the queries' folding: the contracts' one table (`foldSearchText`, which the
 * known names and the web's suggestions fold with too), so "أفانتي" and "افانتى" match.
 */
export const normaliseSearchText = foldSearchText;

/** Everything a listing is found by, in both scripts, as one normalised string. */
export const buildSearchText = (parts: readonly (string | null | undefined)[]) =>
  normaliseSearchText(parts.filter(Boolean).join(' '));

/**
 * The full-text vector of a listing: its search text ('simple', because the text mixes Arabic and
 * English) and the week it was created in (migration 0009), which a search for the newest
 * matches narrows by. `createdAt` is the row's column on an edit, `now()` on a new listing.
 */
export const searchVectorOf = (searchText: string, createdAt: Date | SQL): SQL =>
  sql`listing_search_vector(${searchText}, ${createdAt instanceof Date ? createdAt.toISOString() : createdAt}::timestamptz)`;
