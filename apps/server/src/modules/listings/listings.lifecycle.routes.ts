import { API_PATHS, ownListingSchema, successEnvelope } from '@souqna/contracts';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { registerListingLifecycleJobs, renewListing } from './listings.lifecycle.js';

/** The listing lifecycle (DESIGN.md 4): the hourly expiry job and the owner's renewal. */
export function registerListingLifecycle(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  registerListingLifecycleJobs(deps);
  app.post(
    API_PATHS.listings.renew,
    {
      preHandler: guard.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['listings'],
        summary: 'Renew an active or expired listing of yours: live for another 60 days, back in search',
        params: z.object({ id: z.uuid('invalidFormat') }),
        response: { 200: successEnvelope(ownListingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await renewListing(deps, request.params.id, authOf(request).user)),
  );
}
