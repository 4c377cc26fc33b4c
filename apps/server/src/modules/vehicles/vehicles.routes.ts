import {
  API_PATHS,
  successEnvelope,
  vehicleCatalogueSchema,
  vehicleMakesQuerySchema,
  vehicleMakesSchema,
  vehicleModelsQuerySchema,
  vehicleModelsSchema,
} from '@souqna/contracts';
import { ok, errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { languageOf } from '../reference/reference.service.js';
import { vehicleCatalogue, vehicleMakes, vehicleModels } from './vehicles.service.js';

const PATHS = API_PATHS.vehicles;
const DESCRIPTION =
  '`subcategory` is any reading of a vehicle type (`CARS`, `MOTORCYCLES`, `PASSENGER_VEHICLES`, `COMMERCIAL_TRANSPORT`, `CONSTRUCTION_VEHICLES`, or the canonical `CAR`, `BUS`...). Names in the language of `?lang=`, else `Accept-Language`, else English, from the catalogue `/api/components/makes` also serves (with codes).';
const config = { rateLimit: { max: 300, timeWindow: '1 minute' } };

export function registerVehiclesRoutes(app: AppInstance) {
  const tags = ['reference'];

  app.get(
    PATHS.makes,
    {
      config,
      schema: {
        tags,
        summary: 'Make names of a vehicle subcategory (the mobile app’s make picker)',
        description: DESCRIPTION,
        querystring: vehicleMakesQuerySchema,
        response: { 200: successEnvelope(vehicleMakesSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(
        vehicleMakes(
          request.query.subcategory,
          languageOf(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    PATHS.models,
    {
      config,
      schema: {
        tags,
        summary: 'Model names of a make in a vehicle subcategory',
        description: `${DESCRIPTION} \`make\` is a code or a name in either script; an unknown make has no models.`,
        querystring: vehicleModelsQuerySchema,
        response: { 200: successEnvelope(vehicleModelsSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(
        vehicleModels(
          request.query.subcategory,
          request.query.make,
          languageOf(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );

  app.get(
    PATHS.all,
    {
      config,
      schema: {
        tags,
        summary: 'Every make of a vehicle subcategory with its model names',
        description: DESCRIPTION,
        querystring: vehicleMakesQuerySchema,
        response: { 200: successEnvelope(vehicleCatalogueSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      ok(
        vehicleCatalogue(
          request.query.subcategory,
          languageOf(request.query.lang, request.headers['accept-language']),
        ),
      ),
  );
}
