import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, timestampTz, updatedAt } from './columns.js';
import { users } from './users.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const listings = pgTable(
  'listings',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['SYP', 'USD'] })
      .notNull()
      .default('SYP'),
    mainCategory: text('main_category', { enum: ['vehicles', 'realEstate'] }).notNull(),
    subCategory: text('sub_category').notNull(),
    listingAction: text('listing_action', { enum: ['SALE', 'RENT'] })
      .notNull()
      .default('SALE'),
    status: text('status', { enum: ['active', 'inactive', 'sold', 'rented', 'pending', 'expired'] })
      .notNull()
      .default('active'),
    // A rejection (issue 24): one of contracts' REJECTION_REASONS and the admin's own words.
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    cityCode: text('city_code'),
    areaCode: text('area_code'),
    location: text('location').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    viewsCount: integer('views_count').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    /** Normalised text (both scripts) the search issue ranks and trigram-matches on. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector'),
    /**
     * A vehicle's make, model and year, or a property's year built: copies of the details that
     * triggers keep (migration 0010), for browsing by them from one index. Never written here.
     */
    make: text('make'),
    model: text('model'),
    year: integer('year'),
    publishedAt: timestampTz('published_at'),
    /** When an active listing turns `expired` unless renewed (listings.lifecycle.ts). */
    expiresAt: timestampTz('expires_at')
      .notNull()
      .default(sql`now() + interval '60 days'`),
    /** Set once its owner was told of the coming expiry; a renewal clears it. */
    expiryNoticeAt: timestampTz('expiry_notice_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Exactly the browse's `created_at DESC, id DESC` (nulls first, PostgreSQL's default for DESC),
    // read backwards for ascending: any other direction or nulls placement makes every browse sort
    // all active rows (20 ms at 200k rows instead of 0.04 ms).
    index('listings_browse_idx').on(
      table.status,
      table.mainCategory,
      table.subCategory,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('listings_newest_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // One category without a type: page 500 read 5,000 rows from the table through the newest
    // index (15-18 ms at a million listings); from this one it reads only the index (1 ms).
    index('listings_category_newest_idx').on(
      table.status,
      table.mainCategory,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A place's newest listings of a category; also INCLUDEs (sub_category, area_code,
    // listing_action, price, currency), which drizzle cannot state: see migration 0013. Houses in
    // Latakia were counted by intersecting the city's 66,000 listings with the type's 74,000 (44 ms).
    index('listings_city_newest_idx').on(
      table.status,
      table.cityCode,
      table.mainCategory,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('listings_user_idx').on(table.userId, table.status),
    // The lifecycle job's read: active listings by when they expire.
    index('listings_expiry_idx').on(table.status, table.expiresAt),
    index('listings_location_idx').on(table.cityCode, table.areaCode),
    // A place's newest listings: the browse by place ("location A to Z") reads each in turn.
    index('listings_place_newest_idx').on(
      table.status,
      table.cityCode,
      table.areaCode,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('listings_price_idx').on(table.currency, table.price),
    // Also INCLUDEs (main_category, model, price, currency, created_at, id, favorites_count), which
    // drizzle cannot state: see migration 0010.
    index('listings_make_year_idx').on(table.status, table.make, table.year),
    index('listings_year_newest_idx').on(
      table.status,
      table.year,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('listings_favorites_idx').on(table.status, table.favoritesCount.desc().nullsFirst()),
    // The most viewed first ("popularity", spec section 9) without sorting every active row.
    index('listings_views_idx').on(table.status, table.viewsCount.desc().nullsFirst()),
    // With the status, counting what lies in a radius reads only the index and stops at the
    // count's bound (3 ms), where the table's rows were read for every point in the box (145 ms).
    index('listings_geo_idx').on(table.latitude, table.longitude, table.status),
    index('listings_search_vector_idx').using('gin', table.searchVector),
  ],
);

/** The filterable vehicle fields as columns; the long tail of spec fields in `extras`. */
export const vehicleDetails = pgTable(
  'vehicle_details',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    vehicleType: text('vehicle_type').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    customMake: text('custom_make'),
    customModel: text('custom_model'),
    year: integer('year'),
    mileage: integer('mileage'),
    fuelType: text('fuel_type'),
    transmissionType: text('transmission_type'),
    condition: text('condition'),
    bodyType: text('body_type'),
    color: text('color'),
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('vehicle_details_make_model_year_idx').on(table.make, table.model, table.year),
    index('vehicle_details_type_year_idx').on(table.vehicleType, table.year),
  ],
);

export const realEstateDetails = pgTable(
  'real_estate_details',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    propertyType: text('property_type').notNull(),
    size: real('size'),
    landArea: real('land_area'),
    bedrooms: integer('bedrooms'),
    /** 0.5 is a half bathroom (toilet only). */
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }),
    yearBuilt: integer('year_built'),
    condition: text('condition'),
    furnished: boolean('furnished'),
    floor: integer('floor'),
    totalFloors: integer('total_floors'),
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('real_estate_details_type_bedrooms_idx').on(table.propertyType, table.bedrooms, table.size),
  ],
);

export interface ImageVariant {
  name: 'thumbnail' | 'card' | 'full';
  width: number;
  height: number;
  key: string;
  bytes: number;
}

export const listingImages = pgTable(
  'listing_images',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
    contentHash: text('content_hash').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    // Issue 24: the photo's 64-bit difference hash (platform/media/perceptual-hash.ts), and its
    // eight bytes as `byte index * 256 + value`: two hashes within 7 bits share at least one, so
    // the GIN index finds the candidates and bit_count checks the distance.
    perceptualHash: bigint('perceptual_hash', { mode: 'bigint' }),
    perceptualBands: integer('perceptual_bands').array(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('listing_images_listing_hash_key').on(table.listingId, table.contentHash),
    index('listing_images_content_hash_idx').on(table.contentHash),
    index('listing_images_perceptual_bands_idx').using('gin', table.perceptualBands),
    index('listing_images_listing_position_idx').on(table.listingId, table.position),
  ],
);

/** One view per visitor (user id or hashed address) per listing per day. */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.visitorKey, table.day] })],
);

export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    newPrice: numeric('new_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['SYP', 'USD'] }).notNull(),
    changedAt: timestampTz('changed_at').notNull().defaultNow(),
  },
  (table) => [index('price_history_listing_idx').on(table.listingId, table.changedAt)],
);

/** Dated rates set by admins; price filters and sorts across currencies use the newest. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    base: text('base').notNull().default('USD'),
    quote: text('quote').notNull().default('SYP'),
    rate: numeric('rate', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    effectiveAt: timestampTz('effective_at').notNull().defaultNow(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('exchange_rates_pair_idx').on(table.base, table.quote, table.effectiveAt.desc())],
);
