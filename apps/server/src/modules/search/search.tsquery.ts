import { sql, type SQL } from 'drizzle-orm';
import { findCity, foldSearchText } from '@souqna/contracts';
import { listings } from '../../db/schema/index.js';
import { nameTokenOf } from './search.names.js';
import { namedBy } from './search.parse.js';
import type { MatchPlan, RelevanceColumns, SearchGroup, SearchTerms, Weeks } from './search.types.js';

// Normalised words are letters and digits only, so quoting them needs no escaping.
const phraseQuery = (phrase: string) =>
  phrase
    .split(' ')
    .map((word) => `'${word}'`)
    .join(' <-> ');

/**
 * A group's spellings without those another one already covers: a known thing's (its token), a
 * phrase holding one of the group's single words ("new aleppo" beside "aleppo": every listing of
 * New Aleppo names its city too), or a word the typed prefix starts. Each phrase makes the index
 * recheck every candidate row in the table, and each extra word is one more posting list to read.
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
    .flatMap((name) => (name ? foldSearchText(name).split(' ') : []))
    .filter(Boolean);
  return words.length > 0 ? [...new Set(words)].map((word) => `'${word}'`).join(' & ') : undefined;
}

/**
 * The WHERE fragment of a search over `listings`, and what its relevance is worked out from. The
 * match is full-text only (GIN on `search_vector`); typos were turned into real words by
 * `resolveSearchTerms`. With the `index` plan, `within` narrows the matches to the weeks they were
 * created in (`weeksSince` in search.plan.ts) and to the words of their place
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

/**
 * How relevant a match is: how often the words occur (`ts_rank`, from the database) plus the
 * share of the query's words its title holds, in any spelling the search accepts, so a title match
 * ranks above one in the description (trigram similarity to the title cost more and knew no other
 * script or spelling).
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
