import { z } from 'zod';
import { storableString } from '../common/validation.js';
import { LANGUAGES } from '../enums/user.js';
import { MAIN_CATEGORIES, VEHICLE_TYPES } from '../enums/listing.js';

/**
 * The pieces of `GET /api/components/{name}`; `GET /api/common/data` and `GET /api/components/data`
 * answer all of them at once.
 */
export const REFERENCE_PIECES = ['categories', 'cities', 'makes', 'enums'] as const;
export type ReferencePiece = (typeof REFERENCE_PIECES)[number];

/** `?lang=` wins over `Accept-Language`; English when neither names a language of ours. */
export const referenceQuerySchema = z.object({ lang: z.enum(LANGUAGES, 'invalidFormat').optional() });
export type ReferenceQuery = z.infer<typeof referenceQuerySchema>;

export const referencePieceParamsSchema = z.object({ name: storableString });

const labelled = z.object({ code: z.string(), label: z.string() });
const place = z.object({ code: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() });

export const referenceCategorySchema = z.object({
  code: z.enum(MAIN_CATEGORIES),
  label: z.string(),
  /** The category's types (vehicle types or property types), labelled. */
  types: z.array(labelled),
});

export const referenceCitySchema = place.extend({ areas: z.array(place) });

export const referenceMakeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The vehicle types the make has models of, for a picker filtered by type. */
  vehicleTypes: z.array(z.enum(VEHICLE_TYPES)),
  models: z.array(z.object({ code: z.string(), name: z.string(), vehicleType: z.enum(VEHICLE_TYPES) })),
});

/** Every piece, names and labels in `language`. */
export const referenceDataSchema = z.object({
  language: z.enum(LANGUAGES),
  categories: z.array(referenceCategorySchema),
  cities: z.array(referenceCitySchema),
  makes: z.array(referenceMakeSchema),
  /** Each labelled enum (`LABELLED_ENUMS`) as its values in order, labelled. */
  enums: z.record(z.string(), z.array(labelled)),
});
export type ReferenceData = z.infer<typeof referenceDataSchema>;

/** One piece: `language` and the piece under its own name, as in the whole. */
export const referencePieceSchema = referenceDataSchema.partial().required({ language: true });
export type ReferencePieceData = z.infer<typeof referencePieceSchema>;
