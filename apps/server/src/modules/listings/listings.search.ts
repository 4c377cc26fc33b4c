import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { findCity, type MainCategory } from '@souqna/contracts';
import { selectRows, type Database } from '../../db/client.js';
import { listings, searchWords } from '../../db/schema/index.js';
import {
  closestNamesOf,
  knownNamesOf,
  namesStartingWith,
  nameTokenOf,
  type KnownName,
} from './listings.search-names.js';
import { normaliseSearchText } from './listings.search-text.js';

/** One word (or known multi-word name) of a query; a listing matches it by any alternative. */
export interface SearchGroup {
  /** As typed, normalised. */
  typed: string;
  /** Normalised spellings, each one word or a phrase: the typed one, other names of a known thing. */
  alternatives: string[];
  /**
   * The known things the group names (or, for a typo, the closest ones): a listing naming one in
   * any spelling holds its token (`nameTokenOf`), which the index is asked for instead.
   */
  known: KnownName[];
  /** The last word while it is still being typed: "coro" also matches "corolla". */
  prefix: boolean;
  /** While `prefix`: the known names it may be the start of ("كورو" → كورولا, corolla). */
  completions: string[];
  /** Not a known name and long enough for a typo: `resolveSearchTerms` looks for listings' words. */
  fuzzy: boolean;
}

export interface SearchTerms {
  /** Empty when nothing searchable was typed. */
  groups: SearchGroup[];
}

/** Longer queries are sentences pasted in; their first words are enough to narrow by. */
const MAX_WORDS = 8;
const MAX_PHRASE_WORDS = 3;
const hasLetter = (word: string) => /\p{L}/u.test(word);

/**
 * Words that join a query's words and name nothing ("شقة للبيع في المزة", "apartment in mezzeh"),
 * normalised. Required like the others, they left out every listing that happens not to use
 * them (a third of the apartments for sale in Mezzeh), and "في" alone is in 300,000 listings of
 * a million, each read from the index. Inside a known name they stay: "سانتا في" is Santa Fe.
 */
const STOP_WORDS = new Set([
  'في',
  'من',
  'الي',
  'عن',
  'مع',
  'و',
  'او',
  'ثم',
  'a',
  'an',
  'the',
  'in',
  'on',
  'at',
  'of',
  'for',
  'with',
  'and',
  'or',
  'to',
  'by',
  'from',
]);

function wordGroup(typed: string): SearchGroup {
  const exact = knownNamesOf(typed);
  const fuzzy = !exact && typed.length >= 4 && hasLetter(typed);
  const known = exact ? [exact] : fuzzy ? closestNamesOf(typed) : [];
  const alternatives = new Set([typed, ...known.flatMap((names) => [...names])]);
  return { typed, alternatives: [...alternatives], known, prefix: false, completions: [], fuzzy };
}

/**
 * Splits a query into the groups every match must satisfy. Known names (makes, models, cities,
 * areas; in any script, misspelt or not, multi-word ones like "land cruiser" too) widen to all
 * their names, so "تويوتا" finds "Toyota" and "Aleppo" finds "حلب".
 */
export function parseSearchQuery(text: string): SearchTerms {
  const typed = normaliseSearchText(text).split(' ').filter(Boolean);
  // Only stop words: they are what was asked for.
  const meaningful = typed.filter((word, index) => !isStopWord(typed, index));
  const words = (meaningful.length > 0 ? meaningful : typed).slice(0, MAX_WORDS);
  // A stop word typed last leaves the word before it finished.
  const typing = !/\s$/u.test(text) && words.at(-1) === typed.at(-1);
  const groups: SearchGroup[] = [];
  for (let start = 0; start < words.length;) {
    let taken = 1;
    let group: SearchGroup | undefined;
    for (let size = Math.min(MAX_PHRASE_WORDS, words.length - start); size >= 2 && !group; size--) {
      const phrase = words.slice(start, start + size);
      const known = knownNamesOf(phrase.join(''));
      if (known) {
        const typed = phrase.join(' ');
        group = {
          typed,
          alternatives: [...new Set([typed, ...known])],
          known: [known],
          prefix: false,
          completions: [],
          fuzzy: false,
        };
        taken = size;
      }
    }
    groups.push(group ?? wordGroup(words[start]!));
    start += taken;
  }
  // A trailing space means the last word is finished; one letter as a prefix matches nearly all.
  const last = groups.at(-1);
  if (last && typing && !last.typed.includes(' ') && last.typed.length >= 2) {
    last.prefix = true;
    // "كورو" is on its way to كورولا, which listings may spell "corolla".
    last.completions = namesStartingWith(last.typed);
  }
  return { groups };
}

/** Whether the word at `index` is a stop word, and no part of a known name with its neighbours. */
function isStopWord(words: string[], index: number) {
  if (!STOP_WORDS.has(words[index]!) || knownNamesOf(words[index]!)) return false;
  for (let size = 2; size <= MAX_PHRASE_WORDS; size++) {
    for (let start = Math.max(0, index - size + 1); start <= index && start + size <= words.length; start++) {
      if (knownNamesOf(words.slice(start, start + size).join(''))) return false;
    }
  }
  return true;
}

/** How many of the listings' words a typo may stand for, and how alike they must be (0..1). */
const CORRECTIONS_PER_WORD = 4;
const CORRECTION_SIMILARITY = 0.4;

/** Whether `search_words` holds `word` when listings use it (migration 0005): not too short, not only digits. */
const inWordTable = (word: string) => word.length >= 3 && /\D/u.test(word);

/** Whether a spelling is one of the known things' the group names, which their tokens stand for. */
const namedBy = (group: SearchGroup, spelling: string) => group.known.some((known) => known.has(spelling));

/**
 * Adds to each typo-prone group the listings' words it may be a typo of ("toyta" → "toyota"), from
 * the trigram-indexed `search_words` table in one query. A word listings use as typed is no typo.
 * Other spellings that no listing uses are left out: they match nothing, and the index checks
 * every spelling of the query for each listing it considers. Known things' spellings stay (the
 * title's relevance reads them), their tokens ask the index.
 *
 * `submitted` is a query sent as a whole (the browse), not one still being typed (suggestions):
 * its last word is taken as finished when it names a known thing or is a word listings use. As a
 * prefix it only widened the search: `'حلب':*` read Aleppo's whole family of words from the index
 * a second time (95 ms instead of 30 at a million listings).
 */
export async function resolveSearchTerms(
  db: Database,
  input: SearchTerms,
  options: { submitted?: boolean } = {},
): Promise<SearchTerms> {
  const last = input.groups.at(-1);
  const finishing = options.submitted && last?.prefix ? last.typed : undefined;
  const nameFinished = finishing !== undefined && knownNamesOf(finishing) !== undefined;
  const fuzzy = [...new Set(input.groups.filter((group) => group.fuzzy).map((group) => group.typed))];
  const spellings = input.groups.flatMap((group) =>
    [...group.alternatives, ...group.completions].filter((spelling) => !namedBy(group, spelling)),
  );
  const words = spellings.flatMap((spelling) => spelling.split(' '));
  const asked = [
    ...new Set([...fuzzy, ...(finishing && !nameFinished ? [finishing] : []), ...words.filter(inWordTable)]),
  ];
  const known = new Set(
    asked.length === 0
      ? []
      : (
          await db
            .select({ word: searchWords.word })
            .from(searchWords)
            .where(inArray(searchWords.word, asked))
        ).map((row) => row.word),
  );
  const terms =
    nameFinished || (finishing !== undefined && known.has(finishing))
      ? { ...input, groups: finishedLast(input.groups) }
      : input;
  const unknown = fuzzy.filter((word) => !known.has(word));
  const corrections = unknown.length === 0 ? new Map<string, string[]>() : await correctionsOf(db, unknown);
  const used = (spelling: string) =>
    spelling.split(' ').every((word) => !inWordTable(word) || known.has(word));
  return {
    ...terms,
    groups: terms.groups.map((group) => {
      const alternatives = [
        ...group.alternatives.filter((spelling) => namedBy(group, spelling) || used(spelling)),
        ...(corrections.get(group.typed) ?? []),
      ];
      return {
        ...group,
        // None in use: the typed word stands, matching nothing, as the query asked.
        alternatives: alternatives.length > 0 ? [...new Set(alternatives)] : [group.typed],
        completions: group.completions.filter(used),
      };
    }),
  };
}

/** Up to CORRECTIONS_PER_WORD words of listings each unknown word may be a typo of. */
async function correctionsOf(db: Database, unknown: string[]) {
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
  return corrections;
}

/** The groups with the last word no longer read as a prefix. */
const finishedLast = (groups: SearchGroup[]) =>
  groups.map((group, index) =>
    index === groups.length - 1 ? { ...group, prefix: false, completions: [] } : group,
  );

// Normalised words are letters and digits only, so quoting them needs no escaping.
const phraseQuery = (phrase: string) =>
  phrase
    .split(' ')
    .map((word) => `'${word}'`)
    .join(' <-> ');

/**
 * A group's spellings without those another one already covers: a known thing's (its token), a
 * phrase holding one of the group's single words ("new aleppo" beside "aleppo": every listing of
 * New Aleppo names its city too), or a word the typed prefix starts. Each
 * phrase makes the index recheck every candidate row in the table, and each extra word is one
 * more posting list to read: "تويوتا كورولا حلب" took 164 ms with them, 30 ms without.
 */
function spellingsOf(group: SearchGroup): string[] {
  const all = [...new Set([...group.alternatives, ...(group.prefix ? group.completions : [])])];
  const words = new Set(all.filter((spelling) => !spelling.includes(' ')));
  // The typed prefix itself is asked for as `'typed':*`.
  const byPrefix = (word: string) => group.prefix && word.startsWith(group.typed);
  return all.filter((spelling) => {
    // Asked for by its thing's token.
    if (namedBy(group, spelling) || byPrefix(spelling)) return false;
    if (!spelling.includes(' ')) return true;
    return !spelling.split(' ').some((word) => words.has(word) || byPrefix(word));
  });
}

/**
 * What the index is asked for a group: the tsquery text of its words (parsed as the listings'
 * text was) and its known things' tokens (taken as they are: parsing drops the '@').
 */
export interface GroupQuery {
  words?: string;
  tokens: string[];
}

export function groupQueriesOf(terms: SearchTerms): GroupQuery[] {
  return terms.groups.map((group) => {
    const options = spellingsOf(group).map(phraseQuery);
    if (group.prefix) options.push(`'${group.typed}':*`);
    return {
      words: options.length > 0 ? options.join(' | ') : undefined,
      tokens: [...new Set(group.known.map(nameTokenOf))],
    };
  });
}

/**
 * Whole weeks a search is narrowed to, as its listings' vectors hold them (migrations 0009 and
 * 0015): `span` weeks a lexeme ('w' one, 'm' four, 'q' sixteen), numbered from 1970-01-01.
 * A known thing's token comes sliced by the four and the sixteen weeks.
 */
export interface Weeks {
  span: 'w' | 'm' | 'q';
  numbers: number[];
}

/** Whether any group asks for a known thing's token, whose slices keep a wide window cheap. */
export const namesKnownThings = (terms: SearchTerms) => terms.groups.some((group) => group.known.length > 0);

const quoted = (lexemes: string[]) => lexemes.map((lexeme) => `'${lexeme}'`).join(' | ');

/**
 * The tsquery of the terms: every group must match, each by any of its words or tokens. Within
 * `weeks` of four or sixteen, tokens are asked for as those weeks' slices, and words together with
 * the weeks' own lexemes unless a group of tokens alone holds the match to the weeks: the index
 * then reads a known thing's list for those weeks alone, not its whole list and every listing of
 * the weeks. Single weeks, which tokens are not sliced by, go with every word and token.
 */
export function tsQueryOf(terms: SearchTerms, weeks?: Weeks): SQL {
  const asked = groupQueriesOf(terms);
  const sliced = weeks !== undefined && weeks.span !== 'w';
  // "شقة للبيع في المزة": 5.2 ms in the index without the weeks' lexemes on "للبيع", 8.4 with.
  const held = sliced && asked.some(({ words, tokens }) => !words && tokens.length > 0);
  const weekLexemes =
    weeks && !held ? quoted(weeks.numbers.map((week) => `@${weeks.span}${week}`)) : undefined;
  const withWeeks = (part: SQL) => (weekLexemes ? sql`(${part} && ${weekLexemes}::tsquery)` : part);
  const groups = asked.map(({ words, tokens }) => {
    const parts: SQL[] = [];
    if (words) parts.push(withWeeks(sql`to_tsquery('simple', ${words})`));
    if (tokens.length > 0) {
      parts.push(
        sliced
          ? sql`${quoted(tokens.flatMap((token) => weeks.numbers.map((week) => `${token}/${weeks.span}${week}`)))}::tsquery`
          : withWeeks(sql`${quoted(tokens)}::tsquery`),
      );
    }
    return sql`(${sql.join(parts, sql` || `)})`;
  });
  return groups.length > 0 ? sql`(${sql.join(groups, sql` && `)})` : sql`''::tsquery`;
}

/**
 * The tsquery text of the words every listing of a city (and area) holds, or undefined: the
 * search text of a listing ends with its city's and area's names (`searchTextOf`), so the
 * full-text index can narrow by place together with the words, reading the place's list only
 * where the words' lists have matches. Each word on its own, not as a phrase, which would make the
 * index recheck every row.
 */
export function placeWordsOf(place: { cityCode?: string; areaCode?: string }): string | undefined {
  const city = place.cityCode ? findCity(place.cityCode) : undefined;
  const area = city && place.areaCode ? city.areas.find((entry) => entry.code === place.areaCode) : undefined;
  const words = [city?.name.en, area?.name.en]
    .flatMap((name) => (name ? normaliseSearchText(name).split(' ') : []))
    .filter(Boolean);
  return words.length > 0 ? [...new Set(words)].map((word) => `'${word}'`).join(' & ') : undefined;
}

/**
 * How a search's matches are found, when the caller knows better than the planner (whose guess
 * for a query of many spellings is often several times off): `index` reads them from the GIN index
 * (few matches: the planner may otherwise walk the created_at index looking for them, 566 ms
 * instead of 0.3 ms); `scan` checks rows as another index or the table hands them over (many
 * matches: the newest few hundred are found after a few thousand rows, while the index would read
 * every match). Left out, the planner chooses.
 */
export type MatchPlan = 'index' | 'scan';

/**
 * The WHERE fragment of a search over `listings`, and what its relevance is worked out from. The
 * match is full-text only (GIN on `search_vector`); typos were turned into real words by
 * `resolveSearchTerms`. With the `index` plan, `within` narrows the matches to the weeks they were
 * created in (`weeksSince` in listings.search-plan.ts) and to the words of their place
 * (`placeWordsOf`). Empty terms match everything.
 */
export function searchCondition(
  terms: SearchTerms,
  plan?: MatchPlan,
  within: { weeks?: Weeks; placeWords?: string } = {},
): { where: SQL; relevance: RelevanceColumns } {
  const query = tsQueryOf(terms);
  // The search text starts with the title, normalised: its first `length(title)` characters are
  // the title in comparable spelling.
  const relevance = {
    wordRank: sql<number>`ts_rank(${listings.searchVector}, ${query}, 1)`,
    title: sql<string>`left(${listings.searchText}, char_length(${listings.title}))`,
  };
  if (terms.groups.length === 0) return { where: sql`true`, relevance };
  const narrowed = within.weeks ? tsQueryOf(terms, within.weeks) : query;
  const indexed = within.placeWords ? sql`${narrowed} && ${within.placeWords}::tsquery` : narrowed;
  // A query the planner cannot read ahead (a sub-select) gets its default guess, a few matches,
  // so it takes the index; the `@@` operator called as a function is one no index answers.
  const where =
    plan === 'index'
      ? sql`${listings.searchVector} @@ (select ${indexed})`
      : plan === 'scan'
        ? sql`ts_match_vq(${listings.searchVector}, ${query})`
        : sql`${listings.searchVector} @@ ${query}`;
  return { where, relevance };
}

/** The columns a match's relevance is worked out from (`relevanceOf`). */
export interface RelevanceColumns {
  wordRank: SQL<number>;
  title: SQL<string>;
}

/**
 * How relevant a match is: how often the words occur (`ts_rank`, from the database) plus the
 * share of the query's words its title holds, in any spelling the search accepts, so a title match
 * ranks above one in the description. Trigram similarity to the title (`word_similarity`) cost the
 * database half of ranking 500 candidates (2.5 ms of 4.5) and knew no other script or spelling.
 */
export function relevanceOf(terms: SearchTerms, match: { wordRank: number; title: string }): number {
  if (terms.groups.length === 0) return 0;
  const padded = ` ${match.title} `;
  const words = match.title.split(' ');
  const held = terms.groups.filter(
    (group) =>
      [...group.alternatives, ...group.completions].some((spelling) => padded.includes(` ${spelling} `)) ||
      (group.prefix && words.some((word) => word.startsWith(group.typed))),
  );
  return match.wordRank + held.length / terms.groups.length;
}

/**
 * How many of the newest matches are ranked for suggestions: ranking every match of a common
 * word costs hundreds of milliseconds at a million listings (issue 5), and a suggestion should
 * be recent anyway. Four rows are shown; finding 500 candidates for "corola" walked 11,000
 * listings (30 ms).
 */
export const SUGGESTION_CANDIDATES = 100;

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
  const { where, relevance } = searchCondition(terms);
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
    .select({ id: listings.id, ...relevance })
    .from(listings)
    .where(inArray(listings.id, candidates))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  // Most relevant first, ties newest first (the order they were read in: the sort is stable).
  return rows
    .map((row) => ({ id: row.id, rank: relevanceOf(terms, row) }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit)
    .map((row) => row.id);
}
