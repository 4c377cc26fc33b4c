import { z } from 'zod';
import { listingSchema } from './listing.schema.js';

/**
 * `GET /api/listings/favorites` and `GET /api/listings/save`: the signed-in user's saved listings,
 * newest saved first. `userId` is read by older clients; naming anyone but the caller is refused.
 */
export const favoritesQuerySchema = z.object({ userId: z.string().trim().optional() });
export type FavoritesQuery = z.infer<typeof favoritesQuerySchema>;

/** Both readings clients use (`favorites` and `items`) carry the same array. */
export const favoritesListSchema = z.object({
  favorites: z.array(listingSchema),
  items: z.array(listingSchema),
  total: z.number().int(),
});
export type FavoritesList = z.infer<typeof favoritesListSchema>;

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
