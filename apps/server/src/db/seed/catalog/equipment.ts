import type { DriveType } from '@souqna/contracts';

/** Paint and facade colours (#rrggbb, as the listing form stores them). */
export const COLOR = {
  white: '#f4f4f2',
  pearl: '#ece6da',
  silver: '#c9ccd1',
  grey: '#7a7f86',
  graphite: '#44484e',
  black: '#1f2124',
  red: '#b0232a',
  maroon: '#6e1f2a',
  blue: '#1f4e79',
  skyBlue: '#7fa7c9',
  green: '#2e7d32',
  olive: '#6b7b3a',
  gold: '#c8b08a',
  yellow: '#f2b705',
  orange: '#d86a1f',
  teal: '#2f7f8f',
  // facades and land
  limestone: '#e3d6bd',
  sandstone: '#d9c29a',
  basalt: '#6f6a66',
  cream: '#efe6d2',
  plaster: '#e9e2d6',
  terracotta: '#c98b6b',
  glassBlue: '#8fa9bd',
  soil: '#b49a6a',
  meadow: '#9cae6a',
} as const;

/** Equipment flags of spec section 3, stored as booleans and as the `features` list. */
export const BASIC = ['abs', 'airConditioning', 'powerSteering', 'centralLocking', 'powerWindows'] as const;
export const MID = [...BASIC, 'bluetooth', 'alloyWheels', 'fogLights', 'usbPort'] as const;
export const FULL = [
  ...MID,
  'rearCamera',
  'parkingSensors',
  'cruiseControl',
  'keylessEntry',
  'climateControl',
  'leatherSeats',
] as const;
export const LUXURY = [
  ...FULL,
  'sunroof',
  'navigation',
  'heatedSeats',
  'ledHeadlights',
  'parkingCamera',
] as const;

export interface VehicleSpecs {
  engineSize?: number;
  horsepower?: number;
  cylinders?: number;
  doors?: number;
  seats?: number;
  drive?: DriveType;
  interior?: string;
  owners?: number;
  history?: 'full' | 'partial' | 'none';
  import?: 'local' | 'imported' | 'gcc';
  customs?: boolean;
  accidentFree?: boolean;
  registration?: 'registered' | 'unregistered' | 'expired';
  insurance?: 'comprehensive' | 'thirdParty' | 'none';
  warrantyMonths?: number;
  airbags?: number;
  features?: readonly string[];
  /** Type-specific fields of spec section 3 (loadCapacity, sleepingCapacity, operatingWeight, ...). */
  more?: Record<string, unknown>;
}

/** The vehicle details' `extras` in the spec's field names, with the usual Syrian defaults. */
export function vehicleExtras(specs: VehicleSpecs): Record<string, unknown> {
  const features = [...(specs.features ?? BASIC)];
  const warranty = (specs.warrantyMonths ?? 0) > 0;
  return {
    ...(specs.engineSize !== undefined ? { engineSize: specs.engineSize } : {}),
    ...(specs.horsepower !== undefined ? { horsepower: specs.horsepower } : {}),
    ...(specs.cylinders !== undefined ? { cylinders: specs.cylinders } : {}),
    ...(specs.doors !== undefined ? { doors: specs.doors } : {}),
    ...(specs.seats !== undefined ? { seatingCapacity: specs.seats } : {}),
    ...(specs.drive ? { driveType: specs.drive } : {}),
    ...(specs.airbags !== undefined ? { airbags: specs.airbags } : {}),
    interiorColor: specs.interior ?? COLOR.black,
    previousOwners: specs.owners ?? 1,
    serviceHistory: specs.history ?? 'partial',
    importStatus: specs.import ?? 'imported',
    customsCleared: specs.customs ?? true,
    accidentFree: specs.accidentFree ?? true,
    registrationStatus: specs.registration ?? 'registered',
    insuranceType: specs.insurance ?? 'thirdParty',
    warranty,
    ...(warranty ? { warrantyPeriod: `${specs.warrantyMonths} months` } : {}),
    features,
    ...Object.fromEntries(features.map((feature) => [feature, true])),
    ...specs.more,
  };
}

export interface HomeFeatures {
  heating?: 'dieselCentral' | 'splitAC' | 'gasStove' | 'none';
  cooling?: 'splitAC' | 'central' | 'none';
  parking?: 'garage' | 'street' | 'none';
  elevator?: boolean;
  solarPanels?: boolean;
  generator?: 'private' | 'shared' | 'none';
  view?: 'sea' | 'city' | 'mountain' | 'garden' | 'street';
  facing?: string;
  titleDeed?: 'greenTabu' | 'courtRuling' | 'notary' | 'other';
  amenities?: string[];
}

/**
 * Real-estate extras in the details' own keys and values, as the API would store them; a green
 * tabu (clean title deed) unless told. `parking` counts places: a garage is one, the street none.
 */
export const homeExtras = (features: HomeFeatures): Record<string, unknown> => ({
  titleDeedType: features.titleDeed ?? 'greenTabu',
  heating: features.heating ?? 'dieselCentral',
  cooling: features.cooling ?? 'splitAC',
  ...(features.parking === 'garage' ? { parking: 1 } : {}),
  elevator: features.elevator ?? false,
  solarPanels: features.solarPanels ?? false,
  generator: features.generator ?? 'none',
  ...(features.view ? { view: features.view } : {}),
  ...(features.facing ? { facing: features.facing } : {}),
  amenities: [...(features.elevator ? ['elevator'] : []), ...(features.amenities ?? [])],
});
