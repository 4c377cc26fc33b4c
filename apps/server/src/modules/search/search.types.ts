import type { Language, ListingQuery, ListingSortField, MainCategory, SortOrder } from '@souqna/contracts';
import type { SQL } from 'drizzle-orm';

/** Everything a public browse narrows by (the query without its order and page). */
export type BrowseFilters = Omit<ListingQuery, 'sortBy' | 'sortOrder' | 'page' | 'limit'>;

/**
 * The spellings of one known thing (or of several that share a spelling), normalised as listings'
 * search text is: a listing names the thing when its text holds any of them.
 */
export type KnownName = ReadonlySet<string>;

export interface BrowseQuery extends BrowseFilters {
  sortBy: ListingSortField;
  sortOrder: SortOrder;
  /** Whose names `sortBy=location` orders by. */
  lang?: Language;
  page: number;
  limit: number;
  /** The words, already resolved (typos, other scripts); none means no text search. */
  terms?: SearchTerms;
  /** The USD rate in effect, when the caller has read it already (the list cache's key holds it). */
  usdRate?: number;
}

export interface BrowseIds {
  ids: string[];
  total: number;
  totalIsEstimate: boolean;
}

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

/**
 * Whole weeks a search is narrowed to, as its listings' vectors hold them (migrations 0009 and
 * 0015): `span` weeks a lexeme ('w' one, 'm' four, 'q' sixteen), numbered from 1970-01-01.
 * A known thing's token comes sliced by the four and the sixteen weeks.
 */
export interface Weeks {
  span: 'w' | 'm' | 'q';
  numbers: number[];
}

/**
 * How a search's matches are found, when the caller knows better than the planner (whose guess
 * for a query of many spellings is often several times off): `index` reads them from the GIN index
 * (few matches: the planner may otherwise walk the created_at index looking for them); `scan` checks rows as another index or the table hands them over (many
 * matches: the newest few hundred are found after a few thousand rows, while the index would read
 * every match). Left out, the planner chooses.
 */
export type MatchPlan = 'index' | 'scan';

/** The columns a match's relevance is worked out from (`relevanceOf`). */
export interface RelevanceColumns {
  wordRank: SQL<number>;
  title: SQL<string>;
}

export interface SuggestionFilters {
  mainCategory?: MainCategory;
  subCategory?: string;
}

/**
 * The knobs only tests turn, in one object: a smaller count so a few rows show the "1,000+" case,
 * and each way of finding a search's matches forced. Left out, the real limit and a probe decide.
 */
export interface SearchTuning {
  /** How far the total is counted exactly (EXACT_TOTAL_LIMIT). */
  countLimit?: number;
  plan?: MatchPlan;
  /** How many of the category's newest listings to look for the newest matches in first. */
  windowRows?: number;
}

export interface Probe {
  plan: MatchPlan;
  seen: number;
  /** How many of the rows seen match the words. */
  matched: number;
  /** How many of the rows seen match the words and every other filter. */
  passed: number;
  /** The newest and the oldest created_at of the rows seen, in milliseconds since the epoch. */
  newest: number;
  oldest: number;
}

/** Where a search's newest matches are looked for first: the listings since a time, or of some weeks. */
export type MatchWindow = { since: number } | { weeks: Weeks };

export interface MatchInput {
  /** Every other condition of the search. */
  filters: SQL[];
  terms: SearchTerms;
  plan: MatchPlan;
  /** With the `index` plan, the tsquery text of the words of the place filtered by (`placeWordsOf`). */
  placeWords?: string;
}

export type MatchRow = {
  id: string;
  /** The relevance of the first `ranked` rows (`relevanceOf`), null past them. */
  rank: number | null;
  /** What the other orders sort by, read with the match (the row is in hand). */
  price: number;
  currency: 'SYP' | 'USD';
  favoritesCount: number;
  viewsCount: number;
  cityCode: string | null;
  areaCode: string | null;
};
