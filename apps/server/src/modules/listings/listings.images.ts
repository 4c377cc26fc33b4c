import { AppError } from '../../platform/errors/app-error.js';
import { withMediaChanges } from '../../platform/media/media-changes.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.types.js';
import { canEditListing, editNeedsReview } from './listings.policy.js';
import { arrangeImages, deleteImageRow, findListing } from './listings.repository.js';
import { getListing } from './listings.service.js';

async function editable(deps: ServiceDeps, id: string, actor: UserRow) {
  const rows = await findListing(deps.db, id);
  if (!rows) throw new AppError('LISTING_NOT_FOUND');
  if (!canEditListing(actor, rows.listing)) throw new AppError('FORBIDDEN');
  return rows;
}

/**
 * Whether an owner's photo change sends the listing back to the queue: under MODERATION=pre any
 * photo removed, and a rejected listing on any change, the owner fixing it as with a field edit.
 */
const sendsToReview = (
  deps: ServiceDeps,
  actor: UserRow,
  listing: { status: string; rejectionReason: string | null },
  photosChanged: boolean,
) =>
  listing.status !== 'pending' &&
  actor.role !== 'ADMIN' &&
  (listing.rejectionReason !== null || editNeedsReview(actor, deps.listingPolicy.moderation, photosChanged));

const ordered = <T extends { position: number }>(images: T[]) =>
  [...images].sort((a, b) => a.position - b.position);

/** Makes one image the cover (owner or admin). */
export async function setPrimaryImage(deps: ServiceDeps, id: string, imageId: string, actor: UserRow) {
  const rows = await editable(deps, id, actor);
  if (!rows.images.some((image) => image.id === imageId)) throw new AppError('NOT_FOUND');
  await arrangeImages(
    deps.db,
    id,
    ordered(rows.images).map((image, position) => ({
      id: image.id,
      position,
      isPrimary: image.id === imageId,
    })),
    sendsToReview(deps, actor, rows.listing, false),
  );
  await deps.listCache.clear();
  return getListing(deps, id, actor);
}

/** Puts the images in the given order; ones not named keep their relative order after them. */
export async function reorderImages(deps: ServiceDeps, id: string, imageIds: string[], actor: UserRow) {
  const rows = await editable(deps, id, actor);
  const named = imageIds.flatMap((imageId) => rows.images.filter((image) => image.id === imageId));
  const rest = ordered(rows.images).filter((image) => !named.includes(image));
  await arrangeImages(
    deps.db,
    id,
    [...new Set([...named, ...rest])].map((image, position) => ({
      id: image.id,
      position,
      isPrimary: image.isPrimary,
    })),
    sendsToReview(deps, actor, rows.listing, false),
  );
  await deps.listCache.clear();
  return getListing(deps, id, actor);
}

/** Removes one image and its files; the last one stays (a listing needs a photo). */
export async function deleteImage(deps: ServiceDeps, id: string, imageId: string, actor: UserRow) {
  const rows = await editable(deps, id, actor);
  const image = rows.images.find((entry) => entry.id === imageId);
  if (!image) throw new AppError('NOT_FOUND');
  if (rows.images.length === 1) throw new AppError('IMAGE_REQUIRED');
  const review = sendsToReview(deps, actor, rows.listing, true);
  await withMediaChanges(deps.storage, deps.log, async (media) => {
    for (const variant of image.variants) await media.remove(variant.key);
    await deleteImageRow(deps.db, id, imageId, review);
  });
  if (image.isPrimary) {
    const next = ordered(rows.images).find((entry) => entry.id !== imageId)!;
    await arrangeImages(deps.db, id, [{ id: next.id, position: next.position, isPrimary: true }]);
  }
  await deps.listCache.clear();
  return getListing(deps, id, actor);
}
