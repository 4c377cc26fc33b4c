import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { listingImages, listings } from '../../db/schema/index.js';
import { PERCEPTUAL_DISTANCE } from '../../platform/media/perceptual-hash.js';

/** Listings of an account created since `since` (still there: deleted ones leave no row). */
export const countListingsSince = async (db: Database, userId: string, since?: Date) =>
  (
    await db
      .select({ count: count() })
      .from(listings)
      .where(and(eq(listings.userId, userId), since ? gte(listings.createdAt, since) : undefined))
  )[0]?.count ?? 0;

export interface PhotoMatch {
  listingId: string;
  userId: string;
  status: string;
  exact: boolean;
  distance: number;
}

/**
 * Listings other than `exceptId` holding this photo: the same bytes, or a picture whose hash is
 * within PERCEPTUAL_DISTANCE bits (candidates by a shared hash byte, through the GIN index).
 */
export async function findPhotoMatches(
  db: Database,
  photo: { contentHash: string; perceptualHash: bigint; bands: number[] | null },
  exceptId: string,
): Promise<PhotoMatch[]> {
  const hash = sql`${photo.perceptualHash.toString()}::bigint`;
  const distance = sql<number>`bit_count(int8send(${listingImages.perceptualHash} # ${hash}))::int`;
  const near = photo.bands
    ? sql`(${listingImages.perceptualBands} && ARRAY[${sql.join(
        photo.bands.map((band) => sql`${band}`),
        sql`, `,
      )}]::int[] and ${distance} <= ${PERCEPTUAL_DISTANCE})`
    : sql`false`;
  return db
    .select({
      listingId: listingImages.listingId,
      userId: listings.userId,
      status: listings.status,
      exact: sql<boolean>`${listingImages.contentHash} = ${photo.contentHash}`,
      distance: sql<number>`coalesce(${distance}, 0)`,
    })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(
      and(
        ne(listingImages.listingId, exceptId),
        sql`(${listingImages.contentHash} = ${photo.contentHash} or ${near})`,
      ),
    )
    .limit(20);
}

/** The seller's live listings other than `exceptId`, newest first, for the near-duplicate text check. */
export const sellerLiveTexts = (db: Database, userId: string, exceptId: string) =>
  db
    .select({ id: listings.id, title: listings.title, description: listings.description })
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        ne(listings.id, exceptId),
        inArray(listings.status, ['active', 'pending']),
      ),
    )
    .orderBy(desc(listings.createdAt))
    .limit(200);
