export const MAIN_CATEGORIES = ['vehicles', 'realEstate'] as const;

export type MainCategory = (typeof MAIN_CATEGORIES)[number];

/** The nine vehicle types of the top bar are canonical (DESIGN.md section 4). */

export const VEHICLE_TYPES = [
  'CAR',
  'TRUCK',
  'MOTORCYCLE',
  'RV',
  'BUS',
  'VAN',
  'TRACTOR',
  'CONSTRUCTION',
  'OTHER',
] as const;

export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const PROPERTY_TYPES = ['HOUSE', 'APARTMENT', 'CONDO', 'LAND', 'COMMERCIAL', 'OTHER'] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const SUBCATEGORIES = { vehicles: VEHICLE_TYPES, realEstate: PROPERTY_TYPES } as const;

export type SubCategory = VehicleType | PropertyType;

export const LISTING_ACTIONS = ['SALE', 'RENT'] as const;

export type ListingAction = (typeof LISTING_ACTIONS)[number];

/** `expired`: an active listing not renewed within LISTING_LIFETIME_DAYS (DESIGN.md 4, issue 23). */
export const LISTING_STATUSES = ['active', 'inactive', 'sold', 'rented', 'pending', 'expired'] as const;

/** An active listing expires this many days after it was published or last renewed. */
export const LISTING_LIFETIME_DAYS = 60;
/** Its owner is told this many days before. */
export const LISTING_EXPIRY_NOTICE_DAYS = 3;

export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const CURRENCIES = ['SYP', 'USD'] as const;

export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'SYP';

export const SORT_OPTIONS = [
  'newestFirst',
  'oldestFirst',
  'priceHighToLow',
  'priceLowToHigh',
  'mostFavorited',
  'popularity',
  'locationAToZ',
  'locationZToA',
  'relevance',
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number];

export const REPORT_REASONS = [
  'SPAM',
  'INAPPROPRIATE',
  'MISLEADING',
  'OFFENSIVE',
  'HARASSMENT',
  'FRAUD',
  'OTHER',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'reviewing', 'resolved', 'dismissed'] as const;

export type ReportStatus = (typeof REPORT_STATUSES)[number];
