import {
  API_PATHS,
  successEnvelope,
  unsubscribeQuerySchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@souqna/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance } from '../../platform/http/route-types.js';
import { errorResponses, ok } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { unsubscribe } from './unsubscribe.service.js';

const perMinute = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * `POST /api/unsubscribe`: RFC 8058's one-click, which mail clients post as a form
 * (`List-Unsubscribe=One-Click`) to the link of the `List-Unsubscribe` header, the token in its
 * query; the web page posts the token as JSON. `GET` is someone opening the header's link: it goes
 * to the page, which asks before changing anything (a link scanner's GET must not unsubscribe).
 */
export function registerUnsubscribeRoutes(app: AppInstance, deps: ServiceDeps) {
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // Forms only here: no other route reads them.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      API_PATHS.unsubscribe,
      {
        config: perMinute,
        schema: {
          tags: ['notifications'],
          summary: 'Turn one kind of mail off with a mailed link’s token (no sign-in; RFC 8058 one-click)',
          querystring: unsubscribeQuerySchema,
          body: unsubscribeRequestSchema.optional(),
          response: { 200: successEnvelope(unsubscribeResponseSchema), ...errorResponses(400, 415, 429) },
        },
      },
      async (request) => ok(await unsubscribe(deps, request.body?.token ?? request.query.token)),
    );
  });

  app.get(
    API_PATHS.unsubscribe,
    {
      config: perMinute,
      schema: {
        tags: ['notifications'],
        summary: 'Open the unsubscribe page of a mailed link',
        querystring: unsubscribeQuerySchema,
        response: {
          302: z
            .null()
            .describe('To the web page `/unsubscribe?token=`, which asks before changing anything'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token ?? '')}`, 302),
  );
}
