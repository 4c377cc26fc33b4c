// Enum schemas live apart from the plain value lists so the web's first load needs no zod;
// they are marked pure so a bundle drops the ones it does not use.
import { foldEnumKey } from '../common/enum-reader.js';
import { enumSchemaOf, enumWithAliases } from '../common/enum-with-aliases.js';
import {
  currencyReader,
  listingActionReader,
  mainCategoryReader,
  propertyTypeReader,
  vehicleTypeReader,
} from './readers.js';
import { LISTING_STATUSES, REPORT_REASONS, REPORT_STATUSES, type VehicleType } from './listing.js';

export const mainCategorySchema = /* @__PURE__ */ enumSchemaOf(mainCategoryReader);

export const vehicleTypeSchema = /* @__PURE__ */ enumSchemaOf(vehicleTypeReader);

/** `SUV` is a car with an SUV body: the one alias that carries a second fact. */
export function normaliseVehicleType(
  input: string,
): { vehicleType: VehicleType; bodyType?: 'SUV' } | undefined {
  const vehicleType = vehicleTypeSchema.normalise(input);
  if (!vehicleType) return undefined;
  return foldEnumKey(input) === 'suv' ? { vehicleType, bodyType: 'SUV' } : { vehicleType };
}

export const propertyTypeSchema = /* @__PURE__ */ enumSchemaOf(propertyTypeReader);

export const listingActionSchema = /* @__PURE__ */ enumSchemaOf(listingActionReader);

export const listingStatusSchema = /* @__PURE__ */ enumWithAliases(LISTING_STATUSES);

export const currencySchema = /* @__PURE__ */ enumSchemaOf(currencyReader);

export const reportReasonSchema = /* @__PURE__ */ enumWithAliases(REPORT_REASONS);

export const reportStatusSchema = /* @__PURE__ */ enumWithAliases(REPORT_STATUSES, { PENDING: 'open' });
