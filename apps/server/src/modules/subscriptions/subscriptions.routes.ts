import { API_PATHS, storableString, successEnvelope } from '@souqna/contracts';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { myPremiumRequest, requestPremium } from './subscriptions.service.js';

const requestSchema = z.object({
  id: z.string(),
  plan: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export function registerSubscriptionsRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const tags = ['subscriptions'];
  app.post(
    API_PATHS.subscriptions.premium,
    {
      preHandler: guard.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Ask for a premium plan (an admin approves it for a period)',
        body: z.object({ note: storableString.max(1000, 'tooLong').optional() }).optional(),
        response: {
          201: successEnvelope(requestSchema),
          200: successEnvelope(requestSchema),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { created, request: row } = await requestPremium(deps, authOf(request).user, request.body?.note);
      return reply.status(created ? 201 : 200).send(ok(row));
    },
  );
  app.get(
    API_PATHS.subscriptions.premium,
    {
      preHandler: guard.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user’s latest premium request',
        response: { 200: successEnvelope(requestSchema.nullable()), ...errorResponses(401) },
      },
    },
    async (request) => ok(await myPremiumRequest(deps, authOf(request).user)),
  );
}
