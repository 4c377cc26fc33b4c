import { API_PATHS, exchangeRateResponseSchema, successEnvelope } from '@souqna/contracts';
import { z } from 'zod';
import { sendCacheable } from '../../platform/http/conditional.js';
import { errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { currentExchangeRate } from './exchange-rates.service.js';

// Issue 24: prices use a new rate from the moment an admin sets it, so a browser must ask again on
// every load; the ETag keeps that a bodiless 304 while the rate stands.
const CACHING = { maxAgeSeconds: 0 };

export function registerExchangeRateRoutes(app: AppInstance, deps: Pick<ServiceDeps, 'db'>) {
  app.get(
    API_PATHS.reference.exchangeRate,
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['reference'],
        summary: 'The USD→SYP exchange rate in effect',
        description:
          'The rate price filters and sorts use, for showing a price in the other currency: `rate` SYP to 1 USD since `effectiveAt`; `data` is null when no rate was ever set. Answers carry a strong `ETag` and `Cache-Control: public, max-age=0` (ask again on every load); a request whose `If-None-Match` names the current version gets 304 with no body.',
        response: {
          200: successEnvelope(exchangeRateResponseSchema),
          304: z.null().describe('Not modified: the `If-None-Match` version is current'),
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => sendCacheable(request, reply, await currentExchangeRate(deps.db), CACHING),
  );
}
