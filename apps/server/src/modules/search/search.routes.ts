import {
  API_PATHS,
  listingQuerySchema,
  listingSuggestionQuerySchema,
  listingSuggestionsSchema,
  listingSchema,
  mainCategorySchema,
  pageOf,
  storableString,
  successEnvelope,
  type ListingQuery,
  type MainCategory,
} from '@souqna/contracts';
import { z } from 'zod';
import type { AuthGuard } from '../../platform/auth/auth-guard.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as listings from '../listings/listings.service.js';
import { browseListings, suggestListings } from './search.service.js';

const PATHS = API_PATHS.listings;
const tags = ['listings'];
const BROWSE_RATE = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const pageResponse = { 200: successEnvelope(pageOf(listingSchema)), ...errorResponses(400, 429) };
/** At most a page's worth of ids per call: a saved list is paged by the client. */
const MAX_IDS = 100;

/** Renames some query fields before the browse schema reads them (`category`, `lat`, `lng`...). */
const renamed = (rename: (query: Record<string, unknown>) => Record<string, unknown>) =>
  z.preprocess(
    (input) =>
      input && typeof input === 'object' ? rename({ ...(input as Record<string, unknown>) }) : input,
    listingQuerySchema,
  );

// `category` is either a main category or a type: `vehicles`, `realEstate`, `CAR`, `villa`.
const byCategoryQuery = renamed(({ category, ...query }) => {
  if (typeof category !== 'string') return query;
  return mainCategorySchema.normalise(category)
    ? { mainCategory: category, ...query }
    : { subCategory: category, ...query };
});

// api-compat's `nearby` callers write the centre as lat/lng and the radius as radiusKm.
const nearbyQuery = renamed(({ lat, lng, radiusKm, ...query }) => ({
  latitude: lat,
  longitude: lng,
  radius: radiusKm,
  ...query,
}));

const byIdsQuery = z.object({
  ids: storableString
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid('invalidFormat')).max(MAX_IDS, 'tooBig')),
});

/**
 * The browse (GET /api/listings), the suggestions while typing, and the browse under the names
 * older web and mobile clients call, each answering like GET /api/listings. `/listings/search`
 * also answers its page's items as `listings`, the field mobile reads (api-compat section 9.5).
 */
export function registerSearchRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  app.get(
    PATHS.list,
    {
      config: BROWSE_RATE,
      schema: {
        tags,
        summary: 'Browse public listings (active only; sold, rented, inactive and pending never appear)',
        description:
          'Without `sortBy` the newest come first; with `sortBy` and no `sortOrder`, ascending. `sortBy=location` orders by city, then area, by their names in `lang` (A to Z ascending); `sortBy=popularity` by views. Price filters and `sortBy=price` compare every price in SYP at the current USD→SYP rate. Vehicle-only filters (make, model, fuel, transmission, mileage) leave properties out and property-only ones (bedrooms, bathrooms, size) leave vehicles out.',
        querystring: listingQuerySchema,
        response: pageResponse,
      },
    },
    async (request) => ok(await browseListings(deps, request.query)),
  );

  registerSuggestRoute(app, deps);

  const inCategory = (path: string, mainCategory: MainCategory, summary: string) =>
    app.get(
      path,
      {
        config: BROWSE_RATE,
        schema: { tags, summary, querystring: listingQuerySchema, response: pageResponse },
      },
      async (request) => ok(await browseListings(deps, { ...request.query, mainCategory })),
    );
  inCategory(PATHS.vehicles, 'vehicles', 'Browse vehicles: GET /api/listings with mainCategory=vehicles');
  inCategory(
    PATHS.realEstate,
    'realEstate',
    'Browse real estate: GET /api/listings with mainCategory=realEstate',
  );

  app.get(
    PATHS.search,
    {
      config: BROWSE_RATE,
      schema: {
        tags,
        summary:
          'Search: GET /api/listings with `query` or `search`, ranked by relevance unless sorted otherwise',
        querystring: listingQuerySchema,
        response: {
          200: successEnvelope(pageOf(listingSchema).extend({ listings: z.array(listingSchema) })),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      const page = await browseListings(deps, request.query);
      return ok({ ...page, listings: page.items });
    },
  );

  const alias = (path: string, querystring: z.ZodType<ListingQuery>, summary: string) =>
    app.get(
      path,
      { config: BROWSE_RATE, schema: { tags, summary, querystring, response: pageResponse } },
      async (request) => ok(await browseListings(deps, request.query as ListingQuery)),
    );
  alias(PATHS.byCategory, byCategoryQuery, 'Browse one category or type: `category` is either');
  alias(PATHS.nearby, nearbyQuery, 'Listings around `lat`,`lng` within `radiusKm` (default 10)');

  app.get(
    PATHS.byIds,
    {
      preHandler: guard.optionalUser,
      config: BROWSE_RATE,
      schema: {
        tags,
        summary:
          'These listings (`ids`, a comma list of at most 100), in that order; ones the caller may not see left out',
        querystring: byIdsQuery,
        response: { 200: successEnvelope(z.array(listingSchema)), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(await listings.visibleListings(deps, request.query.ids, request.auth?.user ?? null)),
  );
}

function registerSuggestRoute(app: AppInstance, deps: ServiceDeps) {
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
