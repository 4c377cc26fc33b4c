import {
  API_ALIASES,
  API_PATHS,
  favoriteIdsQuerySchema,
  favoriteIdsSchema,
  favoriteRemovedSchema,
  favoriteSavedSchema,
  favoritesListSchema,
  favoritesQuerySchema,
  saveFavoriteBodySchema,
  successEnvelope,
} from '@souqna/contracts';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { favoriteIds, listFavorites, removeFavorite, saveFavorite } from './favorites.service.js';

const PATHS = API_PATHS.favorites;
const idParams = z.object({ id: z.uuid('invalidFormat') });

const SAVE_DESCRIPTION =
  'Idempotent: saving a listing already saved answers 200 with the same body and keeps one row ' +
  '(the old backend answered 409; clients treat both as saved). 404 `LISTING_NOT_FOUND` when the ' +
  'listing does not exist or is not visible to the caller. Saving one’s own listing is allowed; ' +
  'its owner is told (`listing.saved`) only when someone else saves it.';

export function registerFavoritesRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const tags = ['favorites'];
  // Hearts are toggled quickly, and many users share one address behind carrier NAT.
  const write = {
    preHandler: guard.requireUser,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  };

  const listOptions = (reading: string) => ({
    preHandler: guard.requireUser,
    schema: {
      tags,
      summary: `The signed-in user’s saved listings, latest saved first (${reading})`,
      description:
        'A page (`page`, `limit` of 1-100, 10 by default) of the listings the caller may see (active, sold and rented ones, and their own); `total` counts those. `favorites` repeats `items` for older clients. A `userId` other than the caller’s is refused with 403, admins included.',
      querystring: favoritesQuerySchema,
      response: { 200: successEnvelope(favoritesListSchema), ...errorResponses(400, 401, 403) },
    },
  });
  const readings = [
    [PATHS.list, 'canonical'],
    [API_ALIASES.favoritesList, 'the same list under the old web client’s path'],
  ] as const;
  for (const [path, reading] of readings) {
    app.get(path, listOptions(reading), async (request) =>
      ok(await listFavorites(deps, authOf(request).user, request.query)),
    );
  }

  app.get(
    PATHS.ids,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'The ids of the signed-in user’s saved listings, latest saved first (for heart toggles)',
        querystring: favoriteIdsQuerySchema,
        response: { 200: successEnvelope(favoriteIdsSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await favoriteIds(deps, authOf(request).user, request.query.userId)),
  );

  const saveResponse = { 200: successEnvelope(favoriteSavedSchema), ...errorResponses(400, 401, 404, 429) };
  const savePaths = [
    [PATHS.one, 'Save a listing'],
    [API_ALIASES.favoriteByView, 'Save a listing (the old web client’s heart button; counts no view)'],
  ] as const;
  for (const [path, summary] of savePaths) {
    app.post(
      path,
      {
        ...write,
        schema: { tags, summary, description: SAVE_DESCRIPTION, params: idParams, response: saveResponse },
      },
      async (request) => ok(await saveFavorite(deps, authOf(request).user, request.params.id)),
    );
  }
  app.post(
    PATHS.save,
    {
      ...write,
      schema: {
        tags,
        summary: 'Save a listing (`{ listingId }` in the body, as the web client sends it)',
        description: SAVE_DESCRIPTION,
        body: saveFavoriteBodySchema,
        response: saveResponse,
      },
    },
    async (request) => ok(await saveFavorite(deps, authOf(request).user, request.body.listingId)),
  );

  app.delete(
    PATHS.one,
    {
      ...write,
      schema: {
        tags,
        summary: 'Remove a listing from the saved ones',
        description:
          'Idempotent: removing a listing that is not saved (or no longer exists) answers 200 too.',
        params: idParams,
        response: { 200: successEnvelope(favoriteRemovedSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ok(await removeFavorite(deps, authOf(request).user, request.params.id)),
  );
}
