import { API_PATHS, contactRequestSchema, contactResponseSchema, successEnvelope } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { submitContact } from './contact.service.js';

export function registerContactRoutes(app: AppInstance, deps: { db: Database; events: EventBus }) {
  app.post(
    API_PATHS.contact,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Souqna team',
        body: contactRequestSchema,
        response: { 201: successEnvelope(contactResponseSchema), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const data = await submitContact(deps, request.body, request.ip);
      return reply.status(201).send(ok(data));
    },
  );
}
