import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/build-test-app.js';
import { createListing, createUser } from '../test/factories.js';
import { knownNamesOf, nameTokenOf } from '../modules/search/search.names.js';
import { selectRows, type DatabaseHandle } from './client.js';
import { exchangeRates, listings, realEstateDetails, reports, vehicleDetails } from './schema/index.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.migrate();
});
afterAll(() => handle.close());

const rows = <T extends Record<string, unknown>>(query: SQL) => selectRows<T>(handle.db, query);

describe('migrations', () => {
  it('apply every migration of the journal', async () => {
    const journalFile = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      'migrations/meta/_journal.json',
    );
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    const applied = await rows<{ count: number | string }>(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied[0]!.count)).toBe(journal.entries.length);
  });

  it('are idempotent: a second run changes nothing', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it('enable pg_trgm, for typo-tolerant search', async () => {
    const [row] = await rows<{ score: number }>(sql`select similarity('toyota', 'toyta') as score`);
    expect(Number(row!.score)).toBeGreaterThan(0.3);
  });

  it('put the week a listing was created and the known names it holds (alone and by its weeks) in its search vector, and not among the typo words', async () => {
    const [vector] = await rows<{ lexemes: string }>(
      sql`select listing_search_vector('toyota corolla', '2026-11-19T08:00:00Z')::text as lexemes`,
    );
    const tokens = [nameTokenOf(knownNamesOf('toyota')!), nameTokenOf(knownNamesOf('corolla')!)];
    expect(vector!.lexemes).toBe(
      [
        ...[
          '@m742',
          '@q185',
          '@w2968',
          ...tokens.flatMap((token) => [token, `${token}/m742`, `${token}/q185`]),
        ]
          .sort()
          .map((lexeme) => `'${lexeme}'`),
        "'corolla':2 'toyota':1",
      ].join(' '),
    );
    const words = await rows<{ word: string }>(
      sql`select search_words_of(listing_search_vector('toyota corolla', now())) as word`,
    );
    expect(words.map((row) => row.word).sort()).toEqual(['corolla', 'toyota']);
  });

  it('seed a USD→SYP exchange rate', async () => {
    const [rate] = await handle.db.select().from(exchangeRates);
    expect(rate).toMatchObject({ base: 'USD', quote: 'SYP' });
    expect(rate!.rate).toBeGreaterThan(1000);
  });
});

describe('constraints', () => {
  it('keeps emails unique whatever their case', async () => {
    await createUser(handle.db, { email: 'Case@Example.com' });
    const duplicate = createUser(handle.db, { email: 'case@example.COM' });
    await expect(duplicate).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });

  it('stores a listing with its details, and deleting it removes them', async () => {
    const listing = await createListing(handle.db, { realEstate: { bathrooms: 2.5, bedrooms: 4 } });
    const [details] = await handle.db
      .select()
      .from(realEstateDetails)
      .where(eq(realEstateDetails.listingId, listing.id));
    expect(details).toMatchObject({ bathrooms: 2.5, bedrooms: 4, propertyType: 'APARTMENT' });
    expect(listing).toMatchObject({ mainCategory: 'realEstate', status: 'active', price: 45_000 });

    await handle.db.delete(listings).where(eq(listings.id, listing.id));
    const left = await handle.db
      .select()
      .from(realEstateDetails)
      .where(eq(realEstateDetails.listingId, listing.id));
    expect(left).toEqual([]);
  });

  it('keeps a price to the cent', async () => {
    const listing = await createListing(handle.db, { price: 123_456_789.99, currency: 'SYP' });
    const [stored] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(stored!.price).toBe(123_456_789.99);
    const [details] = await handle.db
      .select()
      .from(vehicleDetails)
      .where(eq(vehicleDetails.listingId, listing.id));
    expect(details).toMatchObject({ make: 'toyota', model: 'corolla' });
  });

  it('allows one open report per reporter and listing', async () => {
    const reporter = await createUser(handle.db);
    const listing = await createListing(handle.db);
    const report = {
      reporterId: reporter.id,
      targetType: 'LISTING' as const,
      targetId: listing.id,
      listingId: listing.id,
      reason: 'SPAM',
    };
    const [first] = await handle.db.insert(reports).values(report).returning();
    await expect(handle.db.insert(reports).values(report)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
    // Once an admin closes the first one, the same person may report again.
    await handle.db.update(reports).set({ status: 'resolved' }).where(eq(reports.id, first!.id));
    await expect(handle.db.insert(reports).values(report)).resolves.toBeDefined();
  });
});
