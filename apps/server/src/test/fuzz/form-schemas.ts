import {
  BODY_TYPES,
  CITIES,
  CURRENCIES,
  FUEL_TYPES,
  LISTING_ACTIONS,
  LISTING_STATUSES,
  MAIN_CATEGORIES,
  PROPERTY_TYPES,
  profileUpdateSchema,
  REAL_ESTATE_BOOLEAN_FIELDS,
  REAL_ESTATE_DECIMAL_FIELDS,
  REAL_ESTATE_INTEGER_FIELDS,
  REAL_ESTATE_TEXT_FIELDS,
  settingsSectionUpdateSchemas,
  TRANSMISSION_TYPES,
  VEHICLE_BOOLEAN_FIELDS,
  VEHICLE_CONDITIONS,
  VEHICLE_DECIMAL_FIELDS,
  VEHICLE_INTEGER_FIELDS,
  VEHICLE_MAKES,
  VEHICLE_TEXT_FIELDS,
  VEHICLE_TYPES,
} from '@souqna/contracts';
import { z } from 'zod';
import type { AnySchema } from './schema-walk.js';

const optionalFields = (names: readonly string[], schema: z.ZodType) =>
  Object.fromEntries(names.map((name) => [name, schema.optional()]));

const vehicleDetails = z.object({
  vehicleType: z.enum(VEHICLE_TYPES),
  make: z.enum(VEHICLE_MAKES.map((make) => make.code) as [string, ...string[]]),
  model: z.string().max(40),
  fuelType: z.enum(FUEL_TYPES).optional(),
  transmissionType: z.enum(TRANSMISSION_TYPES).optional(),
  condition: z.enum(VEHICLE_CONDITIONS).optional(),
  bodyType: z.enum(BODY_TYPES).optional(),
  features: z.array(z.string().max(30)).optional(),
  ...optionalFields(VEHICLE_INTEGER_FIELDS, z.number().int().min(0).max(300_000)),
  ...optionalFields(VEHICLE_DECIMAL_FIELDS, z.number().min(0).max(10_000)),
  ...optionalFields(VEHICLE_BOOLEAN_FIELDS, z.boolean()),
  ...optionalFields(VEHICLE_TEXT_FIELDS, z.string().max(60)),
});

const realEstateDetails = z.object({
  propertyType: z.enum(PROPERTY_TYPES),
  features: z.array(z.string().max(30)).optional(),
  amenities: z.array(z.string().max(30)).optional(),
  ...optionalFields(REAL_ESTATE_INTEGER_FIELDS, z.number().int().min(-5).max(300)),
  ...optionalFields(REAL_ESTATE_DECIMAL_FIELDS, z.number().min(0).max(100_000)),
  ...optionalFields(REAL_ESTATE_BOOLEAN_FIELDS, z.boolean()),
  ...optionalFields(REAL_ESTATE_TEXT_FIELDS, z.string().max(60)),
});

/** A listing as the create form sends it; the parser is hand-written, so its shape is written here. */
const listingForm = z.object({
  title: z.string().max(200),
  description: z.string().max(5000),
  price: z.number().min(1).max(1e9),
  currency: z.enum(CURRENCIES).optional(),
  listingAction: z.enum(LISTING_ACTIONS).optional(),
  category: z.object({
    mainCategory: z.enum(MAIN_CATEGORIES),
    subCategory: z.enum([...VEHICLE_TYPES, ...PROPERTY_TYPES]),
  }),
  location: z.string().max(200),
  cityCode: z.enum(CITIES.map((city) => city.code) as [string, ...string[]]).optional(),
  areaCode: z.enum(CITIES.flatMap((city) => city.areas.map((area) => area.code)) as [string]).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  details: z.union([vehicleDetails, realEstateDetails]),
});

/** What an edit adds: a status, and the photos to keep by id. */
const listingEditForm = listingForm.partial().extend({
  status: z.enum(LISTING_STATUSES).optional(),
  existingImages: z.array(z.uuid()).optional(),
});

const settingsSection = z.union(Object.values(settingsSectionUpdateSchemas));

/**
 * The bodies of routes that read them by hand (multipart forms, and a settings section chosen by
 * its path), keyed `METHOD /path` as the app registers them.
 */
export const HAND_READ_BODIES: Readonly<Record<string, AnySchema>> = {
  'POST /api/listings': listingForm,
  'PUT /api/listings/:id': listingEditForm,
  'PATCH /api/listings/:id': listingEditForm,
  'PUT /api/users/profile': profileUpdateSchema,
  'PATCH /api/users/profile': profileUpdateSchema,
  'PUT /api/users/settings/:section': settingsSection,
  'PATCH /api/users/settings/:section': settingsSection,
};
