import {
  OWNER_STATUSES,
  parseListingInput,
  parseStatus,
  type Listing,
  type ListingStatus,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { keyedValidationError } from '../../platform/errors/parse.js';
import type { FormInput } from '../../platform/http/multipart.js';
import { withMediaChanges } from '../../platform/media/media-changes.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import type { UserRow } from '../users/users.types.js';
import { canEditListing, editNeedsReview } from './listings.policy.js';
import { presentListing } from './listings.presenter.js';
import { findListing, updateListing, type ImageRow, type ListingRows } from './listings.repository.js';
import { renewedExpiry } from './listings.lifecycle.js';
import { getListing } from './listings.service.js';
import { checkListingText, listingFlags } from './listings.trust.js';
import { processPhotos } from '../../platform/media/image-upload.js';
import { checkPhotoCount, detailRows, listingColumns, storePhotos } from './listings.write.js';

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

function nextStatus(actor: UserRow, current: ListingStatus, rejected: boolean, sent: unknown): ListingStatus {
  if (sent === undefined || sent === '') return current;
  const status = parseStatus(sent);
  if (!status) throw keyedValidationError([{ path: 'status', key: 'invalidFormat' }]);
  if (status === current) return status;
  if (actor.role === 'ADMIN') {
    // A listing under review is decided only in the moderation queue, which locks it against a
    // second admin, audits the decision, clears an old reason and tells the owner; an admin may
    // still send a rejected listing back to the queue.
    if (current === 'pending' || (rejected && status !== 'pending'))
      throw new AppError('MODERATION_DECISION_REQUIRED');
    return status;
  }
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
  const requested = nextStatus(actor, listing.status, rows.listing.rejectionReason !== null, sent.status);
  const textChanged = input.title !== listing.title || input.description !== listing.description;
  // The rules judge the seller's words, so an admin's edit is checked as the owner's would be.
  if (textChanged) await checkListingText(deps, rows.seller, input);

  const kept = keptImages(rows, listing, parseJsonList(sent.existingImages ?? sent.keepImages));
  const fresh = await processPhotos(deps, form.files, new Set(kept.map((image) => image.contentHash)));
  checkPhotoCount(kept.length + fresh.length);
  const flags = await listingFlags(deps, rows.seller, { id, ...input, textChanged }, fresh);
  const substantive =
    input.title !== listing.title ||
    input.description !== listing.description ||
    input.price !== listing.price ||
    input.currency !== listing.currency ||
    fresh.length > 0 ||
    kept.length < rows.images.length;
  // An owner editing a rejected listing is fixing it (issue 24): it goes back to the queue, not live.
  const resubmitted = rows.listing.rejectionReason !== null && actor.role !== 'ADMIN';
  const status =
    resubmitted || editNeedsReview(actor, deps.listingPolicy.moderation, substantive) ? 'pending' : requested;

  const primaryKept = kept.find((image) => image.isPrimary) ?? kept[0];
  const removed = rows.images.filter((image) => !kept.includes(image));
  const priceChanged = input.price !== listing.price || input.currency !== listing.currency;
  // Removed photos leave and new ones arrive with the commit that changes their rows.
  await withMediaChanges(deps.storage, deps.log, async (media) => {
    for (const image of removed) for (const variant of image.variants) await media.remove(variant.key);
    const addedImages = await storePhotos(media, id, fresh, { after: kept.length, primary: !primaryKept });
    await updateListing(deps.db, id, {
      listing: {
        ...listingColumns(input, rows.listing.createdAt),
        status,
        // The reason answers one rejection: once the listing leaves `inactive` it no longer applies.
        ...(status !== 'inactive' && { rejectionReason: null, rejectionNote: null }),
        ...(status === 'active' && !rows.listing.publishedAt ? { publishedAt: new Date() } : {}),
        // Going live again (expired, approved, reactivated) starts a new lifetime.
        ...(status === 'active' && rows.listing.status !== 'active'
          ? { expiresAt: renewedExpiry(), expiryNoticeAt: null }
          : {}),
      },
      ...detailRows(id, input),
      removedImageIds: removed.map((image) => image.id),
      addedImages,
      order: kept.map((image, position) => ({ id: image.id, position, isPrimary: image === primaryKept })),
      priceChange: priceChanged
        ? { oldPrice: listing.price, newPrice: input.price, currency: input.currency }
        : undefined,
      flags: flags.map((flag) => ({ listingId: id, ...flag })),
    });
  });
  const ownerId = rows.listing.userId;
  if (priceChanged) {
    await deps.events.emit('listing.priceChanged', {
      listingId: id,
      title: input.title,
      ownerId,
      oldPrice: listing.price,
      newPrice: input.price,
      currency: input.currency,
      oldCurrency: listing.currency,
    });
  }
  if (status === 'active' && !rows.listing.publishedAt) {
    const approved = listing.status === 'pending';
    await deps.events.emit('listing.published', { listingId: id, ownerId, title: input.title, approved });
  }
  if ((status === 'sold' || status === 'rented') && status !== listing.status) {
    await deps.events.emit('listing.closed', { listingId: id, ownerId, title: input.title, status });
  }
  await deps.listCache.clear();
  return getListing(deps, id, actor);
}
