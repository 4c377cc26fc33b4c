import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  listingImages,
  listings,
  realEstateDetails,
  vehicleDetails,
  type ImageVariant,
} from '../schema/index.js';
import { stageImageVariants, type ProcessedImage } from '../../platform/media/image-variants.js';
import { withMediaChanges } from '../../platform/media/media-changes.js';
import { perceptualColumns } from '../../platform/media/perceptual-hash.js';
import type { MediaStorage } from '../../platform/media/media-storage.js';
import { renderPhoto } from './images/render.js';
import type { PlannedListing } from './plan.js';
import { searchVectorOf } from '../../modules/listings/listings.search-text.js';

const exists = async (db: Database, id: string) =>
  (await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id)).limit(1)).length > 0;

// Seeding reports through its own log; a staged file it cannot settle waits for the next start.
const seedMediaLog = {
  error: (details: object, message: string) => console.error(message, details),
  info: () => {},
};

/**
 * Creates one demo listing with its details and photos unless it is already there. Photos are
 * drawn and staged first, then the rows go in one transaction; the files go live once it commits.
 * Returns how many photos it stored (0 when the listing existed).
 */
export async function seedListing(db: Database, storage: MediaStorage, plan: PlannedListing, userId: string) {
  if (await exists(db, plan.id)) return 0;
  const prefix = `listings/${plan.id}`;
  return withMediaChanges(storage, seedMediaLog, async (media) => {
    const photos: { photo: ProcessedImage; variants: ImageVariant[] }[] = [];
    for (const spec of plan.photos) {
      const photo = await renderPhoto(spec);
      photos.push({ photo, variants: await stageImageVariants(media, prefix, photo) });
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
          ...perceptualColumns(photo.perceptualHash),
          storageKey: variants.find((variant) => variant.name === 'full')!.key,
          width: photo.width,
          height: photo.height,
          variants,
          createdAt: plan.listing.createdAt,
        })),
      );
      return photos.length;
    });
  });
}
