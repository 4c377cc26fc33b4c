import { sql, type SQL } from 'drizzle-orm';

/**
 * Folds the spellings DESIGN.md section 4 names (alef with hamza or madda, ta marbuta, alef
 * maqsura, diacritics, tatweel) and Eastern Arabic digits, and lower-cases Latin letters, so
 * "أفانتي" and "افانتى" match. The search module must apply the same folding to queries.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, '')
    .replace(/\u0640/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

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
