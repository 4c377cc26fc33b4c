import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { findPublicListingIds } from './search.browse.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CITIES } from '@souqna/contracts';
import { selectRows } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';
import { newestMatches, probeOf } from './search.matches.js';
import { matchWindowOf, weekOf, weeksSince, widerWeeks, windowStartOf } from './search.plan.js';
import { parseSearchQuery } from './search.parse.js';
import { resolveSearchTerms } from './search.terms.js';
import { groupQueriesOf, placeWordsOf, searchCondition } from './search.tsquery.js';
import type { BrowseQuery, MatchPlan, Probe, SearchTerms } from './search.types.js';
import { knownNamesOf, nameTokenOf } from './search.names.js';
import { searchTextOf } from '../listings/listings.write.js';
import { seedSearchListings } from '../../test/searchable-listings.js';

// The browse's search as a whole query (not one still typed), and the two ways it finds matches
// (from the full-text index, or row by row behind another index): the same exact ids either way.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ids: Awaited<ReturnType<typeof seedSearchListings>>;
beforeAll(async () => {
  ids = await seedSearchListings(t);
});

const submitted = (text: string) => resolveSearchTerms(t.db, parseSearchQuery(text), { submitted: true });
const sorted = (values: string[]) => [...values].sort();

describe('a submitted search', () => {
  // What the index is asked, group by group: words, then known things' tokens.
  const asked = (terms: SearchTerms) =>
    groupQueriesOf(terms)
      .map((group) => [group.words ?? '', ...group.tokens].filter(Boolean).join(' | '))
      .join(' & ');
  const tokenOf = (name: string) => nameTokenOf(knownNamesOf(name)!);

  it('takes a last word that names a place or a make, or that listings use, as finished', async () => {
    expect(asked(await submitted('Aleppo'))).not.toContain(':*');
    expect(asked(await submitted('toyota corolla'))).not.toContain(':*');
    expect(asked(await submitted('villa'))).not.toContain(':*');
    // Still typed, the suggestions keep reading it as a prefix.
    expect(asked(await resolveSearchTerms(t.db, parseSearchQuery('villa')))).toContain(':*');
  });

  it('still completes a last word that is only the start of one', async () => {
    expect(asked(await submitted('toyota coro'))).toContain("'coro':*");
    const page = await t.app.inject({ url: '/api/listings?search=toyota%20coro' });
    expect(sorted(page.json().data.items.map((item: { id: string }) => item.id))).toEqual(
      sorted([ids.corollaAleppo, ids.corollaArabic]),
    );
  });

  it('asks for a known thing by its token, whichever spelling was typed, not by its spellings', async () => {
    // "tayota" is a known misspelling of Toyota, تويوتا its Arabic name: one token for all.
    expect(asked(await submitted('tayota'))).toBe(tokenOf('toyota'));
    expect(asked(parseSearchQuery('تويوتا '))).toBe(tokenOf('toyota'));
    expect(asked(await submitted('mercedes'))).toBe(tokenOf('mercedes'));
    // A name of two words is one thing too, not a phrase.
    expect(asked(parseSearchQuery('لاند كروزر'))).toBe(tokenOf('landcruiser'));
    // A typo of one asks for its token beside the typed word, in case a listing uses it as typed.
    expect(asked(parseSearchQuery('toyotta '))).toBe(`'toyotta' | ${tokenOf('toyota')}`);
  });

  it('leaves out a spelling the typed prefix already covers', () => {
    // حلب as typed may go on to "حلب الجديدة" (New Aleppo, an area): the prefix matches its words.
    const aleppo = asked(parseSearchQuery('حلب'));
    expect(aleppo).toContain(tokenOf('aleppo'));
    expect(aleppo).toContain("'حلب':*");
    expect(aleppo).not.toContain('<->');
  });
});

describe('the window of newest listings a search looks in first', () => {
  const minute = 60_000;
  const probe = (seen: number): Probe => ({
    plan: 'index',
    seen,
    matched: 3,
    passed: 3,
    newest: Date.parse('2026-11-20T12:00:00Z'),
    oldest: Date.parse('2026-11-20T12:00:00Z') - (seen - 1) * minute,
  });

  const startOf = (seen: number, rows: number) => {
    const start = windowStartOf(probe(seen), rows);
    return start === undefined ? undefined : new Date(start).toISOString();
  };

  it('starts as far back as the rows seen came in, one a minute here', () => {
    expect(startOf(300, 600)).toBe('2026-11-20T02:00:00.000Z');
    expect(startOf(300, 30)).toBe('2026-11-20T11:30:00.000Z');
  });

  it('is none when the probe saw the whole category', () => {
    expect(startOf(5, 5)).toBeUndefined();
    expect(startOf(5, 2)).toBe('2026-11-20T11:58:00.000Z');
  });

  it('is read from the index as weeks; for rare words, the last sixteen', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T12:00:00Z') });
    try {
      const rare = { ...probe(300), passed: 0 };
      // Weeks 2952 to 2969 (one ahead for the database's clock) as two spans of sixteen.
      expect(matchWindowOf(rare, 'index', undefined)).toEqual({ weeks: { span: 'q', numbers: [184, 185] } });
      // Words none of the probe's rows had: too rare for a window to hold enough.
      expect(matchWindowOf({ ...rare, matched: 0 }, 'index', undefined)).toBeUndefined();
      expect(matchWindowOf(probe(300), 'index', 30)).toEqual({ weeks: { span: 'w', numbers: [2968, 2969] } });
      // Walked, the window is the time it starts at.
      expect(matchWindowOf(probe(300), 'scan', 30)).toEqual({ since: Date.parse('2026-11-20T11:30:00Z') });
      expect(matchWindowOf(rare, 'scan', undefined)).toBeUndefined();
      // A category smaller than the probe is read whole.
      expect(matchWindowOf({ ...probe(5), passed: 0 }, 'index', undefined)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('spans whole weeks, from Thursdays as 1970-01-01 was one, to the one after this', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(weekOf(Date.parse('2026-11-19T00:00:00Z'))).toBe(2968);
    expect(weekOf(Date.parse('2026-11-18T23:59:59Z'))).toBe(2967);
    const since = (date: string) => {
      const weeks = weeksSince(Date.parse(date), now);
      return weeks?.numbers.map((week) => `@${weeks.span}${week}`).join(' ');
    };
    expect(since('2026-11-19T08:00:00Z')).toBe('@w2968 @w2969');
    expect(since('2026-11-13T08:00:00Z')).toBe('@w2967 @w2968 @w2969');
    // Four weeks or more as spans of four (2960-2963 ... 2968-2971), then of sixteen.
    expect(since('2026-11-06T08:00:00Z')).toBe('@m741 @m742');
    expect(since('2026-10-01T00:00:00Z')).toBe('@m740 @m741 @m742');
    expect(since('2026-09-20T00:00:00Z')).toBe('@m739 @m740 @m741 @m742');
    expect(since('2026-08-20T00:00:00Z')).toBe('@q184 @q185');
    // Half a year back: too many weeks to be worth narrowing by.
    expect(since('2026-05-01T00:00:00Z')).toBeUndefined();
  });

  it('widens, when too few matches were found in it, as far back as the pace found there needs', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    // Weeks 2968-2971 began a day and a half ago; 500 of 1,001 there: six days back, from week 2967.
    expect(widerWeeks({ span: 'm', numbers: [742] }, 500, 1001, now)).toEqual({
      span: 'w',
      numbers: [2967, 2968, 2969],
    });
    // None found there: as far back as a window goes, 26 times as far.
    expect(widerWeeks({ span: 'm', numbers: [742] }, 0, 1001, now)).toEqual({
      span: 'm',
      numbers: [740, 741, 742],
    });
    // Already half a year: the rest is read from all matches.
    expect(widerWeeks({ span: 'q', numbers: [184, 185] }, 10, 1001, now)).toBeUndefined();
  });
});

describe('both ways of finding matches', () => {
  const query = (overrides: Partial<BrowseQuery>): BrowseQuery => ({
    sortBy: 'relevance',
    sortOrder: 'desc',
    page: 1,
    limit: 10,
    currency: 'SYP',
    ...overrides,
  });
  const plans: MatchPlan[] = ['index', 'scan'];

  it.each(plans)('%s: the same ids, counts and orders', async (plan) => {
    const run = async (text: string, overrides: Partial<BrowseQuery> = {}, countLimit?: number) =>
      findPublicListingIds(t.db, query({ terms: await submitted(text), ...overrides }), { countLimit, plan });

    expect(await run('Aleppo', { sortBy: 'createdAt' })).toEqual({
      ids: [ids.corollaArabic, ids.corollaAleppo],
      total: 2,
      totalIsEstimate: false,
    });
    expect((await run('toyta corola', { sortBy: 'createdAt', sortOrder: 'asc' })).ids).toEqual([
      ids.corollaAleppo,
      ids.corollaArabic,
    ]);
    const ranked = (await run('corolla')).ids;
    expect(sorted(ranked.slice(0, 2))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(ranked[2]).toBe(ids.rio);
    expect((await run('corolla', { cityCode: 'homs' })).ids).toEqual([ids.rio]);
    expect((await run('villa', { mainCategory: 'vehicles' })).ids).toEqual([]);
    // Past the count's bound: the newest matches as far as it counted, in the order asked.
    expect(await run('corolla', { sortBy: 'price', sortOrder: 'asc' }, 2)).toEqual({
      ids: [ids.rio, ids.corollaArabic],
      total: 2,
      totalIsEstimate: true,
    });
    expect((await run('corolla', { limit: 1, page: 3 })).ids).toEqual([ids.rio]);
    expect((await run('corolla', { limit: 1, page: 4 })).ids).toEqual([]);
  });

  it('narrows by the words of a place that every listing of that place holds', async () => {
    const places = CITIES.flatMap((city) => [
      { cityCode: city.code },
      ...city.areas.map((area) => ({ cityCode: city.code, areaCode: area.code })),
    ]);
    const texts = places.map((place) =>
      searchTextOf({
        title: 'Flat',
        description: 'Sunny',
        location: '',
        subCategory: 'APARTMENT',
        ...place,
      } as never),
    );
    const words = places.map((place) => placeWordsOf(place)!);
    expect(words).not.toContain(undefined);
    const [row] = await selectRows<{ missing: number }>(
      t.db,
      sql`select count(*) filter (where not listing_search_vector(text, now()) @@ words::tsquery)::int as missing
      from (values ${sql.join(
        texts.map((text, index) => sql`(${text}, ${words[index]})`),
        sql`, `,
      )}) as place(text, words)`,
    );
    expect(row?.missing).toBe(0);
    // Another city's listing lacks them.
    const damascus = searchTextOf({
      title: 'Flat',
      description: '',
      location: '',
      cityCode: 'damascus',
    } as never);
    const [other] = await selectRows<{ holds: boolean }>(
      t.db,
      sql`select listing_search_vector(${damascus}, now()) @@ ${placeWordsOf({ cityCode: 'aleppo' })}::tsquery as holds`,
    );
    expect(other?.holds).toBe(false);
  });

  it('looks for the newest matches among the newest listings first, and past them when too few', async () => {
    const terms = await submitted('corolla');
    // Three matches counted no further than two: the two newest matches, by price. The newest two
    // listings (villa, Rio) hold one of them, the newest four (to the Arabic Corolla) both.
    for (const windowRows of [2, 4, 100]) {
      const byPrice = query({ terms, sortBy: 'price', sortOrder: 'asc' });
      expect(await findPublicListingIds(t.db, byPrice, { countLimit: 2, plan: 'index', windowRows })).toEqual(
        {
          ids: [ids.rio, ids.corollaArabic],
          total: 2,
          totalIsEstimate: true,
        },
      );
      // Relevance ranks the same two, the Corolla first: never a match past those it counted.
      const ranked = await findPublicListingIds(t.db, query({ terms }), {
        countLimit: 2,
        plan: 'index',
        windowRows,
      });
      expect(ranked).toEqual({ ids: [ids.corollaArabic, ids.rio], total: 2, totalIsEstimate: true });
    }
  });

  it('finds from the full-text index only the listings created in the window’s weeks', async () => {
    const createdAt = async (id: string) =>
      (await t.db.select({ at: listings.createdAt }).from(listings).where(eq(listings.id, id)))[0]!.at;
    // The newest fixture, the villa, stands for now.
    const now = (await createdAt(ids.villa)).getTime();
    const found = async (text: string, since: string) => {
      const terms = await submitted(text);
      const weeks = weeksSince((await createdAt(since)).getTime(), now);
      const rows = await t.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.status, 'active'), searchCondition(terms, 'index', { weeks }).where))
        .orderBy(desc(listings.createdAt));
      return rows.map((row) => row.id);
    };
    // The fixtures are a week apart (weeks 2922 to 2926). From the Rio's week on, single weeks:
    // the Rio alone mentions Corolla, a known thing.
    expect(await found('corolla', ids.rio)).toEqual([ids.rio]);
    // From the Avante's, the four weeks 2924-2927, asked for as the token's slice for them.
    expect(await found('corolla', ids.avante)).toEqual([ids.rio]);
    // From the Arabic Corolla's week (2923), the four weeks from 2920 take in the first one too.
    expect(await found('corolla', ids.corollaArabic)).toEqual([
      ids.rio,
      ids.corollaArabic,
      ids.corollaAleppo,
    ]);
    // A word no known thing has comes with the weeks' own lexemes, here single weeks.
    expect(await found('economical', ids.rio)).toEqual([ids.rio]);
    expect(await found('economical', ids.villa)).toEqual([]);
    // Both in one search, by single weeks and by the token's slices.
    expect(await found('corolla economical', ids.villa)).toEqual([]);
    expect(await found('corolla economical', ids.corollaAleppo)).toEqual([ids.rio]);
  });

  it('looks past a window of weeks that holds too few, and finds the same newest matches', async () => {
    const terms = await submitted('corolla');
    // A day after the villa, the newest fixture (week 2926).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 1, 5) });
    try {
      const active = [eq(listings.status, 'active')];
      // Weeks 2924-2927 hold one Corolla match, the Rio; widened, the rest.
      const found = await newestMatches(t.db, { filters: active, terms, plan: 'index' }, 3, {
        weeks: { span: 'm', numbers: [731] },
      });
      expect(found.map((row) => row.id)).toEqual([ids.rio, ids.corollaArabic, ids.corollaAleppo]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('probes how many of the newest listings match the words, and how many pass the other filters', async () => {
    const terms = await submitted('corolla');
    const probe = (overrides: Partial<BrowseQuery>) =>
      probeOf(t.db, query({ terms, ...overrides }), terms, undefined);
    expect(await probe({})).toMatchObject({ seen: 5, matched: 3, passed: 3, plan: 'scan' });
    expect(await probe({ cityCode: 'homs' })).toMatchObject({ matched: 3, passed: 1 });
    // A year of either kind is looked up for each row seen.
    expect(await probe({ year: 2015 })).toMatchObject({ matched: 3, passed: 3 });
    expect(await probe({ year: 2016 })).toMatchObject({ matched: 3, passed: 0 });
  });

  it('lets the probe choose on its own and finds the same', async () => {
    const page = await findPublicListingIds(t.db, query({ terms: await submitted('تويوتا كورولا حلب') }));
    expect(sorted(page.ids)).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(page.total).toBe(2);
  });
});
