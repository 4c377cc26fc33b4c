import {
  API_PATHS,
  newsletterConfirmResponseSchema,
  newsletterConfirmSchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  successEnvelope,
} from '@souqna/contracts';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { confirmSubscription, registerNewsletterJobs, subscribe } from './newsletter.service.js';

export function registerNewsletterRoutes(app: AppInstance, deps: ServiceDeps) {
  registerNewsletterJobs(deps);
  app.post(
    API_PATHS.newsletterSubscribe,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter: a confirmation link is mailed first',
        body: newsletterSubscribeSchema,
        response: {
          200: successEnvelope(newsletterSubscribeResponseSchema),
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request) => ok(await subscribe(deps, request.body)),
  );
  app.post(
    API_PATHS.newsletterConfirm,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a footer subscription with the mailed token (double opt-in)',
        body: newsletterConfirmSchema,
        response: {
          200: successEnvelope(newsletterConfirmResponseSchema),
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request) => ok(await confirmSubscription(deps, request.body.token)),
  );
}
