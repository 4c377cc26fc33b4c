import {
  API_PATHS,
  bulkApproveBodySchema,
  bulkApproveResultSchema,
  moderationQuerySchema,
  moderationQueueSchema,
  rejectListingBodySchema,
  REJECTION_REASON_CODES,
  successEnvelope,
} from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { errorResponses, ok, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { approveListing, approveListings, moderationQueue, rejectListing } from './admin.moderation.js';
import type { Actor } from './admin.service.js';

const PATHS = API_PATHS.admin;
const idParams = z.object({ id: z.uuid('invalidFormat') });
const actorOf = (request: FastifyRequest): Actor => ({ id: authOf(request).user.id, ip: request.ip });

/** Issue 24's moderation queue: pending listings approved or rejected by admins, each audited. */
export function registerAdminModerationRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const admin = { preHandler: guard.requireAdmin };
  const tags = ['admin'];
  const onOne = errorResponses(400, 401, 403, 404, 409);

  app.get(
    PATHS.moderation,
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Pending listings, oldest first, with photos, flags (the matched listing named) and the seller',
        querystring: moderationQuerySchema,
        response: { 200: successEnvelope(moderationQueueSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await moderationQueue(deps, request.query)),
  );
  app.post(
    PATHS.approveListings,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Approve several: those still pending go live; the others come back as `skipped`',
        body: bulkApproveBodySchema,
        response: { 200: successEnvelope(bulkApproveResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await approveListings(deps, actorOf(request), request.body.ids)),
  );
  app.post(
    PATHS.approveListing,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Approve: the listing goes live and its owner is told (LISTING_CREATED)',
        params: idParams,
        response: {
          200: successEnvelope(z.object({ id: z.string(), status: z.literal('active') })),
          ...onOne,
        },
      },
    },
    async (request) => ok(await approveListing(deps, actorOf(request), request.params.id)),
  );
  app.post(
    PATHS.rejectListing,
    {
      ...admin,
      schema: {
        tags,
        summary: `Reject with a reason (${REJECTION_REASON_CODES.join(', ')}) and a note ('other' needs one): inactive, the owner is told and sees why`,
        params: idParams,
        body: rejectListingBodySchema,
        response: {
          200: successEnvelope(
            z.object({
              id: z.string(),
              status: z.literal('inactive'),
              rejection: z.object({ reason: z.string(), note: z.string().nullable() }),
            }),
          ),
          ...onOne,
        },
      },
    },
    async (request) => ok(await rejectListing(deps, actorOf(request), request.params.id, request.body)),
  );
}
