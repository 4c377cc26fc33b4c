import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '../../db/client.js';
import {
  listingFlags,
  listingImages,
  listings,
  listingViews,
  priceHistory,
  realEstateDetails,
  reports,
  userSettings,
  users,
  vehicleDetails,
} from '../../db/schema/index.js';

export type ListingRow = Omit<typeof listings.$inferSelect, 'searchText' | 'searchVector'>;
export type ImageRow = typeof listingImages.$inferSelect;
export type VehicleRow = typeof vehicleDetails.$inferSelect;
export type RealEstateRow = typeof realEstateDetails.$inferSelect;
/** A trust-rule flag (listings.trust.ts), written with the listing it is about. */
export type FlagInsert = typeof listingFlags.$inferInsert;

export interface ListingRows {
  listing: ListingRow;
  vehicle?: VehicleRow;
  realEstate?: RealEstateRow;
  images: ImageRow[];
  seller: typeof users.$inferSelect;
  sellerSettings: typeof userSettings.$inferSelect;
}

/** The file keys of every image variant of these listings. */
export async function findImageVariantKeys(db: Database, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  const rows = await db
    .select({ variants: listingImages.variants })
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds));
  return rows.flatMap((row) => row.variants.map((variant) => variant.key));
}

/** A listing with its details and images, written together or not at all. */
export async function insertListing(
  db: Database,
  listing: PgInsertValue<typeof listings>,
  details: {
    vehicle?: typeof vehicleDetails.$inferInsert;
    realEstate?: typeof realEstateDetails.$inferInsert;
  },
  images: (typeof listingImages.$inferInsert)[],
  flags: FlagInsert[] = [],
) {
  await db.transaction(async (tx) => {
    await tx.insert(listings).values(listing);
    if (details.vehicle) await tx.insert(vehicleDetails).values(details.vehicle);
    if (details.realEstate) await tx.insert(realEstateDetails).values(details.realEstate);
    if (images.length > 0) await tx.insert(listingImages).values(images);
    if (flags.length > 0) await tx.insert(listingFlags).values(flags);
  });
}

/** A listing's columns less its search text and vector, which only the database reads. */
const { searchText: _searchText, searchVector: _searchVector, ...listingColumns } = getTableColumns(listings);

const byIds = sql.placeholder('ids');

/**
 * The two statements `loadListings` runs, prepared once per database handle (a transaction gets
 * its own): built anew for each call, drizzle took longer over a page's 120 columns than
 * PostgreSQL took to run them (20 listings: 5.2 ms against 1.4 prepared). One array parameter keeps
 * the statement the same whatever the count.
 */
function prepareLoad(db: Database) {
  return {
    rows: db
      .select({
        listing: listingColumns,
        seller: users,
        sellerSettings: userSettings,
        vehicle: vehicleDetails,
        realEstate: realEstateDetails,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .innerJoin(userSettings, eq(userSettings.userId, listings.userId))
      .leftJoin(vehicleDetails, eq(vehicleDetails.listingId, listings.id))
      .leftJoin(realEstateDetails, eq(realEstateDetails.listingId, listings.id))
      .where(sql`${listings.id} = any(${byIds}::uuid[])`)
      .prepare('load_listings_rows'),
    images: db
      .select()
      .from(listingImages)
      .where(sql`${listingImages.listingId} = any(${byIds}::uuid[])`)
      .orderBy(asc(listingImages.position), asc(listingImages.createdAt))
      .prepare('load_listings_images'),
  };
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareLoad>>();

/**
 * Listings by id with everything a response shows, in two queries whatever the count: the rows
 * with their seller and details (one of each), then the images. Four queries, one per table, cost
 * the detail page a third of its time in building and sending them.
 */
export async function loadListings(db: Database, ids: readonly string[]): Promise<ListingRows[]> {
  if (ids.length === 0) return [];
  let load = prepared.get(db);
  if (!load) prepared.set(db, (load = prepareLoad(db)));
  const [rows, images] = await Promise.all([load.rows.execute({ ids }), load.images.execute({ ids })]);
  const byId = new Map(rows.map((row) => [row.listing.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        vehicle: row.vehicle ?? undefined,
        realEstate: row.realEstate ?? undefined,
        images: images.filter((image) => image.listingId === id),
      },
    ];
  });
}

export const findListing = async (db: Database, id: string) => (await loadListings(db, [id]))[0];

export const findListingOwner = async (db: Database, id: string) =>
  (
    await db.select({ id: listings.id, userId: listings.userId }).from(listings).where(eq(listings.id, id))
  )[0];

/** Who owns each of these listings and its status: enough to tell who may see it. */
export const findListingStates = async (db: Database, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: listings.id,
          userId: listings.userId,
          status: listings.status,
          sellerStatus: users.status,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.userId))
        .where(inArray(listings.id, [...ids]));

/** An admin's disabling hides a seller's listings from everyone else at once (issue 24). */
export const sellerNotDisabled = sql`not exists (select 1 from ${users} where ${users.id} = ${listings.userId} and ${users.status} = 'disabled')`;

/** Moves the favourites counters by `delta`; saving a listing is not an edit, so `updated_at` stays. */
export const addToFavoritesCount = async (db: Database, ids: readonly string[], delta: number) => {
  if (ids.length === 0) return;
  await db
    .update(listings)
    .set({
      favoritesCount: sql`greatest(${listings.favoritesCount} + ${delta}, 0)`,
      updatedAt: sql`${listings.updatedAt}`,
    })
    .where(inArray(listings.id, [...ids]));
};

/** Listings that count against a plan quota: live ones and ones waiting for moderation. */
export const countLiveListings = async (db: Database, userId: string) =>
  (
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(listings)
      .where(and(eq(listings.userId, userId), inArray(listings.status, ['active', 'pending'])))
  )[0]?.count ?? 0;

export const userListingIds = async (db: Database, userId: string) =>
  (
    await db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.userId, userId))
      .orderBy(desc(listings.createdAt), desc(listings.id))
  ).map((row) => row.id);

export const deleteListingRow = (db: Database, id: string) => db.delete(listings).where(eq(listings.id, id));

/** Removes every listing of a user; images, details and favourites of them cascade. */
export const deleteUserListingRows = (db: Database, userId: string) =>
  db.delete(listings).where(eq(listings.userId, userId));

/**
 * Counts a view once per visitor per day; true when this one counted. One statement, so one
 * round trip and one transaction: the visit's row and the count move together or not at all.
 */
export async function recordView(db: Database, listingId: string, visitorKey: string, day: string) {
  const counted = await selectRows<{ id: string }>(
    db,
    sql`with visit as (
      insert into ${listingViews} (listing_id, visitor_key, day) values (${listingId}, ${visitorKey}, ${day})
      on conflict do nothing returning listing_id)
    update ${listings} set views_count = views_count + 1
    where ${listings.id} = (select listing_id from visit) returning ${listings.id}`,
  );
  return counted.length > 0;
}

export interface ListingChanges {
  listing: PgUpdateSetSource<typeof listings>;
  vehicle?: typeof vehicleDetails.$inferInsert;
  realEstate?: typeof realEstateDetails.$inferInsert;
  removedImageIds: string[];
  addedImages: (typeof listingImages.$inferInsert)[];
  /** Positions and the primary flag of every image kept, in their new order. */
  order: { id: string; position: number; isPrimary: boolean }[];
  priceChange?: { oldPrice: number; newPrice: number; currency: 'SYP' | 'USD' };
  flags?: FlagInsert[];
}

/** Every change of an edit in one transaction: fields, details, images and price history. */
export async function updateListing(db: Database, id: string, changes: ListingChanges) {
  await db.transaction(async (tx) => {
    await tx.update(listings).set(changes.listing).where(eq(listings.id, id));
    if (changes.vehicle) {
      await tx.delete(vehicleDetails).where(eq(vehicleDetails.listingId, id));
      await tx.insert(vehicleDetails).values(changes.vehicle);
    }
    if (changes.realEstate) {
      await tx.delete(realEstateDetails).where(eq(realEstateDetails.listingId, id));
      await tx.insert(realEstateDetails).values(changes.realEstate);
    }
    if (changes.removedImageIds.length > 0) {
      await tx.delete(listingImages).where(inArray(listingImages.id, changes.removedImageIds));
    }
    if (changes.addedImages.length > 0) await tx.insert(listingImages).values(changes.addedImages);
    for (const image of changes.order) {
      await tx
        .update(listingImages)
        .set({ position: image.position, isPrimary: image.isPrimary })
        .where(and(eq(listingImages.id, image.id), eq(listingImages.listingId, id)));
    }
    if (changes.priceChange) await tx.insert(priceHistory).values({ listingId: id, ...changes.priceChange });
    if (changes.flags?.length) await tx.insert(listingFlags).values(changes.flags);
  });
}

/** Sets the order of a listing's images and which one is primary, in one transaction. */
/** Back to the queue; the reason of an earlier rejection no longer applies to what will be reviewed. */
const sendToReview = (db: Database, listingId: string) =>
  db
    .update(listings)
    .set({ status: 'pending', rejectionReason: null, rejectionNote: null })
    .where(eq(listings.id, listingId));

/** Sets the images' order and cover; with `toReview`, the listing goes back to `pending` with them. */
export async function arrangeImages(
  db: Database,
  listingId: string,
  order: { id: string; position: number; isPrimary: boolean }[],
  toReview = false,
) {
  await db.transaction(async (tx) => {
    for (const image of order) {
      await tx
        .update(listingImages)
        .set({ position: image.position, isPrimary: image.isPrimary })
        .where(and(eq(listingImages.id, image.id), eq(listingImages.listingId, listingId)));
    }
    if (toReview) await sendToReview(tx, listingId);
  });
}

/** Deletes one image; with `toReview`, the listing goes back to `pending` in the same transaction. */
export const deleteImageRow = (db: Database, listingId: string, imageId: string, toReview: boolean) =>
  db.transaction(async (tx) => {
    await tx
      .delete(listingImages)
      .where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, listingId)));
    if (toReview) await sendToReview(tx, listingId);
  });

/** Files a report; false when the reporter already has an open one for this listing. */
export async function insertListingReport(
  db: Database,
  values: { reporterId: string; listingId: string; reason: string; details: string | null },
) {
  const rows = await db
    .insert(reports)
    .values({ ...values, targetType: 'LISTING', targetId: values.listingId })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return rows[0];
}
