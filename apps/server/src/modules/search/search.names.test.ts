import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client.js';
import { listings, searchNames } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { knownNamesOf, nameTokenOf, searchNameRows } from './search.names.js';
import { car, searchableListing } from '../../test/searchable-listings.js';

// Known names (makes, models, places, types) are indexed as one token per thing, whatever the
// spelling a listing uses, and searched by it: across scripts, for types too.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const tokenOf = (name: string) => nameTokenOf(knownNamesOf(name)!);
const tokensIn = async (text: string) => {
  const [row] = await selectRows<{ tokens: string[] }>(
    t.db,
    sql`select listing_name_tokens(${text}) as tokens`,
  );
  return [...row!.tokens].sort();
};
const search = async (text: string) => {
  const response = await t.app.inject({ url: `/api/listings?search=${encodeURIComponent(text)}` });
  return (response.json().data.items as { id: string }[]).map((item) => item.id).sort();
};
const createdAt = new Date(Date.UTC(2026, 0, 7));
/** A car listed under its make and model's codes, titled by them in English. */
const carListing = (make: string, model: string, cityCode: string) =>
  searchableListing(
    t,
    { ...car(make, model), title: `${make} ${model.replace('-', ' ')}`, description: 'One owner.', cityCode },
    { createdAt },
  );

describe('the tokens of known names', () => {
  it('are one per thing named, in whichever spelling or script', async () => {
    expect(await tokensIn('تويوتا كورولا في حلب')).toEqual(
      [tokenOf('toyota'), tokenOf('corolla'), tokenOf('aleppo')].sort(),
    );
    expect(await tokensIn('toyota corolla aleppo')).toEqual(await tokensIn('تويوتا كورولا حلب'));
    expect(await tokensIn('شقه للبيع')).toEqual([tokenOf('apartment')]);
    expect(await tokensIn('a quiet street')).toEqual([]);
  });

  it('name a thing by its longest spelling there: a Land Cruiser is no land, New Aleppo no Aleppo', async () => {
    expect(await tokensIn('toyota land cruiser')).toEqual([tokenOf('toyota'), tokenOf('landcruiser')].sort());
    expect(await tokensIn('flat in new aleppo')).toEqual([tokenOf('flat'), tokenOf('newaleppo')].sort());
    // The shorter name on its own elsewhere in the text still counts.
    expect(await tokensIn('land cruiser parked on our land')).toContain(tokenOf('land'));
  });

  it('are those of the app, the table written from its reference data', async () => {
    const rows = await t.db
      .select({ spelling: searchNames.spelling, token: searchNames.token })
      .from(searchNames);
    const key = (row: { spelling: string; token: string }) => `${row.token} ${row.spelling}`;
    expect(rows.map(key).sort()).toEqual(searchNameRows().map(key).sort());
  });

  it('are written anew, and every listing indexed again, when the names change', async () => {
    const id = await carListing('kia', 'rio', 'homs');
    // As a database written by an older version of the app would be.
    await t.db.delete(searchNames);
    await t.db.execute(sql`comment on table search_names is 'old'`);
    await t.db.execute(sql`update listings set search_vector = to_tsvector('simple', search_text)`);

    await t.database.migrate();

    expect(await tokensIn('kia rio')).toEqual([tokenOf('kia'), tokenOf('rio')].sort());
    const [row] = await selectRows<{ named: boolean }>(
      t.db,
      sql`select search_vector @@ ${`'${tokenOf('homs')}' & '${tokenOf('rio')}'`}::tsquery as named
        from listings where id = ${id}`,
    );
    expect(row!.named).toBe(true);
    await t.db.delete(listings).where(eq(listings.id, id));
  });
});

describe('a listing’s vector', () => {
  it('is made again for every listing when the way it is made changes', async () => {
    const id = await carListing('kia', 'rio', 'homs');
    await t.db.execute(
      sql`update listings set search_vector = to_tsvector('simple', search_text) where id = ${id}`,
    );
    // A migration that changes the function, here only by a comment.
    const [made] = await selectRows<{ body: string }>(
      t.db,
      sql`select prosrc as body from pg_proc where proname = 'listing_search_vector'`,
    );
    await t.db.execute(
      sql.raw(`create or replace function listing_search_vector(search_text text, created_at timestamptz)
        returns tsvector language sql stable parallel safe as $body$${made!.body} -- changed
$body$`),
    );

    await t.database.migrate();

    const [row] = await selectRows<{ named: boolean }>(
      t.db,
      sql`select search_vector @@ ${`'${tokenOf('rio')}/m730'`}::tsquery as named from listings where id = ${id}`,
    );
    expect(row!.named).toBe(true);
    await t.db.delete(listings).where(eq(listings.id, id));
  });
});

describe('a search by a known name', () => {
  let ids: { apartment: string; villa: string; landCruiser: string; plot: string };
  beforeAll(async () => {
    const home = (subCategory: string, title: string) =>
      searchableListing(
        t,
        {
          category: { mainCategory: 'realEstate', subCategory },
          details: { propertyType: subCategory, size: '120' },
          title,
          description: 'Described in English only.',
          cityCode: 'damascus',
        },
        { createdAt },
      );
    ids = {
      apartment: await home('APARTMENT', 'Bright three-room home near Mezzeh'),
      villa: await home('VILLA', 'Villa with a garden'),
      plot: await home('LAND', 'Olive grove outside the city'),
      landCruiser: await carListing('toyota', 'land-cruiser', 'damascus'),
    };
  });

  it('finds listings of a type named in the other script', async () => {
    expect(await search('شقة')).toEqual([ids.apartment]);
    expect(await search('منزل')).toEqual([ids.villa]);
    expect(await search('flat damascus')).toEqual([ids.apartment]);
  });

  it('does not take a word inside a longer name for the shorter one', async () => {
    expect(await search('أرض')).toEqual([ids.plot]);
    expect(await search('land')).toEqual([ids.plot]);
    expect(await search('لاند كروزر')).toEqual([ids.landCruiser]);
  });
});
