import {
  API_PATHS,
  successEnvelope,
  vehicleCatalogueSchema,
  vehicleMakesQuerySchema,
  vehicleMakesSchema,
  vehicleModelsQuerySchema,
  vehicleModelsSchema,
} from '@souqna/contracts';
import type { z } from 'zod';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { languageOf } from '../reference/reference.service.js';
import { vehicleCatalogue, vehicleMakes, vehicleModels } from './vehicles.service.js';

const PATHS = API_PATHS.vehicles;
const DESCRIPTION =
  '`subcategory` is any reading of a vehicle type (`CARS`, `MOTORCYCLES`, `PASSENGER_VEHICLES`, `COMMERCIAL_TRANSPORT`, `CONSTRUCTION_VEHICLES`, or the canonical `CAR`, `BUS`...). Names in the language of `?lang=`, else `Accept-Language`, else English, from the catalogue `/api/components/makes` also serves (with codes).';
const config = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/** What the three catalogue routes share: tag, rate limit, envelope and error answers. */
const catalogueRoute = <Q extends z.ZodTypeAny, R extends z.ZodTypeAny>(
  summary: string,
  description: string,
  querystring: Q,
  answer: R,
) => ({
  config,
  schema: {
    tags: ['reference'],
    summary,
    description,
    querystring,
    response: { 200: successEnvelope(answer), ...errorResponses(400, 429) },
  },
});

const languageAsked = (request: {
  query: { lang?: Parameters<typeof languageOf>[0] };
  headers: { 'accept-language'?: string };
}) => languageOf(request.query.lang, request.headers['accept-language']);

export function registerVehiclesRoutes(app: AppInstance) {
  app.get(
    PATHS.makes,
    catalogueRoute(
      'Make names of a vehicle subcategory (the mobile app’s make picker)',
      DESCRIPTION,
      vehicleMakesQuerySchema,
      vehicleMakesSchema,
    ),
    async (request) => ok(vehicleMakes(request.query.subcategory, languageAsked(request))),
  );

  app.get(
    PATHS.models,
    catalogueRoute(
      'Model names of a make in a vehicle subcategory',
      `${DESCRIPTION} \`make\` is a code or a name in either script; an unknown make has no models.`,
      vehicleModelsQuerySchema,
      vehicleModelsSchema,
    ),
    async (request) =>
      ok(vehicleModels(request.query.subcategory, request.query.make, languageAsked(request))),
  );

  app.get(
    PATHS.all,
    catalogueRoute(
      'Every make of a vehicle subcategory with its model names',
      DESCRIPTION,
      vehicleMakesQuerySchema,
      vehicleCatalogueSchema,
    ),
    async (request) => ok(vehicleCatalogue(request.query.subcategory, languageAsked(request))),
  );
}
