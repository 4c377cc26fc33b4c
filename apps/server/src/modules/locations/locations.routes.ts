import {
  API_PATHS,
  locationCitySchema,
  locationPlaceSchema,
  locationSearchQuerySchema,
  locationsQuerySchema,
  nearbyCitiesQuerySchema,
  nearbyCitiesSchema,
  reverseGeocodeQuerySchema,
  successEnvelope,
} from '@souqna/contracts';
import { z } from 'zod';
import { sendCacheable } from '../../platform/http/conditional.js';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { cities, nearbyCities, placeLanguageOf, reversePlace, searchPlaces } from './locations.service.js';

const PATHS = API_PATHS.locations;
const LANGUAGE =
  'Names in the language of `?lang=` (en, ar, es, fr, de), else of `Accept-Language`, else Arabic (the mobile app sends no `Accept-Language` and shows Arabic names). Answered from the 13 cities and their areas of the reference data; no geocoding service is asked.';
// Pickers call these as people type; cheap answers from memory, so the limit only stops floods.
const config = { rateLimit: { max: 300, timeWindow: '1 minute' } };

export function registerLocationsRoutes(app: AppInstance) {
  const tags = ['reference'];

  app.get(
    PATHS.cities,
    {
      config,
      schema: {
        tags,
        summary: 'The cities with coordinates and their areas as `neighbors` (the mobile app’s place picker)',
        description: `${LANGUAGE} Carries a strong \`ETag\` and \`Cache-Control: public, max-age=3600\`; a matching \`If-None-Match\` gets 304.`,
        querystring: locationsQuerySchema,
        response: {
          200: successEnvelope(z.array(locationCitySchema)),
          304: z.null().describe('Not modified'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        cities(placeLanguageOf(request.query.lang, request.headers['accept-language'])),
        { maxAgeSeconds: 3600, vary: 'Accept-Language' },
      ),
  );

  app.get(
    PATHS.search,
    {
      config,
      schema: {
        tags,
        summary: 'Cities and areas whose name (any language) matches `q`',
        description: `${LANGUAGE} \`country\` and \`proximity\` are accepted and change nothing. An empty \`q\` finds nothing.`,
        querystring: locationSearchQuerySchema,
        response: { 200: successEnvelope(z.array(locationPlaceSchema)), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { q, limit, lang } = request.query;
      return ok(searchPlaces(q, limit, placeLanguageOf(lang, request.headers['accept-language'])));
    },
  );

  app.get(
    PATHS.reverse,
    {
      config,
      schema: {
        tags,
        summary: 'The known area or city nearest a point',
        description: `${LANGUAGE} 404 \`NOT_FOUND\` farther than 150 km from every known place.`,
        querystring: reverseGeocodeQuerySchema,
        response: { 200: successEnvelope(locationPlaceSchema), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { lat, lng, lang } = request.query;
      return ok(reversePlace(lat, lng, placeLanguageOf(lang, request.headers['accept-language'])));
    },
  );

  app.get(
    PATHS.nearbyCities,
    {
      config,
      schema: {
        tags,
        summary: 'Cities within `radiusKm` (default 50) of a point, nearest first',
        description: LANGUAGE,
        querystring: nearbyCitiesQuerySchema,
        response: { 200: successEnvelope(nearbyCitiesSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(
        nearbyCities(request.query, placeLanguageOf(request.query.lang, request.headers['accept-language'])),
      ),
  );
}
