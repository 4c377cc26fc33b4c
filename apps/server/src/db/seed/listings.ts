import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  listingImages,
  listings,
  realEstateDetails,
  vehicleDetails,
  type ImageVariant,
} from '../schema/index.js';
import { storeImageVariants, type ProcessedImage } from '../../platform/media/image-variants.js';
import type { MediaStorage } from '../../platform/media/media-storage.js';
import { renderPhoto } from './images/render.js';
import type { PlannedListing } from './plan.js';
import { searchVectorOf } from '../../modules/listings/listings.search-text.js';

const exists = async (db: Database, id: string) =>
  (await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id)).limit(1)).length > 0;

/**
 * Creates one demo listing with its details and photos unless it is already there. Photos are
 * drawn and stored first, then the rows go in one transaction; when that fails the files go too.
 * Returns how many photos it stored (0 when the listing existed).
 */
export async function seedListing(db: Database, storage: MediaStorage, plan: PlannedListing, userId: string) {
  if (await exists(db, plan.id)) return 0;
  const prefix = `listings/${plan.id}`;
  try {
    const photos: { photo: ProcessedImage; variants: ImageVariant[] }[] = [];
    for (const spec of plan.photos) {
      const photo = await renderPhoto(spec);
      photos.push({ photo, variants: await storeImageVariants(storage, prefix, photo) });
    }
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(listings)
        .values({
          ...plan.listing,
          userId,
          searchVector: searchVectorOf(plan.listing.searchText ?? '', plan.listing.createdAt ?? sql`now()`),
        })
        // Another instance seeding at the same moment got there first: its rows and files stand.
        .onConflictDoNothing()
        .returning({ id: listings.id });
      if (!row) return 0;
      if (plan.vehicle) await tx.insert(vehicleDetails).values({ ...plan.vehicle, listingId: plan.id });
      if (plan.realEstate)
        await tx.insert(realEstateDetails).values({ ...plan.realEstate, listingId: plan.id });
      await tx.insert(listingImages).values(
        photos.map(({ photo, variants }, position) => ({
          listingId: plan.id,
          position,
          isPrimary: position === 0,
          contentHash: photo.contentHash,
          storageKey: variants.find((variant) => variant.name === 'full')!.key,
          width: photo.width,
          height: photo.height,
          variants,
          createdAt: plan.listing.createdAt,
        })),
      );
      return photos.length;
    });
  } catch (error) {
    // The prefix is this listing's alone; keep it only if a committed listing owns it after all.
    if (!(await exists(db, plan.id).catch(() => true))) await storage.deletePrefix(prefix);
    throw error;
  }
}
