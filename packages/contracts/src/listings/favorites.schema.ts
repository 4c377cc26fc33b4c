import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.js';
import { storableString } from '../common/validation.js';
import { listingSchema, ownListingSchema } from './listing.schema.js';

/** `userId` is sent by older clients; naming anyone but the caller is refused. */
export const favoriteIdsQuerySchema = z.object({ userId: storableString.trim().optional() });

/**
 * `GET /api/listings/favorites` and `GET /api/listings/save`: a page of the signed-in user's saved
 * listings, newest saved first.
 */
export const favoritesQuerySchema = pageQuerySchema.extend(favoriteIdsQuerySchema.shape);
export type FavoritesQuery = z.infer<typeof favoritesQuerySchema>;

/** DESIGN.md 3's page; `favorites` repeats `items` for the clients that read it (api-compat.md 3). */
export const favoritesListSchema = pageOf(listingSchema).extend({ favorites: z.array(listingSchema) });
export type FavoritesList = z.infer<typeof favoritesListSchema>;

/**
 * `GET /api/listings/user`: the page of the signed-in user's own listings, every status. `listing`
 * asks for the page that holds that listing of theirs instead of `page` (the expiry notice's link).
 */
export const myListingsQuerySchema = pageQuerySchema.extend({ listing: z.uuid('invalidFormat').optional() });
export type MyListingsQuery = z.infer<typeof myListingsQuerySchema>;

/** DESIGN.md 3's page; `listings` repeats `items` for the clients that read it (api-compat.md 3). */
export const myListingsSchema = pageOf(ownListingSchema).extend({ listings: z.array(ownListingSchema) });
export type MyListings = z.infer<typeof myListingsSchema>;

/** `POST /api/listings/saved` with a JSON body (the web); the mobile app puts the id in the path. */
export const saveFavoriteBodySchema = z.object({ listingId: z.uuid('invalidFormat') });
export type SaveFavoriteBody = z.infer<typeof saveFavoriteBodySchema>;

/** A saved listing; `id` is the listing's id (a favourite has no id of its own). */
export const favoriteSavedSchema = z.object({
  id: z.string(),
  listing: listingSchema,
  saved: z.literal(true),
});
export type FavoriteSaved = z.infer<typeof favoriteSavedSchema>;

export const favoriteRemovedSchema = z.object({ message: z.string(), saved: z.literal(false) });
export type FavoriteRemoved = z.infer<typeof favoriteRemovedSchema>;

/** `GET /api/listings/saved/ids`: what the heart toggles need, without the listings themselves. */
export const favoriteIdsSchema = z.object({ ids: z.array(z.string()) });
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;
