import { createHash, randomUUID } from 'node:crypto';
import {
  LISTING_IMAGE_LIMITS,
  OWNER_STATUSES,
  parseListingInput,
  parseStatus,
  type Listing,
  type ListingStatus,
} from '@souqna/contracts';
import { searchVectorOf } from './listings.search-text.js';
import { AppError } from '../../platform/errors/app-error.js';
import { keyedValidationError } from '../../platform/errors/parse.js';
import type { FormInput } from '../../platform/http/multipart.js';
import { processUploadedImage } from '../../platform/media/image-upload.js';
import { stageImageVariants, type ProcessedImage } from '../../platform/media/image-variants.js';
import { withMediaChanges } from '../../platform/media/media-changes.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.types.js';
import { canEditListing, editNeedsReview } from './listings.policy.js';
import { presentListing } from './listings.presenter.js';
import { findListing, updateListing, type ImageRow, type ListingRows } from './listings.repository.js';
import { detailRows, getListing, searchTextOf } from './listings.service.js';

function parseJsonList(value: unknown): unknown[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The stored listing as create-form fields, so an edit is checked by the very rules of a create. */
function currentFields(listing: Listing): Record<string, unknown> {
  return {
    title: listing.title,
    description: listing.description,
    price: String(listing.price),
    currency: listing.currency,
    listingAction: listing.listingAction,
    location: listing.location,
    cityCode: listing.cityCode ?? '',
    areaCode: listing.areaCode ?? '',
    latitude: listing.latitude ?? '',
    longitude: listing.longitude ?? '',
  };
}

/**
 * URLs are compared by path: a client may send back the absolute URL it was given, the path the
 * older server answered, or the URL under another host name of this server.
 */
const withoutOrigin = (ref: string) => ref.replace(/^https?:\/\/[^/]+/, '');

/** The images an edit keeps, in the order `existingImages` gives (ids or any of their URLs). */
function keptImages(rows: ListingRows, listing: Listing, existing: unknown[] | undefined): ImageRow[] {
  if (existing === undefined) return [...rows.images].sort((a, b) => a.position - b.position);
  const byRef = new Map<string, ImageRow>();
  for (const [index, image] of listing.images.entries()) {
    const row = rows.images.find((entry) => entry.id === image.id)!;
    for (const ref of [image.id, image.url, image.cardUrl, image.thumbnailUrl])
      byRef.set(withoutOrigin(ref), row);
    byRef.set(String(index), row);
  }
  const kept: ImageRow[] = [];
  for (const entry of existing) {
    const ref =
      typeof entry === 'string'
        ? entry
        : ((entry as { id?: string; url?: string } | null)?.id ?? (entry as { url?: string } | null)?.url);
    const row = typeof ref === 'string' ? byRef.get(withoutOrigin(ref)) : undefined;
    if (row && !kept.includes(row)) kept.push(row);
  }
  return kept;
}

function nextStatus(actor: UserRow, current: ListingStatus, sent: unknown): ListingStatus {
  if (sent === undefined || sent === '') return current;
  const status = parseStatus(sent);
  if (!status) throw keyedValidationError([{ path: 'status', key: 'invalidFormat' }]);
  if (actor.role === 'ADMIN' || status === current) return status;
  // DESIGN.md 4: owners move between the live states; only moderation sets or lifts `pending`.
  if (current === 'pending' || !OWNER_STATUSES.includes(status)) throw new AppError('FORBIDDEN');
  return status;
}

/**
 * Edits a listing (owner or admin): fields, details, status and photos in one transaction. A new
 * price goes into the price history and is announced after the commit.
 */
export async function editListing(
  deps: ServiceDeps,
  id: string,
  actor: UserRow,
  form: FormInput,
): Promise<Listing> {
  const rows = await findListing(deps.db, id);
  if (!rows) throw new AppError('LISTING_NOT_FOUND');
  if (!canEditListing(actor, rows.listing)) throw new AppError('FORBIDDEN');
  const listing = presentListing(deps.storage, rows);
  const sent = form.fields as Record<string, unknown>;
  const stored = currentFields(listing);
  const fields: Record<string, unknown> = { ...stored, ...sent, category: listing.category };
  // Details merge key by key: what was not sent keeps its stored value (docs/listings-api.md).
  const { value: input, issues } = parseListingInput(fields, new Date(), {
    details: listing.details.vehicles ?? listing.details.realEstate ?? {},
    keepsPin: ['latitude', 'longitude'].every((key) => String(fields[key]) === String(stored[key])),
  });
  if (issues.length > 0) throw keyedValidationError(issues);
  const requested = nextStatus(actor, listing.status, sent.status);

  const kept = keptImages(rows, listing, parseJsonList(sent.existingImages ?? sent.keepImages));
  const seen = new Set(kept.map((image) => image.contentHash));
  const fresh: ProcessedImage[] = [];
  for (const file of form.files) {
    const hash = createHash('sha256').update(file.buffer).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    fresh.push(await processUploadedImage(deps.images, file.buffer, file.filename || file.field));
  }
  if (kept.length + fresh.length === 0) throw new AppError('IMAGE_REQUIRED');
  if (kept.length + fresh.length > LISTING_IMAGE_LIMITS.maxFiles) {
    throw new AppError('TOO_MANY_IMAGES', undefined, { max: LISTING_IMAGE_LIMITS.maxFiles });
  }
  const substantive =
    input.title !== listing.title ||
    input.description !== listing.description ||
    input.price !== listing.price ||
    input.currency !== listing.currency ||
    fresh.length > 0 ||
    kept.length < rows.images.length;
  const status = editNeedsReview(actor, deps.listingPolicy.moderation, substantive) ? 'pending' : requested;

  const prefix = `listings/${id}`;
  const primaryKept = kept.find((image) => image.isPrimary) ?? kept[0];
  const removed = rows.images.filter((image) => !kept.includes(image));
  const searchText = searchTextOf(input);
  const priceChanged = input.price !== listing.price || input.currency !== listing.currency;
  // Removed photos leave and new ones arrive with the commit that changes their rows.
  await withMediaChanges(deps.storage, deps.log, async (media) => {
    for (const image of removed) for (const variant of image.variants) await media.remove(variant.key);
    const addedImages = [];
    for (const [index, photo] of fresh.entries()) {
      const variants = await stageImageVariants(media, prefix, photo);
      addedImages.push({
        id: randomUUID(),
        listingId: id,
        position: kept.length + index,
        isPrimary: !primaryKept && index === 0,
        contentHash: photo.contentHash,
        storageKey: `${prefix}/${photo.contentHash.slice(0, 16)}`,
        width: photo.width,
        height: photo.height,
        variants,
      });
    }
    await updateListing(deps.db, id, {
      listing: {
        title: input.title,
        description: input.description,
        price: input.price,
        currency: input.currency,
        listingAction: input.listingAction,
        status,
        location: input.location,
        cityCode: input.cityCode,
        areaCode: input.areaCode,
        latitude: input.latitude,
        longitude: input.longitude,
        searchText,
        searchVector: searchVectorOf(searchText, rows.listing.createdAt),
        ...(status === 'active' && !rows.listing.publishedAt ? { publishedAt: new Date() } : {}),
      },
      ...detailRows(id, input),
      removedImageIds: removed.map((image) => image.id),
      addedImages,
      order: kept.map((image, position) => ({ id: image.id, position, isPrimary: image === primaryKept })),
      priceChange: priceChanged
        ? { oldPrice: listing.price, newPrice: input.price, currency: input.currency }
        : undefined,
    });
  });
  if (priceChanged) {
    await deps.events.emit('listing.priceChanged', {
      listingId: id,
      title: input.title,
      ownerId: rows.listing.userId,
      oldPrice: listing.price,
      newPrice: input.price,
      currency: input.currency,
    });
  }
  await deps.listCache.clear();
  return getListing(deps, id, actor);
}
