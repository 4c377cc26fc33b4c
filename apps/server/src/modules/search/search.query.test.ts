import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { parseSearchQuery } from './search.parse.js';
import { resolveSearchTerms } from './search.terms.js';
import { relevanceOf, searchCondition } from './search.tsquery.js';
import { seedSearchListings } from '../../test/searchable-listings.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ids: Awaited<ReturnType<typeof seedSearchListings>>;
beforeAll(async () => {
  ids = await seedSearchListings(t);
});

/** The public matches of a query, most relevant first (ties: newest first). */
async function search(text: string) {
  const terms = await resolveSearchTerms(t.db, parseSearchQuery(text));
  const { where, relevance } = searchCondition(terms);
  const rows = await t.db
    .select({ id: listings.id, ...relevance })
    .from(listings)
    .where(and(where, eq(listings.status, 'active')))
    .orderBy(desc(listings.createdAt));
  return rows.sort((a, b) => relevanceOf(terms, b) - relevanceOf(terms, a)).map((row) => row.id);
}
const sorted = (values: string[]) => [...values].sort();

describe('listing search', () => {
  it('finds English words anywhere in the text, every word required', async () => {
    expect(sorted(await search('toyota corolla'))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(await search('villa garden')).toEqual([ids.villa]);
    expect(await search('economical homs')).toEqual([ids.rio]);
  });

  it('finds Arabic queries across scripts: تويوتا كورولا حلب', async () => {
    expect(sorted(await search('تويوتا كورولا حلب'))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(await search('اللاذقية')).toEqual([ids.villa]);
  });

  it('forgives typos in known names and in the listings’ own words', async () => {
    expect(sorted(await search('toyta corola'))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(sorted(await search('كرولا'))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic, ids.rio]));
    expect(await search('gardn')).toEqual([ids.villa]);
    expect(await search('economicl')).toEqual([ids.rio]);
  });

  it('finds a city named in the other script', async () => {
    expect(sorted(await search('Aleppo'))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(await search('Alep corolla 2012')).toEqual([ids.corollaArabic]);
    expect(await search('Latakia')).toEqual([ids.villa]);
  });

  it('folds hamza, ta marbuta and alef maqsura', async () => {
    expect(await search('أفانتي')).toEqual([ids.avante]);
    expect(await search('افانتى')).toEqual([ids.avante]);
    expect(await search('avante')).toEqual([ids.avante]);
    expect(await search('بحاله ممتازه')).toEqual([ids.corollaArabic]);
  });

  it('reads Eastern Arabic digits in the query', async () => {
    expect(await search('كورولا ٢٠١٢')).toEqual([ids.corollaArabic]);
    expect(await search('corolla ٢٠١٥')).toEqual([ids.corollaAleppo]);
  });

  it('matches the last word as a prefix while it is typed', async () => {
    expect(sorted(await search('toyota coro'))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(await search('vil')).toEqual([ids.villa]);
    expect(await search('تويوتا كورو')).toHaveLength(2);
  });

  it('finds nothing for an unrelated word or an impossible combination', async () => {
    expect(await search('bicycle')).toEqual([]);
    expect(await search('toyota villa')).toEqual([]);
    expect(await search('corolla 1999')).toEqual([]);
    expect(await search('   ')).toHaveLength(5);
  });

  it('ranks a title match above a description-only match', async () => {
    const found = await search('corolla');
    expect(sorted(found.slice(0, 2))).toEqual(sorted([ids.corollaAleppo, ids.corollaArabic]));
    expect(found[2]).toBe(ids.rio);
    expect(found).toHaveLength(3);
  });

  it('leaves out words that only join the others, unless part of a name or all there is', async () => {
    const both = sorted([ids.corollaAleppo, ids.corollaArabic]);
    expect(sorted(await search('corolla in aleppo'))).toEqual(both);
    expect(sorted(await search('تويوتا كورولا في حلب'))).toEqual(both);
    expect(parseSearchQuery('سانتا في').groups.map((group) => group.alternatives)).toEqual([
      expect.arrayContaining(['santa fe']),
    ]);
    expect(parseSearchQuery('the').groups.map((group) => group.typed)).toEqual(['the']);
    // A stop word typed last leaves the word before it finished, not a prefix.
    expect(parseSearchQuery('شقة في').groups).toMatchObject([{ typed: 'شقه', prefix: false }]);
  });

  it('ranks by the share of the words the title holds, in any spelling the search accepts', () => {
    const terms = parseSearchQuery('تويوتا كورولا ');
    const titled = (title: string) => relevanceOf(terms, { wordRank: 0, title });
    expect(titled('toyota corolla 2015 for sale')).toBe(1);
    expect(titled('تويوتا كورولا 2012')).toBe(1);
    expect(titled('toyota yaris')).toBe(0.5);
    expect(titled('kia rio economical')).toBe(0);
    // The word counts only whole: "corollas" is another word.
    expect(titled('toyota corollas')).toBe(0.5);
    expect(relevanceOf(terms, { wordRank: 0.25, title: 'kia rio' })).toBe(0.25);
  });

  it('widens a multi-word name as one: لاند كروزر is Land Cruiser', () => {
    const terms = parseSearchQuery('لاند كروزر');
    expect(terms.groups).toHaveLength(1);
    expect(terms.groups[0]!.alternatives).toContain('land cruiser');
  });
});

describe('GET /api/listings/suggestions', () => {
  const suggest = async (query: string) => {
    const response = await t.app.inject({ url: `/api/listings/suggestions?${query}` });
    return { status: response.statusCode, body: response.json() };
  };
  const suggestedIds = async (query: string) => {
    const { status, body } = await suggest(query);
    expect(status).toBe(200);
    return (body.data.listings as { id: string }[]).map((item) => item.id);
  };

  it('answers the best active matches as listings, never a hidden one', async () => {
    const { body } = await suggest(`query=${encodeURIComponent('تويوتا')}`);
    expect(body.success).toBe(true);
    expect(sorted(body.data.listings.map((item: { id: string }) => item.id))).toEqual(
      sorted([ids.corollaAleppo, ids.corollaArabic]),
    );
    expect(body.data.listings[0]).toMatchObject({ title: expect.any(String), images: expect.any(Array) });
  });

  it('ranks by relevance, honours limit and category, reads `search` too', async () => {
    expect((await suggestedIds('query=corolla')).at(-1)).toBe(ids.rio);
    expect(await suggestedIds('query=corolla&limit=1')).toHaveLength(1);
    expect(await suggestedIds('search=toyta')).toHaveLength(2);
    expect(await suggestedIds('query=vil&mainCategory=realEstate')).toEqual([ids.villa]);
    expect(await suggestedIds('query=vil&mainCategory=vehicles')).toEqual([]);
    expect(await suggestedIds('query=avante&subCategory=CARS')).toEqual([ids.avante]);
  });

  it('suggests nothing for an empty query and refuses a limit over 10', async () => {
    expect(await suggestedIds('query=')).toEqual([]);
    expect(await suggestedIds('')).toEqual([]);
    expect((await suggest('query=toyota&limit=11')).status).toBe(400);
  });
});
