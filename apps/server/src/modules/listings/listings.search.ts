import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MainCategory } from '@souqna/contracts';
import { selectRows, type Database } from '../../db/client.js';
import { listings, searchWords } from '../../db/schema/index.js';
import { closestNamesOf, knownNamesOf, namesStartingWith } from './listings.search-names.js';
import { normaliseSearchText } from './listings.search-text.js';

/** One word (or known multi-word name) of a query; a listing matches it by any alternative. */
export interface SearchGroup {
  /** As typed, normalised. */
  typed: string;
  /** Normalised spellings, each one word or a phrase: the typed one, other names of a known thing. */
  alternatives: string[];
  /** The last word while it is still being typed: "coro" also matches "corolla". */
  prefix: boolean;
  /** Not a known name and long enough for a typo: `resolveSearchTerms` looks for listings' words. */
  fuzzy: boolean;
}

export interface SearchTerms {
  /** The whole query, normalised; empty when nothing searchable was typed. */
  text: string;
  groups: SearchGroup[];
}

/** Longer queries are sentences pasted in; their first words are enough to narrow by. */
const MAX_WORDS = 8;
const MAX_PHRASE_WORDS = 3;
const hasLetter = (word: string) => /\p{L}/u.test(word);

function wordGroup(typed: string): SearchGroup {
  const known = knownNamesOf(typed);
  const fuzzy = !known && typed.length >= 4 && hasLetter(typed);
  const alternatives = new Set([typed, ...(known ?? (fuzzy ? closestNamesOf(typed) : undefined) ?? [])]);
  return { typed, alternatives: [...alternatives], prefix: false, fuzzy };
}

/**
 * Splits a query into the groups every match must satisfy. Known names (makes, models, cities,
 * areas; in any script, misspelt or not, multi-word ones like "land cruiser" too) widen to all
 * their names, so "تويوتا" finds "Toyota" and "Aleppo" finds "حلب".
 */
export function parseSearchQuery(text: string): SearchTerms {
  const words = normaliseSearchText(text).split(' ').filter(Boolean).slice(0, MAX_WORDS);
  const groups: SearchGroup[] = [];
  for (let start = 0; start < words.length;) {
    let taken = 1;
    let group: SearchGroup | undefined;
    for (let size = Math.min(MAX_PHRASE_WORDS, words.length - start); size >= 2 && !group; size--) {
      const phrase = words.slice(start, start + size);
      const known = knownNamesOf(phrase.join(''));
      if (known) {
        const typed = phrase.join(' ');
        group = { typed, alternatives: [...new Set([typed, ...known])], prefix: false, fuzzy: false };
        taken = size;
      }
    }
    groups.push(group ?? wordGroup(words[start]!));
    start += taken;
  }
  // A trailing space means the last word is finished; one letter as a prefix matches nearly all.
  const last = groups.at(-1);
  if (last && !/\s$/u.test(text) && !last.typed.includes(' ') && last.typed.length >= 2) {
    last.prefix = true;
    // "كورو" is on its way to كورولا, which listings may spell "corolla".
    const completions = namesStartingWith(last.typed);
    last.alternatives = [...new Set([...last.alternatives, ...completions])];
  }
  return { text: words.join(' '), groups };
}

/** How many of the listings' words a typo may stand for, and how alike they must be (0..1). */
const CORRECTIONS_PER_WORD = 4;
const CORRECTION_SIMILARITY = 0.4;

/**
 * Adds to each typo-prone group the listings' words it may be a typo of ("toyta" → "toyota"), from
 * the trigram-indexed `search_words` table in one query. A word listings use as typed is no typo.
 */
export async function resolveSearchTerms(db: Database, terms: SearchTerms): Promise<SearchTerms> {
  const typed = [...new Set(terms.groups.filter((group) => group.fuzzy).map((group) => group.typed))];
  if (typed.length === 0) return terms;
  const known = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(inArray(searchWords.word, typed));
  const unknown = typed.filter((word) => !known.some((row) => row.word === word));
  if (unknown.length === 0) return terms;
  const typos = sql.join(
    unknown.map((word) => sql`(${word})`),
    sql`, `,
  );
  const rows = await selectRows<{ typed: string; word: string }>(
    db,
    sql`select q.typed, c.word from (values ${typos}) as q(typed)
    cross join lateral (
      select ${searchWords.word} as word from ${searchWords}
      where ${searchWords.word} % q.typed and similarity(${searchWords.word}, q.typed) >= ${CORRECTION_SIMILARITY}
      order by similarity(${searchWords.word}, q.typed) desc, ${searchWords.word}
      limit ${CORRECTIONS_PER_WORD}
    ) as c`,
  );
  const corrections = new Map<string, string[]>();
  for (const row of rows) corrections.set(row.typed, [...(corrections.get(row.typed) ?? []), row.word]);
  return {
    ...terms,
    groups: terms.groups.map((group) => {
      const found = group.fuzzy ? corrections.get(group.typed) : undefined;
      return found ? { ...group, alternatives: [...new Set([...group.alternatives, ...found])] } : group;
    }),
  };
}

// Normalised words are letters and digits only, so quoting them needs no escaping.
const phraseQuery = (phrase: string) =>
  phrase
    .split(' ')
    .map((word) => `'${word}'`)
    .join(' <-> ');

/** The tsquery text of the terms: every group must match, each by any of its alternatives. */
export function tsQueryTextOf(terms: SearchTerms): string {
  return terms.groups
    .map((group) => {
      const options = group.alternatives.map(phraseQuery);
      if (group.prefix) options.push(`'${group.typed}':*`);
      return `(${options.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The WHERE fragment and the relevance of a search over `listings`. The match is full-text only
 * (GIN on `search_vector`); typos were turned into real words by `resolveSearchTerms`. Relevance is
 * cover density plus how well the query fits the title: the search text starts with the title,
 * normalised, so its first `length(title)` characters are the title in comparable spelling.
 * Empty terms match everything with relevance 0.
 */
export function searchCondition(terms: SearchTerms): { where: SQL; rank: SQL<number> } {
  if (terms.groups.length === 0) return { where: sql`true`, rank: sql<number>`0::real` };
  const query = sql`to_tsquery('simple', ${tsQueryTextOf(terms)})`;
  const title = sql`left(${listings.searchText}, char_length(${listings.title}))`;
  return {
    where: sql`${listings.searchVector} @@ ${query}`,
    rank: sql<number>`(ts_rank_cd(${listings.searchVector}, ${query}, 1) + word_similarity(${terms.text}, ${title}))`,
  };
}

/**
 * How many of the newest matches are ranked for suggestions: ranking every match of a common
 * word costs hundreds of milliseconds at a million listings (issue 5), and a suggestion should
 * be recent anyway.
 */
export const SUGGESTION_CANDIDATES = 500;

export interface SuggestionFilters {
  mainCategory?: MainCategory;
  subCategory?: string;
}

/** The ids of the active listings that best match a query as it is typed, best first. */
export async function findSuggestionIds(
  db: Database,
  terms: SearchTerms,
  filters: SuggestionFilters,
  limit: number,
): Promise<string[]> {
  if (terms.groups.length === 0) return [];
  const { where, rank } = searchCondition(terms);
  const conditions = [eq(listings.status, 'active'), where];
  if (filters.mainCategory) conditions.push(eq(listings.mainCategory, filters.mainCategory));
  if (filters.subCategory) conditions.push(eq(listings.subCategory, filters.subCategory));
  // Ids only: the relevance is then worked out for these candidates, not for every match.
  const candidates = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(...conditions))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(SUGGESTION_CANDIDATES);
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(inArray(listings.id, candidates))
    .orderBy(desc(rank), desc(listings.createdAt), desc(listings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
