import { VEHICLE_EQUIPMENT, type Listing } from '@souqna/contracts';

/**
 * How the detail page groups a listing's details: every field of contracts' listing-fields.ts
 * belongs to exactly one group (a test holds it to that), so every filled detail shows.
 */
export interface DetailGroup {
  /** `listing-fields:groups.<name>`. */
  name: string;
  /** Labelled rows (`fields.<field>`: value). */
  fields: readonly string[];
  /** Shown as a list of what the listing has: equipment flags that are on, and free lists. */
  kind: 'rows' | 'flags' | 'list';
}

export const VEHICLE_GROUPS: readonly DetailGroup[] = [
  {
    name: 'general',
    kind: 'rows',
    fields: [
      'vehicleType',
      'make',
      'model',
      'year',
      'mileage',
      'condition',
      'bodyType',
      'color',
      'interiorColor',
      'upholsteryMaterial',
      'doors',
      'seatingCapacity',
      'standingCapacity',
      'sleepingCapacity',
      'previousOwners',
      'accidentFree',
      'airbags',
    ],
  },
  {
    name: 'engine',
    kind: 'rows',
    fields: [
      'fuelType',
      'transmissionType',
      'driveType',
      'engine',
      'engineSize',
      'engineDisplacement',
      'cylinders',
      'horsepower',
      'torque',
      'maxSpeed',
      'fuelEfficiency',
      'fuelTankCapacity',
      'emissionClass',
      'startingSystem',
      'coolingSystem',
    ],
  },
  {
    name: 'chassis',
    kind: 'rows',
    fields: ['roofType', 'wheelSize', 'wheelType', 'brakeType', 'tireCondition', 'tires'],
  },
  {
    name: 'capacity',
    kind: 'rows',
    fields: [
      'loadCapacity',
      'axleConfiguration',
      'cabType',
      'cargoCapacity',
      'cargoDimensions',
      'freshWaterCapacity',
      'tractiveEffort',
      'attachments',
      'operatingWeight',
      'maximumLiftCapacity',
    ],
  },
  {
    name: 'history',
    kind: 'rows',
    fields: [
      'vin',
      'engineNumber',
      'serviceHistory',
      'serviceHistoryDetails',
      'warranty',
      'warrantyPeriod',
      'insuranceType',
      'registrationStatus',
      'registrationExpiry',
    ],
  },
  {
    name: 'syrianMarket',
    kind: 'rows',
    fields: ['importStatus', 'customsCleared', 'plateType', 'registrationGovernorate'],
  },
  ...Object.entries(VEHICLE_EQUIPMENT).map(([name, fields]): DetailGroup => ({
    name,
    fields,
    kind: 'flags',
  })),
  { name: 'features', kind: 'list', fields: ['features'] },
  { name: 'notes', kind: 'rows', fields: ['additionalNotes'] },
];

export const REAL_ESTATE_GROUPS: readonly DetailGroup[] = [
  {
    name: 'property',
    kind: 'rows',
    fields: [
      'propertyType',
      'size',
      'landArea',
      'bedrooms',
      'bathrooms',
      'halfBathrooms',
      'floor',
      'totalFloors',
      'yearBuilt',
      'condition',
      'furnished',
      'parking',
      'usageType',
    ],
  },
  {
    name: 'building',
    kind: 'rows',
    fields: ['constructionType', 'foundation', 'heating', 'cooling', 'utilities'],
  },
  {
    name: 'land',
    kind: 'rows',
    fields: ['isBuildable', 'zoning', 'accessRoad', 'topography', 'waterFeatures'],
  },
  {
    name: 'syrianMarket',
    kind: 'rows',
    fields: [
      'titleDeedType',
      'finishingState',
      'electricitySupply',
      'waterSupply',
      'paymentTerms',
      'rentPeriod',
    ],
  },
  { name: 'features', kind: 'list', fields: ['features'] },
  { name: 'amenities', kind: 'list', fields: ['amenities'] },
];

/** What is filled: no empty text, no empty list, no equipment flag that is off. */
const isFilled = (value: unknown, kind: DetailGroup['kind']) => {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return kind !== 'flags' || value === true;
};

export interface FilledGroup {
  name: string;
  kind: DetailGroup['kind'];
  entries: { field: string; value: unknown }[];
}

/** Equipment flags, which a seller's `features` list may name too. */
export const EQUIPMENT_FLAGS: ReadonlySet<string> = new Set(Object.values(VEHICLE_EQUIPMENT).flat());

/**
 * A detail as its group shows it: a `features` list leaves out the equipment its flag groups
 * (Safety, Comfort, ...) already list, since clients send both.
 */
const shown = (details: Record<string, unknown>, field: string) => {
  const value = details[field];
  if (field !== 'features' || !Array.isArray(value)) return value;
  return value.filter(
    (item) => !(typeof item === 'string' && EQUIPMENT_FLAGS.has(item) && details[item] === true),
  );
};

/** The listing's groups with their filled details, in order; empty groups left out. */
export function filledGroups(listing: Listing): FilledGroup[] {
  const vehicle = listing.details.vehicles;
  const details = vehicle ?? listing.details.realEstate ?? {};
  const groups = vehicle ? VEHICLE_GROUPS : REAL_ESTATE_GROUPS;
  return groups
    .map(({ name, kind, fields }) => ({
      name,
      kind,
      entries: fields
        .map((field) => ({ field, value: shown(details, field) }))
        .filter(({ value }) => isFilled(value, kind)),
    }))
    .filter((group) => group.entries.length > 0);
}
