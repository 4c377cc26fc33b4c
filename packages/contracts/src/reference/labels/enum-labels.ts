import { LISTING_ACTIONS, MAIN_CATEGORIES, PROPERTY_TYPES, VEHICLE_TYPES } from '../../enums/listing.js';
import type { Language } from '../../enums/user.js';
import {
  BODY_TYPES,
  DRIVE_TYPES,
  FUEL_TYPES,
  IMPORT_STATUSES,
  INSURANCE_TYPES,
  REGISTRATION_STATUSES,
  SERVICE_HISTORIES,
  TRANSMISSION_TYPES,
  VEHICLE_CONDITIONS,
} from '../../enums/vehicle.js';
import {
  ELECTRICITY_SUPPLIES,
  FINISHING_STATES,
  PAYMENT_TERMS,
  PLATE_TYPES,
  REAL_ESTATE_CONDITIONS,
  RENT_PERIODS,
  TITLE_DEED_TYPES,
  WATER_SUPPLIES,
} from '../../listings/listing-fields.js';

/**
 * Every enum whose values have labels, by the name clients know it by: the web shows them as
 * `listing-fields:values.<name>.<value>`, the reference endpoints as `enums.<name>`.
 */
export const LABELLED_ENUMS = {
  mainCategory: MAIN_CATEGORIES,
  listingAction: LISTING_ACTIONS,
  vehicleType: VEHICLE_TYPES,
  propertyType: PROPERTY_TYPES,
  fuelType: FUEL_TYPES,
  transmissionType: TRANSMISSION_TYPES,
  condition: [...new Set([...VEHICLE_CONDITIONS, ...REAL_ESTATE_CONDITIONS])],
  bodyType: BODY_TYPES,
  driveType: DRIVE_TYPES,
  registrationStatus: REGISTRATION_STATUSES,
  serviceHistory: SERVICE_HISTORIES,
  importStatus: IMPORT_STATUSES,
  insuranceType: INSURANCE_TYPES,
  plateType: PLATE_TYPES,
  titleDeedType: TITLE_DEED_TYPES,
  finishingState: FINISHING_STATES,
  electricitySupply: ELECTRICITY_SUPPLIES,
  waterSupply: WATER_SUPPLIES,
  paymentTerms: PAYMENT_TERMS,
  rentPeriod: RENT_PERIODS,
} as const satisfies Record<string, readonly string[]>;

export type LabelledEnum = keyof typeof LABELLED_ENUMS;

/** One language's label of every value of every labelled enum (a test checks none is missing). */
export type EnumLabels = Record<LabelledEnum, Record<string, string>>;

// One module per language, so a page loads only its own language's labels.
const LOADERS: Record<Language, () => Promise<{ default: EnumLabels }>> = {
  en: () => import('./en.js'),
  ar: () => import('./ar.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
};

/** The enum labels in one language, shared by the web's texts and the reference endpoints. */
export const loadEnumLabels = async (language: Language): Promise<EnumLabels> =>
  (await LOADERS[language]()).default;
