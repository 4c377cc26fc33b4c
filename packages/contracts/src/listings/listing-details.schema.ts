import { z } from 'zod';
import { readNumber } from '../common/numbers.js';
import type { ValidationKey } from '../common/validation.js';
import { normaliseVehicleType, propertyTypeSchema } from '../enums/listing.schema.js';
import {
  bodyTypeSchema,
  driveTypeSchema,
  fuelTypeSchema,
  importStatusSchema,
  insuranceTypeSchema,
  registrationStatusSchema,
  serviceHistorySchema,
  transmissionTypeSchema,
  vehicleConditionSchema,
} from '../enums/vehicle.schema.js';
import { CUSTOM_MODEL, findMake, findModel, matchMake, OTHER_MAKE } from '../reference/makes.js';
import { enumWithAliases } from '../common/enum-with-aliases.js';
import {
  ELECTRICITY_SUPPLIES,
  FINISHING_STATES,
  PAYMENT_TERMS,
  PLATE_TYPES,
  REAL_ESTATE_BOOLEAN_FIELDS,
  REAL_ESTATE_DECIMAL_FIELDS,
  REAL_ESTATE_INTEGER_FIELDS,
  REAL_ESTATE_TEXT_FIELDS,
  RENT_PERIODS,
  TITLE_DEED_TYPES,
  VEHICLE_BOOLEAN_FIELDS,
  VEHICLE_DECIMAL_FIELDS,
  VEHICLE_INTEGER_FIELDS,
  VEHICLE_TEXT_FIELDS,
  VEHICLE_YES_NO_TEXT_FIELDS,
  WATER_SUPPLIES,
} from './listing-fields.js';

type Raw = Record<string, unknown>;
type Issue = { path: string; key: ValidationKey; params?: Record<string, unknown> };
export type DetailsResult<T> = { value: T; issues: Issue[] };
type Choice = { values: readonly string[]; normalise: (input: string) => string | undefined };

const TEXT_MAX = 500;
const FEATURES_MAX = 60;

export const isBlankField = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const TRUE = new Set(['true', '1', 'yes', 'on', 'y']);
// What a yes-or-no text field takes for a yes or a no; any other text stays text.
const YES_NO = new Set(['true', 'false', 'yes', 'no']);
const YES_NO_TEXT = new Set<string>(VEHICLE_YES_NO_TEXT_FIELDS);
/** Spec section 5: booleans are coerced from whatever a form sends. */
export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (isBlankField(value)) return undefined;
  if (typeof value === 'number') return value !== 0;
  return typeof value === 'string' ? TRUE.has(value.trim().toLowerCase()) : undefined;
}

function toList(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string' && value.trim()
      ? value.split(',')
      : [];
  return [
    ...new Set(
      items
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.trim().slice(0, 80))
        .filter(Boolean),
    ),
  ].slice(0, FEATURES_MAX);
}

/** Reads one kind of field from `raw` into `out`, noting problems; shared by both detail kinds. */
function reader(raw: Raw, out: Raw, issues: Issue[]) {
  return {
    integer(field: string, range: [number, number], fallback?: number) {
      const parsed = readNumber(raw[field]);
      const value = parsed === undefined ? fallback : Math.trunc(parsed);
      if (value === undefined) return;
      if (value < range[0]) issues.push({ path: field, key: 'tooSmall', params: { min: range[0] } });
      else if (value > range[1]) issues.push({ path: field, key: 'tooBig', params: { max: range[1] } });
      else out[field] = value;
    },
    decimal(field: string, range: [number, number]) {
      if (isBlankField(raw[field])) return;
      const value = readNumber(raw[field]);
      if (value === undefined) issues.push({ path: field, key: 'invalidFormat' });
      else if (value < range[0]) issues.push({ path: field, key: 'tooSmall', params: { min: range[0] } });
      else if (value > range[1]) issues.push({ path: field, key: 'tooBig', params: { max: range[1] } });
      else out[field] = value;
    },
    boolean(field: string) {
      const value = toBoolean(raw[field]);
      if (value !== undefined) out[field] = value;
    },
    text(field: string) {
      if (isBlankField(raw[field])) return;
      if (YES_NO_TEXT.has(field) && YES_NO.has(String(raw[field]).trim().toLowerCase())) {
        out[field] = toBoolean(raw[field]);
        return;
      }
      const value = typeof raw[field] === 'number' ? String(raw[field]) : raw[field];
      if (typeof value !== 'string') issues.push({ path: field, key: 'invalidFormat' });
      else if (value.trim().length > TEXT_MAX)
        issues.push({ path: field, key: 'tooLong', params: { max: TEXT_MAX } });
      else out[field] = value.trim();
    },
    choice(field: string, schema: Choice) {
      if (isBlankField(raw[field])) return;
      const value = typeof raw[field] === 'string' ? schema.normalise(raw[field]) : undefined;
      if (value === undefined) issues.push({ path: field, key: 'invalidFormat' });
      else out[field] = value;
    },
  };
}

/** The vehicle fields chosen from a list, by the schema that reads each. */
const VEHICLE_CHOICES: Record<string, Choice> = {
  fuelType: fuelTypeSchema,
  transmissionType: transmissionTypeSchema,
  condition: vehicleConditionSchema,
  bodyType: bodyTypeSchema,
  driveType: driveTypeSchema,
  registrationStatus: registrationStatusSchema,
  serviceHistory: serviceHistorySchema,
  importStatus: importStatusSchema,
  insuranceType: insuranceTypeSchema,
  plateType: /* @__PURE__ */ enumWithAliases(PLATE_TYPES),
};

const REAL_ESTATE_CHOICES: Record<string, Choice> = {
  titleDeedType: /* @__PURE__ */ enumWithAliases(TITLE_DEED_TYPES, {
    GREEN_TABOO: 'greenTabu',
    TABU: 'greenTabu',
  }),
  finishingState: /* @__PURE__ */ enumWithAliases(FINISHING_STATES),
  electricitySupply: /* @__PURE__ */ enumWithAliases(ELECTRICITY_SUPPLIES),
  waterSupply: /* @__PURE__ */ enumWithAliases(WATER_SUPPLIES),
  paymentTerms: /* @__PURE__ */ enumWithAliases(PAYMENT_TERMS),
  rentPeriod: /* @__PURE__ */ enumWithAliases(RENT_PERIODS),
};

/** Every detail key a kind of listing holds, by how it is read: what an edit merges key by key. */
export interface DetailKeys {
  /** Read together: the type, and for vehicles the make and model (with their custom texts). */
  identity: readonly string[];
  integer: readonly string[];
  decimal: readonly string[];
  boolean: readonly string[];
  text: readonly string[];
  choice: Readonly<Record<string, readonly string[]>>;
  list: readonly string[];
}

const valuesOf = (choices: Record<string, Choice>) =>
  Object.fromEntries(Object.entries(choices).map(([field, schema]) => [field, schema.values]));

export const VEHICLE_DETAIL_KEYS: DetailKeys = {
  identity: ['vehicleType', 'make', 'model', 'customMake', 'customModel'],
  integer: VEHICLE_INTEGER_FIELDS,
  decimal: VEHICLE_DECIMAL_FIELDS,
  boolean: VEHICLE_BOOLEAN_FIELDS,
  text: VEHICLE_TEXT_FIELDS,
  choice: /* @__PURE__ */ valuesOf(VEHICLE_CHOICES),
  list: ['features'],
};

export const REAL_ESTATE_DETAIL_KEYS: DetailKeys = {
  identity: ['propertyType'],
  integer: REAL_ESTATE_INTEGER_FIELDS,
  decimal: REAL_ESTATE_DECIMAL_FIELDS,
  boolean: REAL_ESTATE_BOOLEAN_FIELDS,
  text: REAL_ESTATE_TEXT_FIELDS,
  choice: /* @__PURE__ */ valuesOf(REAL_ESTATE_CHOICES),
  list: ['features', 'amenities'],
};

/** Every key of a kind's details, flat. */
export const detailKeysOf = (keys: DetailKeys): string[] => [
  ...keys.identity,
  ...keys.integer,
  ...keys.decimal,
  ...keys.boolean,
  ...keys.text,
  ...Object.keys(keys.choice),
  ...keys.list,
];

export interface VehicleDetailsInput extends Raw {
  vehicleType: string;
  make: string;
  model: string;
  features: string[];
}

/**
 * Vehicle details by spec section 5's multipart rules: vehicleType, make and model required
 * ('{field} is required for vehicle listings'), integers parsed with their defaults, booleans
 * coerced, text trimmed, features a list, OTHER_MAKE / CUSTOM_MODEL replaced by the custom text.
 */
export function parseVehicleDetails(raw: Raw, now = new Date()): DetailsResult<VehicleDetailsInput> {
  const out: Raw = {};
  const issues: Issue[] = [];
  const read = reader(raw, out, issues);

  const type = typeof raw.vehicleType === 'string' ? normaliseVehicleType(raw.vehicleType) : undefined;
  if (isBlankField(raw.vehicleType))
    issues.push({ path: 'vehicleType', key: 'requiredForVehicle', params: { field: 'vehicleType' } });
  else if (!type) issues.push({ path: 'vehicleType', key: 'invalidFormat' });
  else {
    out.vehicleType = type.vehicleType;
    if (type.bodyType && isBlankField(raw.bodyType)) out.bodyType = type.bodyType;
  }

  const customMake = typeof raw.customMake === 'string' ? raw.customMake.trim() : '';
  const customModel = typeof raw.customModel === 'string' ? raw.customModel.trim() : '';
  const makeInput = typeof raw.make === 'string' ? raw.make.trim() : '';
  const modelInput = typeof raw.model === 'string' ? raw.model.trim() : '';
  const make = makeInput === OTHER_MAKE ? customMake : makeInput;
  const model = modelInput === CUSTOM_MODEL ? customModel : modelInput;
  if (!make)
    issues.push({
      path: makeInput === OTHER_MAKE ? 'customMake' : 'make',
      key: 'requiredForVehicle',
      params: { field: 'make' },
    });
  if (!model)
    issues.push({
      path: modelInput === CUSTOM_MODEL ? 'customModel' : 'model',
      key: 'requiredForVehicle',
      params: { field: 'model' },
    });
  // Catalogue makes and models are kept by code, whatever script they were typed in.
  const known = findMake(make.toLowerCase()) ?? matchMake(make);
  out.make = known ? known.code : make.slice(0, 80);
  out.model = known
    ? (findModel(known.code, model.toLowerCase())?.code ?? model.slice(0, 80))
    : model.slice(0, 80);
  if (makeInput === OTHER_MAKE && customMake) out.customMake = customMake.slice(0, 80);
  if (modelInput === CUSTOM_MODEL && customModel) out.customModel = customModel.slice(0, 80);

  const thisYear = now.getUTCFullYear();
  for (const field of VEHICLE_INTEGER_FIELDS) {
    const defaults: Partial<Record<string, number>> = { year: thisYear, mileage: 0 };
    const ranges: Partial<Record<string, [number, number]>> = {
      year: [1900, thisYear + 1],
      mileage: [0, 5_000_000],
      previousOwners: [0, 50],
      doors: [0, 10],
      airbags: [0, 30],
    };
    read.integer(field, ranges[field] ?? [0, 100_000], defaults[field]);
  }
  for (const field of VEHICLE_DECIMAL_FIELDS) read.decimal(field, [0, 1_000_000]);
  for (const field of VEHICLE_BOOLEAN_FIELDS) read.boolean(field);
  for (const field of VEHICLE_TEXT_FIELDS) read.text(field);
  for (const [field, schema] of Object.entries(VEHICLE_CHOICES)) read.choice(field, schema);
  out.features = toList(raw.features);
  return { value: out as VehicleDetailsInput, issues };
}

export interface RealEstateDetailsInput extends Raw {
  propertyType: string;
  features: string[];
  amenities: string[];
}

/** Real-estate details; bathrooms count halves (0.5 is a toilet only). */
export function parseRealEstateDetails(raw: Raw, now = new Date()): DetailsResult<RealEstateDetailsInput> {
  const out: Raw = {};
  const issues: Issue[] = [];
  const read = reader(raw, out, issues);
  const type =
    typeof raw.propertyType === 'string' ? propertyTypeSchema.normalise(raw.propertyType) : undefined;
  if (isBlankField(raw.propertyType)) issues.push({ path: 'propertyType', key: 'required' });
  else if (!type) issues.push({ path: 'propertyType', key: 'invalidFormat' });
  else out.propertyType = type;

  const ranges: Partial<Record<string, [number, number]>> = {
    yearBuilt: [1800, now.getUTCFullYear() + 5],
    floor: [-5, 200],
    totalFloors: [0, 200],
    bedrooms: [0, 100],
  };
  for (const field of REAL_ESTATE_INTEGER_FIELDS) read.integer(field, ranges[field] ?? [0, 1000]);
  for (const field of REAL_ESTATE_DECIMAL_FIELDS)
    read.decimal(field, field === 'bathrooms' ? [0, 100] : [0, 100_000_000]);
  if (typeof out.bathrooms === 'number' && (out.bathrooms * 2) % 1 !== 0) {
    issues.push({ path: 'bathrooms', key: 'invalidFormat' });
    delete out.bathrooms;
  }
  for (const field of REAL_ESTATE_BOOLEAN_FIELDS) read.boolean(field);
  for (const field of REAL_ESTATE_TEXT_FIELDS) read.text(field);
  for (const [field, schema] of Object.entries(REAL_ESTATE_CHOICES)) read.choice(field, schema);
  out.features = toList(raw.features);
  out.amenities = toList(raw.amenities);
  return { value: out as RealEstateDetailsInput, issues };
}

/** The details object as clients nest it ({vehicles}, {realEstate}) or send it flat. */
export const rawDetailsSchema = z.record(z.string(), z.unknown());
