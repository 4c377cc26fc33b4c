import {
  API_PATHS,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  successEnvelope,
} from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { subscribe } from './newsletter.service.js';

export function registerNewsletterRoutes(app: AppInstance, deps: { db: Database; events: EventBus }) {
  app.post(
    API_PATHS.newsletterSubscribe,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter (idempotent)',
        body: newsletterSubscribeSchema,
        response: {
          200: successEnvelope(newsletterSubscribeResponseSchema),
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request) => ok(await subscribe(deps, request.body)),
  );
}
