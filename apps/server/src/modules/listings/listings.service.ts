import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  parseListingInput,
  type Listing,
  type ListingPermission,
  type MyListingsQuery,
  type OwnListing,
  type Page,
  type PageQuery,
  type ViewCount,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { keyedValidationError } from '../../platform/errors/parse.js';
import type { FormInput } from '../../platform/http/multipart.js';
import { withMediaChanges } from '../../platform/media/media-changes.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { isPremium } from '../users/users.policy.js';
import type { UserRow } from '../users/users.types.js';
import {
  canCreateListing,
  canEditListing,
  canViewListing,
  canViewListingOf,
  listingQuotaOf,
} from './listings.policy.js';
import { presentListing, presentOwnListing } from './listings.presenter.js';
import {
  addToFavoritesCount,
  countLiveListings,
  deleteListingRow,
  deleteUserListingRows,
  findListing,
  findListingOwner,
  findListingStates,
  insertListing,
  loadListings,
  recordView,
  userListingIds,
  type ListingRows,
} from './listings.repository.js';
import { checkListingText, checkNewAccountLimit, isFirstListing, listingFlags } from './listings.trust.js';
import { processPhotos } from '../../platform/media/image-upload.js';
import { checkPhotoCount, detailRows, listingColumns, storePhotos } from './listings.write.js';
export {
  approvePendingListing,
  lockPendingListing,
  moderationItems,
  pendingListingIds,
  rejectPendingListing,
} from './listings.moderation.js';

/**
 * Creates a listing from a create form: quota first, then every field and photo checked, then
 * files staged and rows written; the files go live only once the rows are committed.
 */
export async function createListing(deps: ServiceDeps, user: UserRow, form: FormInput): Promise<Listing> {
  const quota = deps.listingPolicy.freeListingQuota;
  if (!canCreateListing(user, await countLiveListings(deps.db, user.id), quota)) {
    throw new AppError('LISTING_QUOTA_EXCEEDED', undefined, { quota });
  }
  await checkNewAccountLimit(deps, user);
  const { value: input, issues } = parseListingInput(form.fields);
  if (issues.length > 0) throw keyedValidationError(issues);
  await checkListingText(deps, user, input);
  // Every photo is checked and converted before anything is stored.
  checkPhotoCount(form.files.length);
  const photos = await processPhotos(deps, form.files);

  const id = randomUUID();
  const now = new Date();
  const flags = await listingFlags(deps, user, { id, ...input, textChanged: true }, photos);
  // An account's first listing waits for a moderator when a trust rule flags it, whatever MODERATION says.
  const review =
    deps.listingPolicy.moderation === 'pre' || (flags.length > 0 && (await isFirstListing(deps, user)));
  const pending = review && user.role !== 'ADMIN';
  await withMediaChanges(deps.storage, deps.log, async (media) => {
    const images = await storePhotos(media, id, photos, { after: 0, primary: true });
    await insertListing(
      deps.db,
      {
        id,
        userId: user.id,
        mainCategory: input.mainCategory,
        subCategory: input.subCategory,
        status: pending ? 'pending' : 'active',
        publishedAt: pending ? null : now,
        ...listingColumns(input, sql`now()`),
      },
      detailRows(id, input),
      images,
      flags.map((flag) => ({ listingId: id, ...flag })),
    );
  });
  await deps.listCache.clear();
  if (!pending) {
    await deps.events.emit('listing.published', {
      listingId: id,
      ownerId: user.id,
      title: input.title,
      approved: false,
    });
  }
  return getListing(deps, id, user);
}

/** One listing as its viewer may see it. */
export async function getListing(deps: ServiceDeps, id: string, viewer: UserRow | null): Promise<Listing> {
  const rows = await findListing(deps.db, id);
  if (!rows || !canViewListingOf(viewer, rows)) throw new AppError('LISTING_NOT_FOUND');
  return presentListing(deps.storage, rows);
}

/**
 * The detail page's read: counts one view a day per signed-in user, or per address for anonymous
 * visitors, never the owner's. The User-Agent is no part of the key: a script changing it at
 * every call would count again. The address is kept only as a keyed hash.
 */
export async function viewListing(
  deps: ServiceDeps,
  id: string,
  viewer: UserRow | null,
  client: { ip: string },
) {
  const listing = await getListing(deps, id, viewer);
  if (await countViewOf(deps, listing, viewer, client)) listing.views += 1;
  return listing;
}

/** Whether this visit is a new view by the rules above; the owner's never is. */
async function countViewOf(
  deps: ServiceDeps,
  listing: Pick<Listing, 'id' | 'userId'>,
  viewer: UserRow | null,
  client: { ip: string },
) {
  if (viewer?.id === listing.userId) return false;
  const visitorKey = viewer
    ? `user:${viewer.id}`
    : `address:${createHmac('sha256', deps.jwtSecret).update(client.ip).digest('hex').slice(0, 32)}`;
  return recordView(deps.db, listing.id, visitorKey, new Date().toISOString().slice(0, 10));
}

/**
 * The old web client's separate view call (`PUT /listings/views?id=`), by the same rules as the
 * detail read: so a visit that read the detail first is not counted twice.
 */
export async function countView(
  deps: ServiceDeps,
  id: string,
  viewer: UserRow | null,
  client: { ip: string },
): Promise<ViewCount> {
  const listing = await getListing(deps, id, viewer);
  const counted = await countViewOf(deps, listing, viewer, client);
  return { id, views: listing.views + (counted ? 1 : 0), counted };
}

/**
 * A page of the user's own listings, every status, the newest first; `listing` (one of theirs)
 * picks the page that holds it, so a link to it lands where its Renew button is.
 */
export async function myListings(
  deps: ServiceDeps,
  user: UserRow,
  query: MyListingsQuery,
): Promise<Page<OwnListing>> {
  const ids = await userListingIds(deps.db, user.id);
  const found = await visibleRowPage(deps, ids, user, { ...query, holding: query.listing });
  return { ...found, items: found.items.map((row) => presentOwnListing(deps.storage, row)) };
}

/**
 * One page of these listings as the viewer may see them, in the order given: `total` counts the
 * visible ones only, so pages never come out short of a hidden listing.
 */
export async function visibleListingPage(
  deps: ServiceDeps,
  ids: readonly string[],
  viewer: UserRow | null,
  query: PageQuery,
): Promise<Page<Listing>> {
  const found = await visibleRowPage(deps, ids, viewer, query);
  return { ...found, items: found.items.map((row) => presentListing(deps.storage, row)) };
}

/** The same as rows; `holding` names a listing whose page to give instead of `page`, if visible. */
async function visibleRowPage(
  deps: ServiceDeps,
  ids: readonly string[],
  viewer: UserRow | null,
  { limit, holding, ...query }: PageQuery & { holding?: string },
): Promise<Page<ListingRows>> {
  const visible = await visibleListingIds(deps, ids, viewer);
  const at = holding ? visible.indexOf(holding) : -1;
  const page = at >= 0 ? Math.floor(at / limit) + 1 : query.page;
  const start = (page - 1) * limit;
  const items = await visibleRows(deps, visible.slice(start, start + limit), viewer);
  return { items, total: visible.length, page, limit, hasMore: start + limit < visible.length };
}

/** These listings as the viewer may see them, in the order given; hidden and missing ones left out. */
export async function visibleListings(deps: ServiceDeps, ids: readonly string[], viewer: UserRow | null) {
  return (await visibleRows(deps, ids, viewer)).map((row) => presentListing(deps.storage, row));
}

async function visibleRows(deps: ServiceDeps, ids: readonly string[], viewer: UserRow | null) {
  return (await loadListings(deps.db, ids)).filter((row) => canViewListingOf(viewer, row));
}

/**
 * What a conversation shows of the listings it is about, whatever their status now: its
 * participants talked about it, so a sold or hidden listing keeps its title in the thread.
 */
export async function listingSummaries(deps: ServiceDeps, ids: readonly string[]) {
  const rows = await loadListings(deps.db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => {
      const listing = presentListing(deps.storage, row);
      const image = listing.images[0];
      return [
        listing.id,
        {
          id: listing.id,
          title: listing.title,
          price: listing.price,
          currency: listing.currency,
          status: listing.status,
          userId: listing.userId,
          image: image ? image.thumbnailUrl || image.url : null,
        },
      ];
    }),
  );
}

/** Of these listing ids, the ones the viewer may see, in the order given (no rows loaded). */
export async function visibleListingIds(deps: ServiceDeps, ids: readonly string[], viewer: UserRow | null) {
  const states = new Map((await findListingStates(deps.db, ids)).map((row) => [row.id, row]));
  return ids.filter((id) => {
    const state = states.get(id);
    return state !== undefined && canViewListing(viewer, state);
  });
}

/**
 * Keeps `favorites_count` in step with the favourites module's rows. It hands in its transaction
 * as `db`, so the row and the count change together or not at all.
 */
export const adjustFavoritesCount = (
  deps: Pick<ServiceDeps, 'db'>,
  ids: string | readonly string[],
  delta: 1 | -1,
) => addToFavoritesCount(deps.db, typeof ids === 'string' ? [ids] : ids, delta);

/** These listings as the public browse shows them, in the order given (the caller chose them). */
export async function presentListings(deps: ServiceDeps, ids: readonly string[]): Promise<Listing[]> {
  const rows = await loadListings(deps.db, ids);
  return rows.map((row) => presentListing(deps.storage, row));
}

/** Deletes a listing (owner or admin) and its files, which go only once the rows are gone. */
export async function deleteListing(deps: ServiceDeps, id: string, actor: UserRow) {
  const owner = await findListingOwner(deps.db, id);
  if (!owner) throw new AppError('LISTING_NOT_FOUND');
  if (!canEditListing(actor, owner)) throw new AppError('FORBIDDEN');
  await withMediaChanges(deps.storage, deps.log, async (media) => {
    await media.remove(`listings/${id}`);
    await deleteListingRow(deps.db, id);
  });
  await deps.listCache.clear();
  return { message: 'Listing deleted successfully' };
}

/** Where a user's listings keep their files: gathered before account deletion removes the rows. */
export const userListingMedia = async (deps: Pick<ServiceDeps, 'db'>, userId: string) =>
  (await userListingIds(deps.db, userId)).map((id) => `listings/${id}`);

/** Deletes every listing of a leaving user, in the caller's transaction (handed in as `db`). */
export const deleteUserListings = (deps: Pick<ServiceDeps, 'db'>, userId: string) =>
  deleteUserListingRows(deps.db, userId);

/** Whether the user may post now, and why not (the create page's gate). */
export async function listingPermission(deps: ServiceDeps, user: UserRow): Promise<ListingPermission> {
  const current = await countLiveListings(deps.db, user.id);
  const quota = listingQuotaOf(user, deps.listingPolicy.freeListingQuota);
  const premium = isPremium(user);
  const canCreate = current < quota;
  return {
    canCreate,
    maxListings: Number.isFinite(quota) ? quota : null,
    currentListings: current,
    isPremium: premium,
    userRole: user.role === 'ADMIN' ? 'ADMIN' : premium ? 'PREMIUM_USER' : 'PRIVATE_USER',
    listingRestriction: canCreate ? 'NONE' : 'LIMIT_REACHED',
  };
}
