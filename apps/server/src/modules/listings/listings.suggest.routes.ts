import {
  API_PATHS,
  listingSuggestionQuerySchema,
  listingSuggestionsSchema,
  successEnvelope,
} from '@souqna/contracts';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { suggestListings } from './listings.service.js';

export function registerSuggestRoutes(app: AppInstance, deps: ServiceDeps) {
  app.get(
    API_PATHS.listings.suggestions,
    {
      // Asked on every pause in typing, from behind shared carrier addresses (DESIGN.md 4).
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['listings'],
        summary: 'Suggestions while typing: the active listings best matching `query`, best first',
        description:
          'Both scripts (تويوتا finds Toyota, Aleppo finds حلب), Arabic spelling variants, Eastern Arabic digits, typos of four or more letters, and the last word as a prefix. An empty query suggests nothing.',
        querystring: listingSuggestionQuerySchema,
        response: { 200: successEnvelope(listingSuggestionsSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { query, search, limit, mainCategory, subCategory } = request.query;
      const listings = await suggestListings(deps, {
        text: query ?? search ?? '',
        limit,
        mainCategory,
        subCategory,
      });
      return ok({ listings });
    },
  );
}
