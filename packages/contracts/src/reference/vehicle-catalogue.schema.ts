import { z } from 'zod';
import { storableString } from '../common/validation.js';
import { LANGUAGES } from '../enums/user.js';
import { vehicleTypeSchema } from '../enums/listing.schema.js';
import { VEHICLE_TYPES } from '../enums/listing.js';

/**
 * `/api/vehicles/*`: the mobile app's make and model pickers (api-compat.md section 8), plain
 * names from the contracts' catalogue. `subcategory` is any reading of a vehicle type
 * (`CARS`, `PASSENGER_VEHICLES`, `CAR`...).
 */
const lang = z.enum(LANGUAGES, 'invalidFormat').optional();
const subcategory = storableString
  .trim()
  .min(1, 'required')
  .max(60, 'tooLong')
  .refine((value) => vehicleTypeSchema.normalise(value) !== undefined, 'invalidFormat');

export const vehicleMakesQuerySchema = z.object({ subcategory, lang });
export const vehicleModelsQuerySchema = z.object({
  subcategory,
  make: storableString.trim().min(1, 'required').max(100, 'tooLong'),
  lang,
});

const base = {
  /** As the client sent it. */
  subcategory: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
};

export const vehicleMakesSchema = z.object({ ...base, makes: z.array(z.string()), total: z.number().int() });
export const vehicleModelsSchema = z.object({
  ...base,
  make: z.string(),
  models: z.array(z.string()),
  total: z.number().int(),
});
export const vehicleCatalogueSchema = z.object({
  ...base,
  makes: z.array(z.string()),
  /** Model names by make name. */
  models: z.record(z.string(), z.array(z.string())),
  total: z.number().int(),
  totalMakes: z.number().int(),
  totalModels: z.number().int(),
});
