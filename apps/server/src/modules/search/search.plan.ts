import type { MatchPlan, MatchWindow, Probe, Weeks } from './search.types.js';

// The reasoning and measurements behind every choice here: docs/decisions/004-search-planner.md.

/** How many of the category's newest listings the probe reads: enough to tell a common word from a rare one. */
export const PROBE_ROWS = 300;
/** At least this share of the probe matching, walking the newest listings finds a page soonest; below, the index. */
const DENSE_SHARE = 1 / 5;

/** A first window should hold the wanted matches this many times over: a second look costs more than a wide window. */
const WINDOW_SAFETY = 2;
/** Walking, a window of more rows rarely holds enough, and then looking in it first only adds a look. */
const WINDOW_MAX_ROWS = 200_000;

/** A window of more weeks holds most matches anyway: all are then read. */
const WINDOW_MAX_WEEKS = 26;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The week sizes a listing's vector holds (`db/functions/listing_search_vector.sql`), each with
 * how many of its lexemes may name a window: the index reads every listing of the rarest lexemes.
 */
const WEEK_SPANS = [
  { span: 'w', weeks: 1, most: 3 },
  { span: 'm', weeks: 4, most: 4 },
  { span: 'q', weeks: 16, most: 3 },
] as const;
/** Rare words' window: their index lists are cheap, their matches in the table are what cost. */
const RARE_WINDOW_WEEKS = 16;
/** Known things' window, as wide as a window goes (the weeks back, this one and the next): their slices keep it cheap. */
const WIDEST_WINDOW_WEEKS = WINDOW_MAX_WEEKS - 2;
/** The week after this one is in every window: the database's clock may be ahead of ours. */
const WEEKS_AHEAD = 1;

/** The plan of a probe's counts; fewer rows than the probe: the category is small enough to check every row. */
export const planOf = (row: Omit<Probe, 'plan'>): MatchPlan =>
  row.seen < PROBE_ROWS || row.matched >= row.seen * DENSE_SHARE ? 'scan' : 'index';

/** How many of the category's newest listings should hold `wanted` matches twice over. */
export function windowRowsOf(probe: Probe, wanted: number) {
  if (probe.passed === 0) return undefined;
  return Math.ceil((wanted * probe.seen * WINDOW_SAFETY) / probe.passed);
}

/**
 * When the category's `rows` newest listings began, in milliseconds, judged by how fast the rows
 * the probe saw came in (finding the exact one costs more than a window a little off); undefined
 * when those are the whole category.
 */
export function windowStartOf(probe: Probe, rows: number) {
  if (probe.seen < PROBE_ROWS && rows >= probe.seen) return undefined;
  const perRow = (probe.newest - probe.oldest) / Math.max(probe.seen - 1, 1);
  return probe.newest - perRow * rows;
}

/** The weeks since 1970-01-01 (a Thursday) that `listing_search_vector` puts in listings' vectors. */
export const weekOf = (ms: number) => Math.floor(ms / WEEK_MS);

/**
 * The weeks from the one `since` falls in to this one (and WEEKS_AHEAD), in spans of the smallest
 * size that needs no more than its `most`; undefined past WINDOW_MAX_WEEKS.
 */
export function weeksSince(since: number, now = Date.now()): Weeks | undefined {
  const first = weekOf(since);
  const last = weekOf(now) + WEEKS_AHEAD;
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
 * slices keep a wider window cheap in the index.
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
  // Rare words (few of the probe's rows passed) get a window of weeks; words none of its rows had
  // are rarer still, and a window would hold too few.
  const rareWeeks = named ? WIDEST_WINDOW_WEEKS : RARE_WINDOW_WEEKS;
  const rare = probe.matched > 0 ? weeksSince(now - rareWeeks * WEEK_MS, now) : undefined;
  const weeks = (since === undefined ? undefined : weeksSince(since, now)) ?? rare;
  return weeks ? { weeks } : undefined;
}
