/**
 * `npm run bench:alerts` (issue 23): a Toyota Corolla published against 10,000 saved searches (a
 * mix of categories, makes, models, places, prices, years, fuel, words in English and Arabic; alerts
 * instant, daily or off) among 20,000 seeded listings. Times the matching job's work from the
 * listing to the last instant alert (match, record, notify, mark told) and counts its statements.
 * `--digest` then mails the daily digest to every reader (email copies on, each with listing
 * activity of the day) and times that, per reader.
 *
 *   npm run bench:alerts                        embedded PGlite in memory
 *   npm run bench:alerts -- --pg                PostgreSQL: a scratch database on DATABASE_URL's
 *                                               server (else 127.0.0.1:5432), dropped at the end
 *   npm run bench:alerts -- --searches 20000    another number of saved searches (5 a reader)
 *   npm run bench:alerts -- --listings 50000    another number of listings around it
 *   npm run bench:alerts -- --digest            also the daily digest of the readers
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseListingInput } from '@souqna/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { selectRows } from '../src/db/client.js';
import { listings, realEstateDetails, users, userSettings, vehicleDetails } from '../src/db/schema/index.js';
import type { Mailer } from '../src/platform/mail/mailer.js';
import { detailRows, listingColumns } from '../src/modules/listings/listings.write.js';
import { sendDailyDigests } from '../src/modules/notifications/notifications.digest.js';
import { matchPublishedListing } from '../src/modules/saved-searches/saved-searches.alerts.js';
import { benchConfig, benchServiceDeps, flag, numberOption } from './bench-config.js';
import { openCountedDatabase } from './scratch-postgres.js';
import { seedListings } from './seed.js';

const SEARCHES = numberOption('searches', 10_000);
const LISTINGS = numberOption('listings', 20_000);
const PER_READER = 5;
const READERS = Math.ceil(SEARCHES / PER_READER);

/** A fixed sequence (mulberry32), so every run and both databases get the same searches. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random(23);
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;

const MAKES = {
  toyota: ['corolla', 'camry', 'land-cruiser', 'yaris'],
  hyundai: ['elantra', 'accent', 'tucson'],
  kia: ['rio', 'cerato', 'sportage'],
  nissan: ['sunny'],
  mercedes: ['c-class'],
} as const;
const CITIES = ['damascus', 'aleppo', 'homs', 'latakia', 'hama'];
const WORDS = [
  'corolla',
  'تويوتا',
  'كورولا',
  'toyta',
  'clean car',
  'سيارة نظيفة',
  'land cruiser',
  'camry 2015',
  'one owner',
  'اوتوماتيك',
  'apartment mezzeh',
  'شقة للبيع',
  'garden',
  'urgent',
];

/** One saved search's filters, as the contracts store them; a realistic spread of kinds. */
function filtersOf(): Record<string, unknown> {
  const make = pick(Object.keys(MAKES) as (keyof typeof MAKES)[]);
  const roll = next();
  if (roll < 0.25)
    return { mainCategory: 'vehicles', make, ...(next() < 0.5 ? { model: pick(MAKES[make]) } : {}) };
  if (roll < 0.4) {
    const usd = next() < 0.5;
    const low = Math.floor(next() * 10) * (usd ? 1_000 : 10_000_000);
    return {
      mainCategory: 'vehicles',
      make,
      minPrice: low,
      maxPrice: low * 2 + 5_000,
      currency: usd ? 'USD' : 'SYP',
    };
  }
  if (roll < 0.5) return { mainCategory: 'vehicles', subCategory: 'CAR', cityCode: pick(CITIES) };
  if (roll < 0.6) return { search: pick(WORDS) };
  if (roll < 0.7) return { mainCategory: 'vehicles', search: pick(WORDS), cityCode: pick(CITIES) };
  if (roll < 0.8) {
    return { mainCategory: 'realEstate', subCategory: 'APARTMENT', cityCode: pick(CITIES), bedrooms: 2 };
  }
  if (roll < 0.9) {
    const from = 2005 + Math.floor(next() * 15);
    return {
      mainCategory: 'vehicles',
      minYear: from,
      maxYear: from + 6,
      fuelType: pick(['gasoline', 'diesel']),
    };
  }
  return {
    mainCategory: 'vehicles',
    subCategory: 'CAR',
    make,
    transmissionType: 'automatic',
    builtYear: '2010',
  };
}

const { database, scratch, counter } = await openCountedDatabase('h_alerts_bench', flag('pg'));
const { dataDir, config } = benchConfig('souqna-bench-alerts-', { PUBLIC_URL: 'http://127.0.0.1' });
const app = await buildApp(config, { database });
let mailed = 0;
// The mail is rendered and handed over; the SMTP relay's own time is no part of the measure.
const mailer: Mailer = { send: async () => void (mailed += 1), close() {} };
const deps = benchServiceDeps(app, { mailer });

const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;
try {
  const db = database.db;
  console.log(`Seeding ${LISTINGS.toLocaleString('en')} listings (${database.driver})...`);
  await seedListings(db, LISTINGS, (line) => console.log(line));
  console.log(
    `Seeding ${READERS.toLocaleString('en')} readers with ${SEARCHES.toLocaleString('en')} saved searches...`,
  );
  await db.execute(sql`
    insert into ${users} (email, username, name, password_hash, status)
    select 'reader' || n || '@bench.test', 'reader' || n, 'Reader ' || n, '!bench-no-login', 'active'
    from generate_series(1, ${READERS}) as n`);
  // A third read Arabic; all take the digest and notifications of listing updates.
  await db.execute(sql`
    insert into ${userSettings} (user_id, language, email_digest)
    select id, case when random() < 0.33 then 'ar' else 'en' end, true from ${users} where email like 'reader%'`);
  const readers = await selectRows<{ id: string }>(
    db,
    sql`select id from ${users} where email like 'reader%' order by email`,
  );
  const rows = Array.from({ length: SEARCHES }, (_, index) => {
    const alert = next();
    return {
      user_id: readers[index % readers.length]!.id,
      name: `Search ${index + 1}`,
      filters: filtersOf(),
      alerts_enabled: alert < 0.9,
      alert_frequency: alert < 0.6 ? 'instant' : 'daily',
    };
  });
  for (let start = 0; start < rows.length; start += 5_000) {
    await db.execute(sql`
      insert into saved_searches (user_id, name, filters, alerts_enabled, alert_frequency)
      select user_id, name, filters, alerts_enabled, alert_frequency
      from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 5_000))}::jsonb)
        as x(user_id uuid, name text, filters jsonb, alerts_enabled boolean, alert_frequency text)`);
  }

  const [seller] = await db
    .insert(users)
    .values({
      email: 'seller@bench.test',
      username: 'seller',
      name: 'Seller',
      passwordHash: '!',
      status: 'active',
    })
    .returning();
  await db.insert(userSettings).values({ userId: seller!.id });
  const { value: input, issues } = parseListingInput({
    title: 'Toyota Corolla 2015, clean, one owner',
    description: 'Automatic, serviced at the dealer, papers ready. سيارة نظيفة',
    price: '8500',
    currency: 'USD',
    category: { mainCategory: 'vehicles', subCategory: 'CAR' },
    details: {
      make: 'toyota',
      model: 'corolla',
      year: '2015',
      mileage: '120000',
      fuelType: 'gasoline',
      transmissionType: 'automatic',
    },
    location: 'Aleppo',
    cityCode: 'aleppo',
  });
  if (issues.length > 0) throw new Error(JSON.stringify(issues));
  const [listing] = await db
    .insert(listings)
    .values({
      ...listingColumns(input, sql`now()`),
      userId: seller!.id,
      mainCategory: input.mainCategory,
      subCategory: input.subCategory,
      status: 'active',
      publishedAt: new Date(),
    })
    .returning();
  const details = detailRows(listing!.id, input);
  if (details.vehicle) await db.insert(vehicleDetails).values(details.vehicle);
  if (details.realEstate) await db.insert(realEstateDetails).values(details.realEstate);
  await db.execute(sql`analyze`);

  console.log(`Publishing a Toyota Corolla against ${SEARCHES.toLocaleString('en')} saved searches...`);
  counter.statements = 0;
  const started = performance.now();
  const result = await matchPublishedListing(deps, listing!.id);
  const took = ms(started);
  const used = counter.statements;
  // Which searches matched, by name (ids differ run to run): equal digests, equal matches.
  const names = await selectRows<{ name: string }>(
    db,
    sql`select s.name from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where m.listing_id = ${listing!.id} order by s.name`,
  );
  const digest = createHash('sha256')
    .update(names.map((row) => row.name).join('\n'))
    .digest('hex')
    .slice(0, 12);
  console.log('');
  console.log(`database                          ${database.driver}`);
  console.log(`saved searches                    ${SEARCHES.toLocaleString('en')}`);
  console.log(`matched / alerted at once         ${result.matched} / ${result.alerted} (matches ${digest})`);
  console.log(`match + record + notify           ${took}`);
  console.log(`SQL statements                    ${used} (${(used / SEARCHES).toFixed(4)} per search)`);

  if (flag('digest')) {
    // The day's listing activity each reader's digest reports: a price drop of a listing they saved.
    await db.execute(sql`
      insert into notifications (user_id, type, title, message, listing_id, facts)
      select r.id, 'PRICE_UPDATE', 'Price dropped', 'A listing you saved is cheaper', l.id,
        '{"oldPrice": 9000, "newPrice": 8500, "currency": "USD", "oldCurrency": "USD"}'::jsonb
      from (select id, row_number() over (order by id) as n from ${users} where email like 'reader%') as r
      join (select id, row_number() over (order by id) as n from ${listings} where status = 'active') as l
        on l.n = r.n`);
    await db.execute(sql`analyze`);
    console.log(`Mailing the daily digest to ${READERS.toLocaleString('en')} readers...`);
    counter.statements = 0;
    const from = performance.now();
    const { sent } = await sendDailyDigests(deps, 'bench-digest');
    const digestTook = ms(from);
    console.log('');
    console.log(`digests mailed                    ${sent} of ${READERS} (${mailed} handed to the mailer)`);
    console.log(`daily digest                      ${digestTook}`);
    console.log(
      `SQL statements                    ${counter.statements} (${(counter.statements / READERS).toFixed(4)} per reader)`,
    );
  }
} finally {
  await app.close();
  await database.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
