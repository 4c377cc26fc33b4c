// Canonical readings are lower camelCase (DESIGN.md section 4); the upper-case readings fold onto

// them through enumWithAliases (vehicle.schema.ts), and the values only the other reading has are added.

export const FUEL_TYPES = [
  'gasoline',
  'diesel',
  'electric',
  'hybrid',
  'pluginHybrid',
  'lpg',
  'cng',
  'hydrogen',
  'other',
] as const;

export type FuelType = (typeof FUEL_TYPES)[number];

export const TRANSMISSION_TYPES = [
  'automatic',
  'manual',
  'semiAutomatic',
  'cvt',
  'dualClutch',
  'other',
] as const;

export type TransmissionType = (typeof TRANSMISSION_TYPES)[number];

export const VEHICLE_CONDITIONS = [
  'new',
  'likeNew',
  'excellent',
  'good',
  'fair',
  'poor',
  'salvage',
  'used',
  'certifiedPreOwned',
  'other',
] as const;

export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];

export const DRIVE_TYPES = ['FWD', 'RWD', 'AWD', 'FOUR_WHEEL_DRIVE', 'OTHER'] as const;

export type DriveType = (typeof DRIVE_TYPES)[number];

export const BODY_TYPES = [
  'SEDAN',
  'SUV',
  'HATCHBACK',
  'COUPE',
  'CONVERTIBLE',
  'WAGON',
  'VAN',
  'TRUCK',
  'OTHER',
] as const;

export type BodyType = (typeof BODY_TYPES)[number];

export const REGISTRATION_STATUSES = ['registered', 'unregistered', 'expired'] as const;

export const SERVICE_HISTORIES = ['full', 'partial', 'none'] as const;

export const IMPORT_STATUSES = ['local', 'imported', 'gcc'] as const;

export const INSURANCE_TYPES = ['comprehensive', 'thirdParty', 'none'] as const;
