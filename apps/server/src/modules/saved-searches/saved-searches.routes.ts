import {
  API_PATHS,
  createSavedSearchBodySchema,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MATCH_WINDOW,
  savedSearchDeletedSchema,
  savedSearchListSchema,
  savedSearchMatchesQuerySchema,
  savedSearchMatchesSchema,
  savedSearchSchema,
  successEnvelope,
  updateSavedSearchBodySchema,
} from '@souqna/contracts';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  changeSavedSearch,
  createSavedSearch,
  listSavedSearches,
  markSeen,
  removeSavedSearch,
  savedSearchMatches,
} from './saved-searches.service.js';

const PATHS = API_PATHS.savedSearches;
const idParams = z.object({ id: z.uuid('invalidFormat') });
const OWN_ONLY = 'Only the caller’s own searches: another user’s id answers 404 `SAVED_SEARCH_NOT_FOUND`.';

export function registerSavedSearchesRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const tags = ['saved-searches'];
  const read = { preHandler: guard.requireUser };
  const write = { preHandler: guard.requireUser, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  app.get(
    PATHS.list,
    {
      ...read,
      schema: {
        tags,
        summary: 'The signed-in user’s saved searches, newest first',
        response: { 200: successEnvelope(savedSearchListSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await listSavedSearches(deps, authOf(request).user)),
  );

  app.get(
    PATHS.matches,
    {
      ...read,
      schema: {
        tags,
        summary: 'The newest public listings any of the signed-in user’s saved searches match',
        description: `The \`GET /api/listings\` page shape, newest first, reaching the newest ${SAVED_SEARCH_MATCH_WINDOW} matches. \`totalIsEstimate\` when \`total\` is a floor. What \`/listings?match=true\` shows and NEW_LISTING_MATCH points to.`,
        querystring: savedSearchMatchesQuerySchema,
        response: { 200: successEnvelope(savedSearchMatchesSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await savedSearchMatches(deps, authOf(request).user, request.query)),
  );

  app.post(
    PATHS.list,
    {
      ...write,
      schema: {
        tags,
        summary: 'Save the current browse filters under a name',
        description: `\`filters\` take the \`GET /api/listings\` query (any of its readings); page, size and order are dropped. Alerts are on unless \`alertsEnabled\` is false; \`frequency\` is \`instant\` (default) or \`daily\`. At most ${SAVED_SEARCH_LIMIT} per user: one more answers 409 \`SAVED_SEARCH_LIMIT\`.`,
        body: createSavedSearchBodySchema,
        response: { 201: successEnvelope(savedSearchSchema), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createSavedSearch(deps, authOf(request).user, request.body))),
  );

  app.patch(
    PATHS.one,
    {
      ...write,
      schema: {
        tags,
        summary: 'Rename a saved search, turn its alerts on or off, or set their frequency',
        description: OWN_ONLY,
        params: idParams,
        body: updateSavedSearchBodySchema,
        response: { 200: successEnvelope(savedSearchSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      ok(await changeSavedSearch(deps, authOf(request).user, request.params.id, request.body)),
  );

  app.post(
    PATHS.seen,
    {
      ...write,
      schema: {
        tags,
        summary: 'Mark a saved search opened: its `newMatches` count again from now',
        description: `The web calls it when its owner runs the search from the list. ${OWN_ONLY}`,
        params: idParams,
        response: { 200: successEnvelope(savedSearchSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ok(await markSeen(deps, authOf(request).user, request.params.id)),
  );

  app.delete(
    PATHS.one,
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a saved search',
        description: OWN_ONLY,
        params: idParams,
        response: { 200: successEnvelope(savedSearchDeletedSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ok(await removeSavedSearch(deps, authOf(request).user, request.params.id)),
  );
}
