import { createHash, createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  findCity,
  findMake,
  LISTING_IMAGE_LIMITS,
  listingOrderOf,
  parseListingInput,
  type Listing,
  type ListingInput,
  type ListingPermission,
  type ListingQuery,
  type Page,
  type PageQuery,
  type ViewCount,
} from '@souqna/contracts';
import { buildSearchText, searchVectorOf } from './listings.search-text.js';
import {
  findSuggestionIds,
  parseSearchQuery,
  resolveSearchTerms,
  type SuggestionFilters,
} from './listings.search.js';
import { listCacheKey } from '../../platform/cache/list-cache.js';
import { findPublicListingIds, type BrowseQuery } from './listings.browse.js';
import { currentUsdRate } from '../exchange-rates/exchange-rates.service.js';
import { needsRate, placeFilterOf } from './listings.filters.js';
import { AppError } from '../../platform/errors/app-error.js';
import { keyedValidationError } from '../../platform/errors/parse.js';
import type { FormInput } from '../../platform/http/multipart.js';
import { processUploadedImage } from '../../platform/media/image-upload.js';
import { stageImageVariants, type ProcessedImage } from '../../platform/media/image-variants.js';
import { withMediaChanges } from '../../platform/media/media-changes.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { isPremium } from '../users/users.policy.js';
import type { UserRow } from '../users/users.types.js';
import { canCreateListing, canEditListing, canViewListing, listingQuotaOf } from './listings.policy.js';
import { presentListing } from './listings.presenter.js';
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
} from './listings.repository.js';

const VEHICLE_COLUMNS = [
  'vehicleType',
  'make',
  'model',
  'customMake',
  'customModel',
  'year',
  'mileage',
  'fuelType',
  'transmissionType',
  'condition',
  'bodyType',
  'color',
] as const;
const REAL_ESTATE_COLUMNS = [
  'propertyType',
  'size',
  'landArea',
  'bedrooms',
  'bathrooms',
  'yearBuilt',
  'condition',
  'furnished',
  'floor',
  'totalFloors',
] as const;

/** Splits parsed details into the indexed columns and the long tail kept in `extras`. */
function splitColumns<K extends string>(details: Record<string, unknown>, columns: readonly K[]) {
  const picked: Record<string, unknown> = {};
  const extras: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if ((columns as readonly string[]).includes(key)) picked[key] = value;
    else extras[key] = value;
  }
  return { ...picked, extras } as Record<K, never> & { extras: Record<string, unknown> };
}

export function searchTextOf(input: ListingInput) {
  const city = input.cityCode ? findCity(input.cityCode) : undefined;
  const area = city && input.areaCode ? city.areas.find((entry) => entry.code === input.areaCode) : undefined;
  const make = input.vehicle ? findMake(input.vehicle.make) : undefined;
  return buildSearchText([
    input.title,
    input.description,
    input.location,
    city?.name.en,
    city?.name.ar,
    area?.name.en,
    area?.name.ar,
    make?.name.en,
    make?.name.ar,
    input.vehicle?.make,
    input.vehicle?.model,
    input.subCategory,
  ]);
}

/** The details row of a listing: indexed columns plus `extras`. */
export const detailRows = (id: string, input: ListingInput) => ({
  vehicle: input.vehicle ? { listingId: id, ...splitColumns(input.vehicle, VEHICLE_COLUMNS) } : undefined,
  realEstate: input.realEstate
    ? { listingId: id, ...splitColumns(input.realEstate, REAL_ESTATE_COLUMNS) }
    : undefined,
});

/** Checks and converts every uploaded photo before anything is stored; duplicates are skipped. */
async function processImages(deps: ServiceDeps, form: FormInput): Promise<ProcessedImage[]> {
  if (form.files.length === 0) throw new AppError('IMAGE_REQUIRED');
  if (form.files.length > LISTING_IMAGE_LIMITS.maxFiles) {
    throw new AppError('TOO_MANY_IMAGES', undefined, { max: LISTING_IMAGE_LIMITS.maxFiles });
  }
  const seen = new Set<string>();
  const unique = form.files.filter((file) => {
    const hash = createHash('sha256').update(file.buffer).digest('hex');
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
  const processed: ProcessedImage[] = [];
  for (const file of unique)
    processed.push(await processUploadedImage(deps.images, file.buffer, file.filename || file.field));
  return processed;
}

/**
 * Creates a listing from a create form: quota first, then every field and photo checked, then
 * files staged and rows written; the files go live only once the rows are committed.
 */
export async function createListing(deps: ServiceDeps, user: UserRow, form: FormInput): Promise<Listing> {
  const quota = deps.listingPolicy.freeListingQuota;
  if (!canCreateListing(user, await countLiveListings(deps.db, user.id), quota)) {
    throw new AppError('LISTING_QUOTA_EXCEEDED', undefined, { quota });
  }
  const { value: input, issues } = parseListingInput(form.fields);
  if (issues.length > 0) throw keyedValidationError(issues);
  const photos = await processImages(deps, form);

  const id = randomUUID();
  const prefix = `listings/${id}`;
  const now = new Date();
  const searchText = searchTextOf(input);
  await withMediaChanges(deps.storage, deps.log, async (media) => {
    const images = [];
    for (const [position, photo] of photos.entries()) {
      const variants = await stageImageVariants(media, prefix, photo);
      images.push({
        listingId: id,
        position,
        isPrimary: position === 0,
        contentHash: photo.contentHash,
        storageKey: `${prefix}/${photo.contentHash.slice(0, 16)}`,
        width: photo.width,
        height: photo.height,
        variants,
      });
    }
    const pending = deps.listingPolicy.moderation === 'pre' && user.role !== 'ADMIN';
    await insertListing(
      deps.db,
      {
        id,
        userId: user.id,
        title: input.title,
        description: input.description,
        price: input.price,
        currency: input.currency,
        mainCategory: input.mainCategory,
        subCategory: input.subCategory,
        listingAction: input.listingAction,
        status: pending ? 'pending' : 'active',
        location: input.location,
        cityCode: input.cityCode,
        areaCode: input.areaCode,
        latitude: input.latitude,
        longitude: input.longitude,
        searchText,
        searchVector: searchVectorOf(searchText, sql`now()`),
        publishedAt: pending ? null : now,
      },
      {
        vehicle: input.vehicle
          ? { listingId: id, ...splitColumns(input.vehicle, VEHICLE_COLUMNS) }
          : undefined,
        realEstate: input.realEstate
          ? { listingId: id, ...splitColumns(input.realEstate, REAL_ESTATE_COLUMNS) }
          : undefined,
      },
      images,
    );
  });
  await deps.listCache.clear();
  return getListing(deps, id, user);
}

/** One listing as its viewer may see it. */
export async function getListing(deps: ServiceDeps, id: string, viewer: UserRow | null): Promise<Listing> {
  const rows = await findListing(deps.db, id);
  if (!rows || !canViewListing(viewer, rows.listing)) throw new AppError('LISTING_NOT_FOUND');
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

/** Every listing of the signed-in user, any status, newest first. */
/** A page of the user's own listings, every status, the newest first. */
export async function myListings(deps: ServiceDeps, user: UserRow, query: PageQuery) {
  return visibleListingPage(deps, await userListingIds(deps.db, user.id), user, query);
}

/**
 * One page of these listings as the viewer may see them, in the order given: `total` counts the
 * visible ones only, so pages never come out short of a hidden listing.
 */
export async function visibleListingPage(
  deps: ServiceDeps,
  ids: readonly string[],
  viewer: UserRow | null,
  { page, limit }: PageQuery,
): Promise<Page<Listing>> {
  const visible = await visibleListingIds(deps, ids, viewer);
  const start = (page - 1) * limit;
  const items = await visibleListings(deps, visible.slice(start, start + limit), viewer);
  return { items, total: visible.length, page, limit, hasMore: start + limit < visible.length };
}

/** These listings as the viewer may see them, in the order given; hidden and missing ones left out. */
export async function visibleListings(deps: ServiceDeps, ids: readonly string[], viewer: UserRow | null) {
  const rows = await loadListings(deps.db, ids);
  return rows
    .filter((row) => canViewListing(viewer, row.listing))
    .map((row) => presentListing(deps.storage, row));
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

/**
 * A page of the public browse, from the listing list cache (spec section 9) when the same query
 * was asked since the last listing change. `preview` and `publicAccess` never widen what is
 * listed, so they are no part of the query.
 */
export async function browseListings(deps: ServiceDeps, query: ListingQuery): Promise<Page<Listing>> {
  const { preview: _preview, publicAccess: _publicAccess, location, ...rest } = query;
  const place = placeFilterOf(location, rest.search);
  // Codes sent explicitly win over the ones a typed place stands for.
  const filters = {
    ...rest,
    cityCode: rest.cityCode ?? place.cityCode,
    areaCode: rest.areaCode ?? place.areaCode,
    search: place.search ?? rest.search,
  };
  const order = listingOrderOf(filters);
  // Only a sort by place reads the language: other orders share one cache entry whatever it is.
  const normalised = {
    ...filters,
    ...order,
    lang: order.sortBy === 'location' ? (rest.lang ?? 'en') : undefined,
  };
  // A dated exchange rate takes effect with no write that could clear the cache, so price
  // queries are cached per rate in effect.
  const usdRate = needsRate(normalised) ? await currentUsdRate(deps.db) : undefined;
  const key = listCacheKey('browse', { ...normalised, usdRate });
  return deps.listCache.getOrLoad(key, () => loadBrowsePage(deps, { ...normalised, usdRate }));
}

/** Ids and total first, then every row of the page in one go. */
async function loadBrowsePage(deps: ServiceDeps, query: Omit<BrowseQuery, 'terms'>): Promise<Page<Listing>> {
  const terms = query.search
    ? await resolveSearchTerms(deps.db, parseSearchQuery(query.search), { submitted: true })
    : undefined;
  const { ids, total, totalIsEstimate } = await findPublicListingIds(deps.db, { ...query, terms });
  const rows = await loadListings(deps.db, ids);
  return {
    items: rows.map((row) => presentListing(deps.storage, row)),
    total,
    page: query.page,
    limit: query.limit,
    hasMore: totalIsEstimate ? ids.length === query.limit : query.page * query.limit < total,
    ...(totalIsEstimate ? { totalIsEstimate } : {}),
  };
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

/** The top bar's suggestions: the active listings best matching what is typed so far. */
export async function suggestListings(
  deps: ServiceDeps,
  query: SuggestionFilters & { text: string; limit: number },
): Promise<Listing[]> {
  const terms = await resolveSearchTerms(deps.db, parseSearchQuery(query.text));
  const ids = await findSuggestionIds(deps.db, terms, query, query.limit);
  const rows = await loadListings(deps.db, ids);
  return rows.map((row) => presentListing(deps.storage, row));
}
