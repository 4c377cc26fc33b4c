import { z } from 'zod';
import { enumWithAliases } from '../common/enum-with-aliases.js';

export const MAIN_CATEGORIES = ['vehicles', 'realEstate'] as const;
export const mainCategorySchema = enumWithAliases(MAIN_CATEGORIES, { REAL_ESTATE: 'realEstate', VEHICLE: 'vehicles' });
export type MainCategory = (typeof MAIN_CATEGORIES)[number];

/** The nine vehicle types of the top bar are canonical (DESIGN.md section 4). */
export const VEHICLE_TYPES = ['CAR', 'TRUCK', 'MOTORCYCLE', 'RV', 'BUS', 'VAN', 'TRACTOR', 'CONSTRUCTION', 'OTHER'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
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
export const vehicleTypeSchema = enumWithAliases(VEHICLE_TYPES, VEHICLE_TYPE_ALIASES);

/** `SUV` is a car with an SUV body: the one alias that carries a second fact. */
export function normaliseVehicleType(input: string): { vehicleType: VehicleType; bodyType?: 'SUV' } | undefined {
  const vehicleType = vehicleTypeSchema.normalise(input);
  if (!vehicleType) return undefined;
  return input.trim().toUpperCase() === 'SUV' ? { vehicleType, bodyType: 'SUV' } : { vehicleType };
}

export const PROPERTY_TYPES = ['HOUSE', 'APARTMENT', 'CONDO', 'LAND', 'COMMERCIAL', 'OTHER'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const propertyTypeSchema = enumWithAliases(PROPERTY_TYPES, {
  VILLA: 'HOUSE',
  OFFICE: 'COMMERCIAL',
  STORE: 'COMMERCIAL',
  SHOP: 'COMMERCIAL',
});

export const SUBCATEGORIES = { vehicles: VEHICLE_TYPES, realEstate: PROPERTY_TYPES } as const;
export type SubCategory = VehicleType | PropertyType;

export const LISTING_ACTIONS = ['SALE', 'RENT'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
export const listingActionSchema = enumWithAliases(LISTING_ACTIONS, { FOR_SALE: 'SALE', FOR_RENT: 'RENT' });

export const LISTING_STATUSES = ['active', 'inactive', 'sold', 'rented', 'pending'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const listingStatusSchema = enumWithAliases(LISTING_STATUSES);

export const CURRENCIES = ['SYP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = enumWithAliases(CURRENCIES, { '$': 'USD', 'ل.س': 'SYP', LS: 'SYP' });
export const DEFAULT_CURRENCY: Currency = 'SYP';

export const SORT_OPTIONS = ['newestFirst', 'oldestFirst', 'priceHighToLow', 'priceLowToHigh', 'mostFavorited', 'relevance'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const REPORT_REASONS = ['SPAM', 'INAPPROPRIATE', 'MISLEADING', 'OFFENSIVE', 'HARASSMENT', 'FRAUD', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const reportReasonSchema = enumWithAliases(REPORT_REASONS);

export const REPORT_STATUSES = ['open', 'reviewing', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const reportStatusSchema = enumWithAliases(REPORT_STATUSES, { PENDING: 'open' });

export const mainCategoryValue = z.enum(MAIN_CATEGORIES);
