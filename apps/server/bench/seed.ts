import { sql, type SQL } from 'drizzle-orm';
import type { ListingInput } from '@souqna/contracts';
import { selectRows, type Database } from '../src/db/client.js';
import { searchTextOf } from '../src/modules/listings/listings.write.js';
import { SLOTS, slotsOf, vocabularyRows } from './vocabulary.js';

/**
 * Seeds N listings in SQL (`generate_series`, word arrays, one statement per table per chunk), so a
 * million rows take minutes, not hours. Each row gets what `createListing` writes: the listing,
 * its details row, a primary image, `search_text` as `searchTextOf` builds it (from the folded
 * twins of every text, see vocabulary.ts) and `search_vector` as `searchVectorOf` does; the
 * `search_words` trigger of migration 0005 fills the typo table from the inserted rows as it does
 * for the app. A comment on `listings` records what was seeded, so a rerun with the same row count
 * reuses the data.
 */

/** Bump when the generated data changes, so older bench databases are seeded again. */
const GENERATOR_VERSION = 7;
const SELLERS = 2_000;
const CHUNK = 100_000;

const marker = (rows: number) => `souqna-bench v${GENERATOR_VERSION} rows=${rows}`;

export async function seededMarker(db: Database): Promise<string | undefined> {
  const [row] = await selectRows<{ comment: string | null }>(
    db,
    sql`select obj_description('listings'::regclass, 'pg_class') as comment`,
  );
  return row?.comment ?? undefined;
}

/** The listings the bench seeded (the comment), if still all there and searchable as the app does. */
export async function isSeeded(db: Database, rows: number) {
  if ((await seededMarker(db)) !== marker(rows)) return false;
  const [row] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from listings`);
  return row?.count === rows && (await searchTextMismatches(db)) === 0;
}

/**
 * How many of a sample of seeded rows have a `search_text` other than the one the app's create
 * path would give them: the SQL generator mirrors `searchTextOf`, and when that changes the seed
 * must follow (a rerun then seeds again rather than measuring stale text).
 */
export async function searchTextMismatches(db: Database, sample = 200) {
  const rows = await selectRows<{
    title: string;
    description: string;
    location: string;
    city_code: string;
    area_code: string;
    sub_category: string;
    search_text: string;
    make: string | null;
    model: string | null;
  }>(
    db,
    sql`select l.title, l.description, l.location, l.city_code, l.area_code, l.sub_category, l.search_text,
        v.make, v.model
      from listings l left join vehicle_details v on v.listing_id = l.id
      order by l.id limit ${sample}`,
  );
  return rows.filter((row) => {
    const input = {
      title: row.title,
      description: row.description,
      location: row.location,
      cityCode: row.city_code,
      areaCode: row.area_code,
      subCategory: row.sub_category,
      vehicle: row.make ? { make: row.make, model: row.model } : undefined,
    } as ListingInput;
    return searchTextOf(input) !== row.search_text;
  }).length;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** `CASE` over a uniform draw: each value with its share. */
function weighted(draw: string, choices: readonly (readonly [string | number, number])[]): SQL {
  const sum = choices.reduce((total, [, weight]) => total + weight, 0);
  let at = 0;
  const arms = choices.map(([value, weight], position) => {
    at += weight;
    const literal = typeof value === 'number' ? String(value) : quote(value);
    return position === choices.length - 1 ? `ELSE ${literal}` : `WHEN ${draw} < ${at / sum} THEN ${literal}`;
  });
  return sql.raw(`(CASE ${arms.join(' ')} END)`);
}

/**
 * The pools as one row of arrays, built from JSON inside each chunk's statement. Built there, the
 * arrays stay plain in memory; read from a table, each would be decompressed on every lookup
 * (TOAST), which made seeding ten times slower.
 */
function vocabulary() {
  const { models, areas, properties, texts } = vocabularyRows();
  const arrays: Record<string, (string | number)[]> = {
    model_slot: slotsOf(models),
    area_slot: slotsOf(areas),
    prop_slot: slotsOf(properties),
  };
  const columns = <T extends object>(prefix: string, rows: T[]) => {
    for (const key of Object.keys(rows[0]!) as (keyof T & string)[])
      arrays[`${prefix}_${key}`] = rows.map((row) => row[key] as string | number);
  };
  columns('m', models);
  columns('a', areas);
  columns('p', properties);
  for (const [key, pool] of Object.entries(texts)) {
    arrays[`t_${key}`] = pool.raw;
    arrays[`t_${key}_f`] = pool.folded;
  }
  const select = Object.keys(arrays).map((key) =>
    key.endsWith('_slot')
      ? `array(select (jsonb_array_elements_text(j -> ${quote(key)}))::int) as ${key}`
      : `array(select jsonb_array_elements_text(j -> ${quote(key)})) as ${key}`,
  );
  return {
    select: sql`select ${sql.raw(select.join(', '))} from (select ${JSON.stringify(arrays)}::jsonb as j) as input`,
    counts: Object.fromEntries(Object.entries(texts).map(([key, pool]) => [key, pool.raw.length])),
  };
}

/** One pick from a text pool in the row's language: as written, or folded with `folded`. */
function pickText(counts: Record<string, number>, kind: string, draw: string, folded = false): string {
  const suffix = folded ? '_f' : '';
  const arm = (lang: string) =>
    `v.t_${kind}_${lang}${suffix}[1 + floor(${draw} * ${counts[`${kind}_${lang}`]})::int]`;
  return `(CASE WHEN r.ar THEN ${arm('ar')} ELSE ${arm('en')} END)`;
}

/** The chunk's rows with every column they need, in an unlogged table the inserts read from. */
function chunkSql(vocab: ReturnType<typeof vocabulary>, from: number, to: number, rows: number): SQL {
  const { counts } = vocab;
  const text = (kind: string, draw: string, folded = false) => sql.raw(pickText(counts, kind, draw, folded));
  // Each draw a column of its own, so one row's choices stay consistent between its tables.
  const draws = [
    'r_cat',
    'r_lang',
    'r_title',
    'r_p1',
    'r_p2',
    'r_p3',
    'r_rare',
    'r_rarepick',
    'r_act',
    'r_status',
    'r_cur',
    'r_price',
    'r_year',
    'r_km',
    'r_fuel',
    'r_trans',
    'r_cond',
    'r_body',
    'r_color',
    'r_rooms',
    'r_bath',
    'r_size',
    'r_floor',
    'r_furn',
    'r_geo',
    'r_jlat',
    'r_jlon',
    'r_fav',
    'r_views',
    'r_street',
    'r_s1',
    'r_s2',
    'r_s3',
    'r_slen',
  ];
  // A street name of two or three syllables, common ones often (a power law), in the row's script.
  const syllable = (draw: string) => pickText(counts, 'syl', `power(r.${draw}, 2.5)`);
  const street = sql.raw(
    `concat(${syllable('r_s1')}, ${syllable('r_s2')}, CASE WHEN r.r_slen < 0.6 THEN ${syllable('r_s3')} END)`,
  );
  const vehicleTitleArgs = (folded: boolean) => {
    const f = folded ? '_f' : '';
    return sql.raw(
      `CASE WHEN r.ar THEN v.m_make_ar${f}[r.mi] ELSE v.m_make_en${f}[r.mi] END,
       CASE WHEN r.ar THEN v.m_model_ar${f}[r.mi] ELSE v.m_model_en${f}[r.mi] END,
       r.year::text,
       CASE WHEN r.ar THEN v.a_area_ar${f}[r.ai] ELSE v.a_area_en${f}[r.ai] END`,
    );
  };
  const propertyTitleArgs = (folded: boolean) => {
    const f = folded ? '_f' : '';
    return sql.raw(
      `CASE WHEN r.ar THEN v.p_name_ar${f}[r.pi] ELSE v.p_name_en${f}[r.pi] END,
       CASE WHEN r.ar THEN v.a_area_ar${f}[r.ai] ELSE v.a_area_en${f}[r.ai] END,
       (coalesce(r.bedrooms, 1) + 1)::text,
       round(coalesce(r.size, r.land_area))::text`,
    );
  };
  const title = (folded: boolean) =>
    sql`CASE WHEN r.vehicle THEN format(${text('vtitle', 'r.r_title', folded)}, ${vehicleTitleArgs(folded)})
      WHEN r.action = 'RENT' THEN format(${text('ptitle_rent', 'r.title_draw', folded)}, ${propertyTitleArgs(folded)})
      ELSE format(${text('ptitle_sale', 'r.title_draw', folded)}, ${propertyTitleArgs(folded)}) END`;
  const description = (folded: boolean) =>
    sql`concat_ws(' ',
      CASE WHEN r.vehicle THEN ${text('vphrase', 'r.r_p1', folded)} ELSE ${text('pphrase', 'r.r_p1', folded)} END,
      CASE WHEN r.vehicle THEN ${text('vphrase', 'r.r_p2', folded)} ELSE ${text('pphrase', 'r.r_p2', folded)} END,
      CASE WHEN r.vehicle THEN ${text('vphrase', 'r.r_p3', folded)} ELSE ${text('pphrase', 'r.r_p3', folded)} END,
      CASE WHEN r.r_rare < 0.0005 THEN ${text('rare', 'r.r_rarepick', folded)} END,
      CASE WHEN r.r_street < 0.7 THEN format(${text('street', '0', folded)},
        ${folded ? street : sql`CASE WHEN r.ar THEN ${street} ELSE initcap(${street}) END`}) END)`;
  return sql`
    create unlogged table bench_chunk as
    with v as materialized (${vocab.select}),
    drawn as (
      select g, gen_random_uuid() as id, ${sql.raw(draws.map((name) => `random() as ${name}`).join(', '))},
        floor(random() * ${SLOTS})::int as s_model, floor(random() * ${SLOTS})::int as s_area,
        floor(random() * ${SLOTS})::int as s_prop,
        -- Listings arrive in the order they are created, as in a live table: the newest rows a
        -- search walks lie together on disk, not one on every page of the table.
        1 - (g - 1)::float8 / ${rows}::int as r_age
      from generate_series(${from}::int, ${to}::int) as g
    ),
    picked as (
      select d.*, d.r_cat < 0.6 as vehicle, d.r_lang < 0.55 as ar,
        v.model_slot[1 + d.s_model]::int as mi, v.area_slot[1 + d.s_area]::int as ai,
        v.prop_slot[1 + d.s_prop]::int as pi
      from drawn d cross join v
    ),
    shaped as (
      select p.*,
        CASE WHEN p.vehicle THEN (CASE WHEN p.r_act < 0.03 THEN 'RENT' ELSE 'SALE' END)
          ELSE (CASE WHEN p.r_act < 0.25 THEN 'RENT' ELSE 'SALE' END) END as action,
        -- Titles counting rooms only for homes: land, shops and farms take the first, plain one.
        CASE WHEN v.p_type[p.pi] IN ('APARTMENT', 'HOUSE', 'CONDO') THEN p.r_title ELSE 0 END as title_draw,
        CASE WHEN p.vehicle THEN v.m_type[p.mi] ELSE v.p_type[p.pi] END as sub_category,
        1985 + floor(power(p.r_year, 0.55) * 41)::int as year,
        CASE WHEN v.p_type[p.pi] IN ('APARTMENT', 'HOUSE', 'CONDO')
          THEN 1 + floor(power(p.r_rooms, 1.4) * 5)::int END as bedrooms,
        CASE v.p_type[p.pi]
          WHEN 'APARTMENT' THEN round((60 + power(p.r_size, 1.5) * 190)::numeric)
          WHEN 'CONDO' THEN round((40 + p.r_size * 110)::numeric)
          WHEN 'HOUSE' THEN round((100 + power(p.r_size, 1.5) * 400)::numeric)
          WHEN 'COMMERCIAL' THEN round((20 + power(p.r_size, 2) * 280)::numeric) END::real as size,
        CASE WHEN v.p_type[p.pi] IN ('LAND', 'HOUSE', 'OTHER')
          THEN round((200 + power(p.r_size, 2) * 9800)::numeric) END::real as land_area
      from picked p cross join v
    )
    select r.id, r.vehicle, r.sub_category, r.action, r.mi, r.year, r.bedrooms, r.size, r.land_area,
      ${title(false)} as title,
      ${description(false)} as description,
      CASE WHEN r.ar THEN v.a_loc_ar[r.ai] ELSE v.a_loc_en[r.ai] END as location,
      concat_ws(' ', ${title(true)}, ${description(true)},
        CASE WHEN r.ar THEN v.a_loc_ar_f[r.ai] ELSE v.a_loc_en_f[r.ai] END, v.a_names_f[r.ai],
        CASE WHEN r.vehicle THEN concat_ws(' ', v.m_make_en_f[r.mi], v.m_make_ar_f[r.mi], v.m_codes_f[r.mi])
          ELSE v.p_type_f[r.pi] END) as search_text,
      v.a_city[r.ai] as city_code, v.a_area[r.ai] as area_code,
      CASE WHEN r.r_geo < 0.85 THEN round((v.a_lat[r.ai]::float8 + (r.r_jlat - 0.5) * 0.04)::numeric, 6)::float8 END as latitude,
      CASE WHEN r.r_geo < 0.85 THEN round((v.a_lon[r.ai]::float8 + (r.r_jlon - 0.5) * 0.04)::numeric, 6)::float8 END as longitude,
      CASE WHEN r.vehicle THEN (CASE WHEN r.r_cur < 0.45 THEN 'USD' ELSE 'SYP' END)
        ELSE (CASE WHEN r.r_cur < 0.4 THEN 'USD' ELSE 'SYP' END) END as currency,
      ${weighted('r.r_status', [
        ['active', 92],
        ['sold', 3],
        ['rented', 1],
        ['inactive', 2.5],
        ['pending', 1.5],
      ])} as status,
      now() - (r.r_age * interval '365 days') as created_at,
      floor(power(r.r_fav, 6) * 150)::int as favorites_count,
      floor(r.r_views * (20 + r.r_age * 2000))::int as views_count,
      r.r_cur, r.r_price, r.r_year, r.r_km, r.r_fuel, r.r_trans, r.r_cond, r.r_body, r.r_color, r.r_bath, r.r_floor, r.r_furn,
      v.m_make[r.mi] as make, v.m_model[r.mi] as model, v.p_type[r.pi] as property_type
    from shaped r cross join v`;
}

const price = sql.raw(`round(CASE
  WHEN c.vehicle AND c.action = 'RENT' THEN (CASE WHEN c.currency = 'USD' THEN 20 + power(c.r_price, 2) * 200 ELSE 200000 + power(c.r_price, 2) * 2000000 END)
  WHEN c.vehicle THEN (CASE WHEN c.currency = 'USD' THEN 1500 + power(c.r_price, 2.2) * 78000 ELSE 15000000 + power(c.r_price, 2.2) * 1200000000 END)
  WHEN c.action = 'RENT' THEN (CASE WHEN c.currency = 'USD' THEN 100 + power(c.r_price, 2) * 2400 ELSE 300000 + power(c.r_price, 2) * 20000000 END)
  ELSE (CASE WHEN c.currency = 'USD' THEN 12000 + power(c.r_price, 2) * 600000 ELSE 80000000 + power(c.r_price, 2) * 6000000000 END)
END::numeric, -2)`);

const yearBuilt = sql.raw(
  `CASE WHEN c.property_type <> 'LAND' THEN 1960 + floor(power(c.r_year, 0.7) * 66)::int END`,
);

async function insertChunk(db: Database) {
  await db.execute(sql`
    insert into listings (id, user_id, title, description, price, currency, main_category, sub_category,
      listing_action, status, city_code, area_code, location, latitude, longitude, views_count,
      favorites_count, search_text, search_vector, make, model, year, published_at, created_at, updated_at)
    select c.id, s.id, c.title, c.description, ${price}, c.currency,
      CASE WHEN c.vehicle THEN 'vehicles' ELSE 'realEstate' END, c.sub_category, c.action, c.status,
      c.city_code, c.area_code, c.location, c.latitude, c.longitude, c.views_count, c.favorites_count,
      c.search_text, listing_search_vector(c.search_text, c.created_at),
      -- As the details' triggers copy them (migration 0010), which then find nothing to change.
      CASE WHEN c.vehicle THEN c.make END, CASE WHEN c.vehicle THEN c.model END,
      CASE WHEN c.vehicle THEN c.year ELSE ${yearBuilt} END,
      CASE WHEN c.status <> 'pending' THEN c.created_at END, c.created_at, c.created_at
    from bench_chunk c
    join bench_sellers s on s.n = 1 + abs(hashtext(c.id::text)) % ${SELLERS}`);
  await db.execute(sql`
    insert into vehicle_details (listing_id, vehicle_type, make, model, year, mileage, fuel_type,
      transmission_type, condition, body_type, color, extras)
    select c.id, c.sub_category, c.make, c.model, c.year,
      CASE WHEN c.year >= 2025 THEN floor(c.r_km * 500)::int
        ELSE floor((2026 - c.year) * (4000 + c.r_km * 22000))::int END,
      ${weighted('c.r_fuel', [
        ['gasoline', 64],
        ['diesel', 26],
        ['hybrid', 4],
        ['lpg', 2],
        ['electric', 2],
        ['pluginHybrid', 1],
        ['other', 1],
      ])},
      ${weighted('c.r_trans', [
        ['automatic', 52],
        ['manual', 40],
        ['cvt', 4],
        ['semiAutomatic', 2],
        ['dualClutch', 2],
      ])},
      ${weighted('c.r_cond', [
        ['used', 30],
        ['good', 28],
        ['excellent', 18],
        ['fair', 10],
        ['likeNew', 6],
        ['new', 4],
        ['poor', 3],
        ['salvage', 1],
      ])},
      CASE WHEN c.sub_category = 'CAR' THEN ${weighted('c.r_body', [
        ['SEDAN', 45],
        ['SUV', 25],
        ['HATCHBACK', 20],
        ['WAGON', 4],
        ['COUPE', 3],
        ['CONVERTIBLE', 1],
        ['OTHER', 2],
      ])} END,
      ${weighted('c.r_color', [
        ['#ffffff', 30],
        ['#c0c0c0', 20],
        ['#000000', 18],
        ['#808080', 12],
        ['#1f3a93', 8],
        ['#b22222', 7],
        ['#f5f5dc', 5],
      ])},
      CASE WHEN c.action = 'RENT' THEN '{"rentPeriod":"monthly"}'::jsonb ELSE '{}'::jsonb END
    from bench_chunk c where c.vehicle`);
  await db.execute(sql`
    insert into real_estate_details (listing_id, property_type, size, land_area, bedrooms, bathrooms,
      year_built, condition, furnished, floor, total_floors, extras)
    select c.id, c.property_type, c.size, c.land_area, c.bedrooms,
      CASE WHEN c.bedrooms IS NOT NULL THEN least(1 + floor(c.r_bath * c.bedrooms)::int, 4) + (CASE WHEN c.r_bath < 0.2 THEN 0.5 ELSE 0 END) END,
      ${yearBuilt},
      CASE WHEN c.property_type <> 'LAND' THEN ${weighted('c.r_cond', [
        ['good', 40],
        ['excellent', 25],
        ['new', 15],
        ['needsRenovation', 20],
      ])} END,
      CASE WHEN c.property_type IN ('APARTMENT', 'CONDO', 'HOUSE') THEN c.r_furn < (CASE WHEN c.action = 'RENT' THEN 0.6 ELSE 0.15 END) END,
      CASE WHEN c.property_type IN ('APARTMENT', 'CONDO') THEN floor(c.r_floor * 10)::int END,
      CASE WHEN c.property_type IN ('APARTMENT', 'CONDO') THEN 10 END,
      CASE WHEN c.action = 'RENT' THEN '{"rentPeriod":"monthly"}'::jsonb ELSE '{}'::jsonb END
    from bench_chunk c where not c.vehicle`);
  // One primary photo each, stored as createListing stores an upload's variants.
  await db.execute(sql`
    insert into listing_images (listing_id, position, is_primary, content_hash, storage_key, width, height, variants, created_at)
    select c.id, 0, true, h.hash, 'listings/' || c.id || '/' || left(h.hash, 16), 1600, 1200,
      jsonb_build_array(
        jsonb_build_object('name', 'thumbnail', 'width', 320, 'height', 240, 'bytes', 14000, 'key', 'listings/' || c.id || '/' || left(h.hash, 16) || '-thumbnail.webp'),
        jsonb_build_object('name', 'card', 'width', 640, 'height', 480, 'bytes', 42000, 'key', 'listings/' || c.id || '/' || left(h.hash, 16) || '-card.webp'),
        jsonb_build_object('name', 'full', 'width', 1600, 'height', 1200, 'bytes', 180000, 'key', 'listings/' || c.id || '/' || left(h.hash, 16) || '-full.webp')),
      c.created_at
    from bench_chunk c cross join lateral (select encode(sha256(c.id::text::bytea), 'hex') as hash) h`);
}

/** Sellers: premium accounts (no quota) with default settings, as the app's create path needs. */
async function seedSellers(db: Database) {
  await db.execute(sql`
    insert into users (email, username, password_hash, name, status, email_verified_at, premium_until)
    select 'bench-seller-' || n || '@example.com', 'bench_seller_' || n, '!bench-no-login', 'Bench Seller ' || n,
      'active', now(), now() + interval '10 years'
    from generate_series(1, ${SELLERS}) as n
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_settings (user_id)
    select id from users where email like 'bench-seller-%' on conflict do nothing`);
  await db.execute(sql`drop table if exists bench_sellers`);
  await db.execute(sql`
    create unlogged table bench_sellers as
    select row_number() over (order by email)::int as n, id from users where email like 'bench-seller-%'`);
}

const SEEDED_TABLES = ['listings', 'vehicle_details', 'real_estate_details', 'listing_images'];

/**
 * Drops the secondary indexes of the seeded tables for the bulk load (building them once at the
 * end is several times faster than growing them row by row). Their definitions are kept in a
 * table first, so a seed interrupted half-way still gets them back on the next run.
 */
async function dropSecondaryIndexes(db: Database) {
  await db.execute(sql`
    create table if not exists bench_dropped_indexes (name text primary key, definition text not null)`);
  await db.execute(sql`
    insert into bench_dropped_indexes (name, definition)
    select i.indexname, i.indexdef
    from pg_indexes i
    join pg_class c on c.relname = i.indexname
    join pg_index x on x.indexrelid = c.oid
    where i.schemaname = current_schema() and i.tablename in ${SEEDED_TABLES}
      and not x.indisprimary and not x.indisunique
    on conflict do nothing`);
  const indexes = await selectRows<{ name: string }>(db, sql`select name from bench_dropped_indexes`);
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists ${index.name}`));
}

async function restoreSecondaryIndexes(db: Database) {
  const found = await selectRows<{ found: boolean }>(
    db,
    sql`select to_regclass('bench_dropped_indexes') is not null as found`,
  );
  if (!found[0]?.found) return 0;
  const indexes = await selectRows<{ definition: string }>(
    db,
    sql`select definition from bench_dropped_indexes`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    await tx.execute(sql`drop table bench_dropped_indexes`);
  });
  return indexes.length;
}

export async function seedListings(db: Database, rows: number, log: (line: string) => void) {
  const started = performance.now();
  await db.execute(sql`truncate listings, search_words cascade`);
  await db.execute(sql`delete from users where email like 'bench-seller-%'`);
  await seedSellers(db);
  const vocab = vocabulary();
  await dropSecondaryIndexes(db);
  for (let from = 1; from <= rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK - 1);
    await db.execute(sql`drop table if exists bench_chunk`);
    await db.execute(chunkSql(vocab, from, to, rows));
    await insertChunk(db);
    log(`  seeded ${to.toLocaleString('en')} / ${rows.toLocaleString('en')} (${seconds(started)})`);
  }
  await db.execute(sql`drop table if exists bench_chunk`);
  log(`  building indexes (${seconds(started)})`);
  log(`  ${await restoreSecondaryIndexes(db)} indexes built (${seconds(started)})`);
  await db.execute(sql`drop table if exists bench_sellers`);
  // As autovacuum leaves a settled table: statistics, and a visibility map that lets the browse's
  // index-only scans skip the heap.
  await db.execute(sql`vacuum analyze`);
  const mismatches = await searchTextMismatches(db);
  if (mismatches > 0)
    throw new Error(
      `${mismatches} seeded rows have another search_text than searchTextOf gives: update bench/seed.ts`,
    );
  await db.execute(sql.raw(`comment on table listings is ${quote(marker(rows))}`));
  log(`  seeded and analysed in ${seconds(started)}`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
