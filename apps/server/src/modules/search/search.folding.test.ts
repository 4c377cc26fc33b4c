import { readFileSync } from 'node:fs';
import { FOLDING_CORPUS, foldName } from '@souqna/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { searchableListing } from '../../test/searchable-listings.js';
import { knownNamesOf, nameTokenOf } from './search.names.js';
import { parseSearchQuery } from './search.parse.js';
import { buildSearchText } from '../listings/listings.search-text.js';

// The contracts' corpus through every path of the server: the index's text, the query's words,
// the known names' tokens, and a search over HTTP that finds a listing by either spelling.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('one folding, on every path of the server', () => {
  it.each(FOLDING_CORPUS)('indexes and queries %s as %s', (typed, plain) => {
    expect(buildSearchText([typed])).toBe(buildSearchText([plain]));
    expect(JSON.stringify(parseSearchQuery(typed))).toBe(JSON.stringify(parseSearchQuery(plain)));
    expect(buildSearchText([typed]).replace(/ /g, '')).toBe(foldName(plain));
  });

  it('gives a known name one token whichever spelling the corpus names it by', () => {
    expect(nameTokenOf(knownNamesOf('کیا')!)).toBe(nameTokenOf(knownNamesOf('كيا')!));
    expect(nameTokenOf(knownNamesOf('Citroën')!)).toBe(nameTokenOf(knownNamesOf('citroen')!));
  });

  it('finds a listing written one way by a search typed the other', async () => {
    const search = async (text: string) => {
      const response = await t.app.inject({ url: `/api/listings?search=${encodeURIComponent(text)}` });
      return (response.json().data.items as { id: string }[]).map((item) => item.id);
    };
    const id = await searchableListing(
      t,
      {
        category: { mainCategory: 'realEstate', subCategory: 'SHOP' },
        details: { propertyType: 'SHOP', size: '80' },
        title: 'محل لـ مؤسسة تجارية في بيئة هادئة',
        description: 'بناء ۲۰۱۵، Café سابق.',
        cityCode: 'damascus',
      },
      { createdAt: new Date(Date.UTC(2026, 0, 7)) },
    );
    for (const query of ['موسسه', 'مؤسسة', 'بييه', '2015', '٢٠١٥', 'cafe', 'CAFÉ']) {
      expect(await search(query), query).toEqual([id]);
    }
  });

  it('is what migration 0018 gives a listing indexed by the folding before it', async () => {
    const raw = 'مؤسسة کیا ۲۰۱۵ Citroën بيئة';
    // The old folding kept hamza seats on waw and ya, Persian letters and digits, and accents.
    const before = 'مؤسسه کیا ۲۰۱۵ citroën بيئه';
    const id = await searchableListing(
      t,
      {
        category: { mainCategory: 'realEstate', subCategory: 'SHOP' },
        details: { propertyType: 'SHOP', size: '40' },
        title: raw,
        description: 'كشك صغير.',
        cityCode: 'homs',
      },
      { createdAt: new Date(Date.UTC(2026, 0, 14)) },
    );
    await t.db.update(listings).set({ searchText: before }).where(eq(listings.id, id));
    const migration = new URL('../../db/migrations/0018_one_folding.sql', import.meta.url);
    await t.db.execute(sql.raw(readFileSync(migration, 'utf8')));
    const [row] = await t.db.select({ text: listings.searchText }).from(listings).where(eq(listings.id, id));
    expect(row!.text).toBe(buildSearchText([raw]));
    await t.db.delete(listings).where(eq(listings.id, id));
  });
});
