// Enum schemas live apart from the plain value lists so the web's first load needs no zod;
// they are marked pure so a bundle drops the ones it does not use.
import { enumWithAliases, foldEnumKey } from '../common/enum-with-aliases.js';
import {
  CURRENCIES,
  LISTING_ACTIONS,
  LISTING_STATUSES,
  MAIN_CATEGORIES,
  PROPERTY_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  VEHICLE_TYPES,
  type VehicleType,
} from './listing.js';

export const mainCategorySchema = /* @__PURE__ */ enumWithAliases(MAIN_CATEGORIES, {
  REAL_ESTATE: 'realEstate',
  VEHICLE: 'vehicles',
});

const VEHICLE_TYPE_ALIASES = {
  SUV: 'CAR',
  CARS: 'CAR',
  MOTORCYCLES: 'MOTORCYCLE',
  PASSENGER_VEHICLES: 'BUS',
  COMMERCIAL_TRANSPORT: 'TRUCK',
  CONSTRUCTION_VEHICLES: 'CONSTRUCTION',
  HEAVY_EQUIPMENT: 'CONSTRUCTION',
  CONSTRUCTION_EQUIPMENT: 'CONSTRUCTION',
  AGRICULTURAL_EQUIPMENT: 'TRACTOR',
  ATV: 'OTHER',
  BOAT: 'OTHER',
  TRAILER: 'OTHER',
  INDUSTRIAL_EQUIPMENT: 'OTHER',
} as const satisfies Record<string, VehicleType>;

export const vehicleTypeSchema = /* @__PURE__ */ enumWithAliases(VEHICLE_TYPES, VEHICLE_TYPE_ALIASES);

/** `SUV` is a car with an SUV body: the one alias that carries a second fact. */
export function normaliseVehicleType(
  input: string,
): { vehicleType: VehicleType; bodyType?: 'SUV' } | undefined {
  const vehicleType = vehicleTypeSchema.normalise(input);
  if (!vehicleType) return undefined;
  return foldEnumKey(input) === 'suv' ? { vehicleType, bodyType: 'SUV' } : { vehicleType };
}

export const propertyTypeSchema = /* @__PURE__ */ enumWithAliases(PROPERTY_TYPES, {
  VILLA: 'HOUSE',
  OFFICE: 'COMMERCIAL',
  STORE: 'COMMERCIAL',
  SHOP: 'COMMERCIAL',
});

export const listingActionSchema = /* @__PURE__ */ enumWithAliases(LISTING_ACTIONS, {
  FOR_SALE: 'SALE',
  FOR_RENT: 'RENT',
});

export const listingStatusSchema = /* @__PURE__ */ enumWithAliases(LISTING_STATUSES);

export const currencySchema = /* @__PURE__ */ enumWithAliases(CURRENCIES, {
  $: 'USD',
  'ل.س': 'SYP',
  LS: 'SYP',
});

export const reportReasonSchema = /* @__PURE__ */ enumWithAliases(REPORT_REASONS);

export const reportStatusSchema = /* @__PURE__ */ enumWithAliases(REPORT_STATUSES, { PENDING: 'open' });
