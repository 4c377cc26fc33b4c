import {
  API_PATHS,
  listingSchema,
  listingStatsSchema,
  successEnvelope,
  trendingQuerySchema,
} from '@souqna/contracts';
import { z } from 'zod';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { MemoryListCache } from '../../platform/cache/memory-list-cache.js';
import { listingStats, trendingListings } from './listings.discover.js';

const PATHS = API_PATHS.listings;
const tags = ['listings'];
const rateLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/** What the home page shows besides the browse: trending listings and the counts. */
export function registerDiscoverRoutes(app: AppInstance, deps: ServiceDeps) {
  // Kept apart from the list cache, which every listing change clears (see listingStats).
  const counts = new MemoryListCache({ maxEntries: 1 });

  app.get(
    PATHS.trending,
    {
      config: rateLimit,
      schema: {
        tags,
        summary:
          'Trending: of the newest 1,000 active listings, the most saved and viewed (a save counts three views)',
        querystring: trendingQuerySchema,
        response: { 200: successEnvelope(z.array(listingSchema)), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok(await trendingListings(deps, request.query.limit)),
  );

  app.get(
    PATHS.stats,
    {
      config: rateLimit,
      schema: {
        tags,
        summary:
          'How many active listings there are, by category, by type within each category, and by city (most first)',
        response: { 200: successEnvelope(listingStatsSchema), ...errorResponses(429) },
      },
    },
    async () => ok(await listingStats(deps, counts)),
  );
}
