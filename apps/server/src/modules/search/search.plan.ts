import type { MatchPlan, MatchWindow, Probe, Weeks } from './search.types.js';

/**
 * How a search finds its matches is decided by how many of the newest listings of its category
 * its words match: at one in five or more, walking the newest listings finds a page's worth
 * soonest ("دمشق", "apartment": one in four); below that, reading the matches from the full-text
 * index is cheaper ("mercedes", "apartment mezzeh": walking took 100-200 ms at a million
 * listings). The probe walks the category's newest rows, which come straight from an index. At
 * one in twenty, "toyta corola" (one in twenty) walked 24,000 listings, checking each one's words
 * (52 ms against 30 from the index), "toyota" (one in seven) 29 ms against 21.
 */
export const PROBE_ROWS = 300;
const DENSE_SHARE = 1 / 5;

/**
 * Either way, the newest matches are first looked for among the category's newest listings only,
 * as many as should hold them twice over by how many of the probe's rows pass every filter. Left
 * to itself the planner, guessing few matches for a word of many spellings, scanned the whole
 * table for "toyota" under a price (530 ms). Walking, past WINDOW_MAX_ROWS the window rarely holds
 * enough, and a second look costs more than it saves.
 */
const WINDOW_SAFETY = 2;
const WINDOW_MAX_ROWS = 200_000;

/**
 * From the full-text index the window is read as the weeks it spans (each listing's vector holds
 * the week, four weeks and sixteen weeks it was created in, migration 0009): only that window's
 * matches are then read from the table. Narrowing by created_at instead meant reading the created_at index for every listing of
 * the window ("هيونداي دمشق": 84,000 entries, 17 ms) and reading all 10,000 matches of "بيت
 * للايجار" took 41 ms against 11 ms for its last four weeks. A rarer word's matches are what the
 * index reads, the weeks are only checked against them, so the window may be far wider: the
 * newest 1,001 of 6,600 "mercedes" took 12 ms from eleven weeks, 28 ms from all. A window of
 * half a year or more holds most matches anyway.
 */
const WINDOW_MAX_WEEKS = 26;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A window is named by the fewest lexemes of one size, at most `most` of them: the index reads
 * every listing of the rarest lexemes it is given, and each of 19 weeks is rarer than "بيت"
 * (72-110 ms for a window of 13-19 weeks, as 4 or 2 lexemes of the larger sizes the words' own
 * lists are read instead). Four spans of four weeks rather than two of sixteen: "بيت للإيجار"
 * read 4,800 matches from the table for its newest 1,001 in 27 ms, 1,700 in 16 ms.
 */
const WEEK_SPANS = [
  { span: 'w', weeks: 1, most: 3 },
  { span: 'm', weeks: 4, most: 4 },
  { span: 'q', weeks: 16, most: 3 },
] as const;
const RARE_WINDOW_WEEKS = 16;
/**
 * Known things' slices keep a wider window cheap in the index, so theirs is as wide as a window
 * goes (the weeks back, this one and the one after it): "شقة للبيع في المزة" found 889 of its
 * newest 1,001 in sixteen weeks and then read all its 3,800 matches (9 + 19 ms); from the last
 * half year it read 1,850 (14 ms).
 */
const WIDEST_WINDOW_WEEKS = WINDOW_MAX_WEEKS - 2;

/** The plan of a probe's counts. Fewer rows than the probe: the category is small enough to check every row. */
export const planOf = (row: Omit<Probe, 'plan'>): MatchPlan =>
  row.seen < PROBE_ROWS || row.matched >= row.seen * DENSE_SHARE ? 'scan' : 'index';

/** How many of the category's newest listings should hold `wanted` matches twice over. */
export function windowRowsOf(probe: Probe, wanted: number) {
  if (probe.passed === 0) return undefined;
  return Math.ceil((wanted * probe.seen * WINDOW_SAFETY) / probe.passed);
}

/**
 * When the category's `rows` newest listings began, in milliseconds, judged by how fast the rows
 * the probe saw came in; undefined when those are the whole category. Finding the exact
 * `rows`-th newest listing took 27 ms for 43,000 rows; a window a little off only costs a little
 * more (too wide) or a second look past it (too narrow), never a wrong page.
 */
export function windowStartOf(probe: Probe, rows: number) {
  if (probe.seen < PROBE_ROWS && rows >= probe.seen) return undefined;
  const perRow = (probe.newest - probe.oldest) / Math.max(probe.seen - 1, 1);
  return probe.newest - perRow * rows;
}

/** The weeks since 1970-01-01 (a Thursday) that migration 0009 puts in listings' vectors. */
export const weekOf = (ms: number) => Math.floor(ms / WEEK_MS);

/**
 * The weeks from the one `since` falls in to this one, in spans of the smallest size that needs
 * no more than its `most`; undefined past WINDOW_MAX_WEEKS. The week after this one too: the
 * database's clock may be ahead of ours.
 */
export function weeksSince(since: number, now = Date.now()): Weeks | undefined {
  const first = weekOf(since);
  const last = weekOf(now) + 1;
  if (last - first + 1 > WINDOW_MAX_WEEKS) return undefined;
  for (const size of WEEK_SPANS) {
    const from = Math.floor(first / size.weeks);
    const count = Math.floor(last / size.weeks) - from + 1;
    if (count <= size.most) {
      return { span: size.span, numbers: Array.from({ length: count }, (_, index) => from + index) };
    }
  }
  return undefined;
}

/**
 * The weeks to look in next when `weeks` held only `found` of the `wanted` newest matches: as far
 * back as should hold them twice over at the pace they came in there, or as a window goes;
 * undefined when `weeks` went that far already. Only for a search of known things, whose tokens'
 * slices keep a wider window cheap in the index: reading all matches of "شقة للبيع في المزة"
 * after its first window took 19 ms.
 */
export function widerWeeks(weeks: Weeks, found: number, wanted: number, now = Date.now()): Weeks | undefined {
  const size = WEEK_SPANS.find((entry) => entry.span === weeks.span)!;
  const start = weeks.numbers[0]! * size.weeks * WEEK_MS;
  const factor = found > 0 ? (WINDOW_SAFETY * wanted) / found : WINDOW_MAX_WEEKS;
  const back = Math.min((now - start) * factor, WIDEST_WINDOW_WEEKS * WEEK_MS);
  const wider = weeksSince(now - back, now);
  const same = wider && wider.span === weeks.span && wider.numbers[0] === weeks.numbers[0];
  return same ? undefined : wider;
}

/**
 * The window of the category's `rows` newest listings, read the way `plan` reads matches; `named`
 * when the search asks for known things' tokens (`namesKnownThings`).
 */
export function matchWindowOf(
  probe: Probe,
  plan: MatchPlan,
  rows: number | undefined,
  named = false,
): MatchWindow | undefined {
  const since = rows === undefined ? undefined : windowStartOf(probe, rows);
  if (plan === 'scan') return since !== undefined && rows! <= WINDOW_MAX_ROWS ? { since } : undefined;
  // A category smaller than the probe: every row was seen, none is worth leaving out.
  if (since === undefined && probe.seen < PROBE_ROWS) return undefined;
  const now = Math.max(Date.now(), probe.newest);
  // Rare words (few of the probe's rows passed) have index lists cheap to read, so it is their
  // matches in the table that cost: the last sixteen weeks held 2,000 of the 6,400 of "hyundai
  // elantra", enough (47 ms for all, 20 for those). Words none of its rows had at all are rarer
  // still ("nakamichi": 500): a window would hold too few, and looking in it first cost 2-7 ms.
  const rareWeeks = named ? WIDEST_WINDOW_WEEKS : RARE_WINDOW_WEEKS;
  const rare = probe.matched > 0 ? weeksSince(now - rareWeeks * WEEK_MS, now) : undefined;
  const weeks = (since === undefined ? undefined : weeksSince(since, now)) ?? rare;
  return weeks ? { weeks } : undefined;
}
