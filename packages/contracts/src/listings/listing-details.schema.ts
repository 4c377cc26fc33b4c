import { z } from 'zod';
import { toLatinDigits } from '../common/numbers.js';
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
  WATER_SUPPLIES,
} from './listing-fields.js';

type Raw = Record<string, unknown>;
type Issue = { path: string; key: ValidationKey; params?: Record<string, unknown> };
export type DetailsResult<T> = { value: T; issues: Issue[] };

const TEXT_MAX = 500;
const FEATURES_MAX = 60;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = toLatinDigits(value).replace(/[\s,]/g, '');
  return cleaned !== '' && /^[+-]?\d*\.?\d+$/.test(cleaned) ? Number(cleaned) : undefined;
}

const TRUE = new Set(['true', '1', 'yes', 'on', 'y']);
/** Spec section 5: booleans are coerced from whatever a form sends. */
export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (isBlank(value)) return undefined;
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
      const parsed = toNumber(raw[field]);
      const value = parsed === undefined ? fallback : Math.trunc(parsed);
      if (value === undefined) return;
      if (value < range[0]) issues.push({ path: field, key: 'tooSmall', params: { min: range[0] } });
      else if (value > range[1]) issues.push({ path: field, key: 'tooBig', params: { max: range[1] } });
      else out[field] = value;
    },
    decimal(field: string, range: [number, number]) {
      if (isBlank(raw[field])) return;
      const value = toNumber(raw[field]);
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
      if (isBlank(raw[field])) return;
      const value = typeof raw[field] === 'number' ? String(raw[field]) : raw[field];
      if (typeof value !== 'string') issues.push({ path: field, key: 'invalidFormat' });
      else if (value.trim().length > TEXT_MAX)
        issues.push({ path: field, key: 'tooLong', params: { max: TEXT_MAX } });
      else out[field] = value.trim();
    },
    choice(field: string, schema: { normalise: (input: string) => string | undefined }) {
      if (isBlank(raw[field])) return;
      const value = typeof raw[field] === 'string' ? schema.normalise(raw[field]) : undefined;
      if (value === undefined) issues.push({ path: field, key: 'invalidFormat' });
      else out[field] = value;
    },
  };
}

const plateTypeSchema = /* @__PURE__ */ enumWithAliases(PLATE_TYPES);
const titleDeedSchema = /* @__PURE__ */ enumWithAliases(TITLE_DEED_TYPES, {
  GREEN_TABOO: 'greenTabu',
  TABU: 'greenTabu',
});
const finishingSchema = /* @__PURE__ */ enumWithAliases(FINISHING_STATES);
const electricitySchema = /* @__PURE__ */ enumWithAliases(ELECTRICITY_SUPPLIES);
const waterSchema = /* @__PURE__ */ enumWithAliases(WATER_SUPPLIES);
const paymentSchema = /* @__PURE__ */ enumWithAliases(PAYMENT_TERMS);
const rentPeriodSchema = /* @__PURE__ */ enumWithAliases(RENT_PERIODS);

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
  if (isBlank(raw.vehicleType))
    issues.push({ path: 'vehicleType', key: 'requiredForVehicle', params: { field: 'vehicleType' } });
  else if (!type) issues.push({ path: 'vehicleType', key: 'invalidFormat' });
  else {
    out.vehicleType = type.vehicleType;
    if (type.bodyType && isBlank(raw.bodyType)) out.bodyType = type.bodyType;
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
  read.choice('fuelType', fuelTypeSchema);
  read.choice('transmissionType', transmissionTypeSchema);
  read.choice('condition', vehicleConditionSchema);
  read.choice('bodyType', bodyTypeSchema);
  read.choice('driveType', driveTypeSchema);
  read.choice('registrationStatus', registrationStatusSchema);
  read.choice('serviceHistory', serviceHistorySchema);
  read.choice('importStatus', importStatusSchema);
  read.choice('insuranceType', insuranceTypeSchema);
  read.choice('plateType', plateTypeSchema);
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
  if (isBlank(raw.propertyType)) issues.push({ path: 'propertyType', key: 'required' });
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
  read.choice('titleDeedType', titleDeedSchema);
  read.choice('finishingState', finishingSchema);
  read.choice('electricitySupply', electricitySchema);
  read.choice('waterSupply', waterSchema);
  read.choice('paymentTerms', paymentSchema);
  read.choice('rentPeriod', rentPeriodSchema);
  out.features = toList(raw.features);
  out.amenities = toList(raw.amenities);
  return { value: out as RealEstateDetailsInput, issues };
}

/** The details object as clients nest it ({vehicles}, {realEstate}) or send it flat. */
export const rawDetailsSchema = z.record(z.string(), z.unknown());
