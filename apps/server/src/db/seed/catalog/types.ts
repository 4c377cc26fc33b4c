import type {
  BodyType,
  Currency,
  FuelType,
  ListingAction,
  PropertyType,
  TransmissionType,
  VehicleCondition,
  VehicleType,
} from '@souqna/contracts';
import type { BuildingShape } from '../images/buildings-svg.js';
import type { VehicleShape } from '../images/vehicles-svg.js';

/** Which demo account lists it (see accounts.ts). */
export type SellerKey = 'cars' | 'homes';

export interface Deal {
  action: ListingAction;
  price: number;
  currency: Currency;
  /** What a rent price is for; kept in the details' extras. */
  period?: 'day' | 'month';
  /** Default active. */
  status?: 'sold' | 'rented';
}

/** Listing language: Arabic, English, or both in one text (title "ar | en", paragraphs ar then en). */
export interface ListingText {
  language: 'ar' | 'en' | 'both';
  title: string;
  description: string;
}

interface SeedBase {
  /** Stable key: the listing id derives from it, so re-seeding finds the row. Never change one. */
  key: string;
  /** [city code, area code] from contracts' CITIES. */
  at: readonly [string, string];
  deal: Deal;
  text: ListingText;
  /** #rrggbb: paint or facade, also the colour of the generated photos. */
  color: string;
  extras: Record<string, unknown>;
}

export interface VehicleSeed extends SeedBase {
  type: VehicleType;
  /** Codes from contracts' VEHICLE_MAKES, or OTHER_MAKE / CUSTOM_MODEL with `custom`. */
  make: string;
  model: string;
  custom?: { make: string; model: string };
  year: number;
  mileage: number | null;
  fuel: FuelType;
  transmission: TransmissionType;
  condition: VehicleCondition;
  body?: BodyType;
  shape: VehicleShape;
}

export interface PropertySeed extends SeedBase {
  type: PropertyType;
  shape: BuildingShape;
  /** m² built (or the plot for land). */
  size: number;
  landArea?: number;
  bedrooms?: number;
  /** 0.5 steps: 1.5 is one full bathroom and a guest toilet. */
  bathrooms?: number;
  yearBuilt?: number;
  condition?: 'new' | 'excellent' | 'good' | 'fair' | 'needsRenovation';
  furnished?: boolean;
  floor?: number;
  totalFloors?: number;
}

export const sale = (price: number, currency: Currency, status?: 'sold'): Deal => ({
  action: 'SALE',
  price,
  currency,
  ...(status ? { status } : {}),
});

export const rent = (
  price: number,
  currency: Currency,
  period: 'day' | 'month',
  status?: 'rented',
): Deal => ({
  action: 'RENT',
  price,
  currency,
  period,
  ...(status ? { status } : {}),
});

export const ar = (title: string, description: string): ListingText => ({
  language: 'ar',
  title,
  description,
});
export const en = (title: string, description: string): ListingText => ({
  language: 'en',
  title,
  description,
});
export const both = (
  titleAr: string,
  titleEn: string,
  descriptionAr: string,
  descriptionEn: string,
): ListingText => ({
  language: 'both',
  title: `${titleAr} | ${titleEn}`,
  description: `${descriptionAr}\n\n${descriptionEn}`,
});
