import {
  CUSTOM_MODEL,
  OTHER_MAKE,
  VEHICLE_EQUIPMENT,
  type ListingAction,
  type MainCategory,
} from '@souqna/contracts';

/**
 * Which detail fields apply to which vehicle or property type: one table, read by the form (what
 * to draw), the rules (what to check) and the payload pruning (what to send). Spec section 3 names
 * the type-specific extras; the rest is what a buyer of that type would look for.
 */

/** Every vehicle type: spec section 3's common fields and the Syrian-market ones. */
const VEHICLE_BASE = [
  'make',
  'model',
  'year',
  'mileage',
  'condition',
  'color',
  'interiorColor',
  'fuelType',
  'transmissionType',
  'engine',
  'engineSize',
  'engineNumber',
  'vin',
  'horsepower',
  'torque',
  'cylinders',
  'maxSpeed',
  'previousOwners',
  'accidentFree',
  'brakeType',
  'tireCondition',
  'serviceHistory',
  'serviceHistoryDetails',
  'warranty',
  'warrantyPeriod',
  'insuranceType',
  'registrationStatus',
  'registrationExpiry',
  'importStatus',
  'customsCleared',
  'plateType',
  'registrationGovernorate',
  'features',
  'additionalNotes',
];

/** A closed passenger cabin: doors, seats and body are meaningless on a bike or a bulldozer. */
const CABIN = ['bodyType', 'doors', 'roofType', 'upholsteryMaterial', 'seatingCapacity', 'airbags'];
const ALL_EQUIPMENT: string[] = Object.values(VEHICLE_EQUIPMENT).flat();
// What a motorcycle can actually be equipped with.
const BIKE_EQUIPMENT = [
  'abs',
  'tractionControl',
  'cruiseControl',
  'heatedSeats',
  'bluetooth',
  'navigation',
  'usbPort',
  'ledHeadlights',
  'fogLights',
  'daytimeRunningLights',
  'keylessEntry',
];

const VEHICLE_BY_TYPE: Record<string, readonly string[]> = {
  CAR: [...CABIN, ...ALL_EQUIPMENT, 'driveType', 'fuelEfficiency', 'emissionClass', 'wheelSize', 'wheelType'],
  MOTORCYCLE: [...BIKE_EQUIPMENT, 'engineDisplacement', 'startingSystem', 'coolingSystem'],
  TRUCK: [...CABIN, ...ALL_EQUIPMENT, 'driveType', 'loadCapacity', 'axleConfiguration', 'cabType'],
  VAN: [...CABIN, ...ALL_EQUIPMENT, 'driveType', 'cargoCapacity', 'cargoDimensions'],
  TRACTOR: [...ALL_EQUIPMENT, 'driveType', 'tractiveEffort', 'attachments', 'fuelTankCapacity', 'tires'],
  RV: [...CABIN, ...ALL_EQUIPMENT, 'driveType', 'sleepingCapacity', 'freshWaterCapacity'],
  BUS: [...CABIN, ...ALL_EQUIPMENT, 'standingCapacity'],
  CONSTRUCTION: [...ALL_EQUIPMENT, 'operatingWeight', 'maximumLiftCapacity'],
  OTHER: [...CABIN, ...ALL_EQUIPMENT, 'driveType'],
};

const SYRIAN_PROPERTY = [
  'titleDeedType',
  'finishingState',
  'electricitySupply',
  'waterSupply',
  'paymentTerms',
  'rentPeriod',
];
const DWELLING = ['size', 'bedrooms', 'bathrooms', 'halfBathrooms', 'yearBuilt', 'condition'];
const BUILDING = ['furnished', 'parking', 'constructionType', 'heating', 'cooling', 'utilities'];
const LIST_FIELDS = ['features', 'amenities'];

const REAL_ESTATE_BY_TYPE: Record<string, readonly string[]> = {
  HOUSE: [
    ...DWELLING,
    ...BUILDING,
    ...SYRIAN_PROPERTY,
    ...LIST_FIELDS,
    'landArea',
    'totalFloors',
    'foundation',
    'waterFeatures',
  ],
  APARTMENT: [...DWELLING, ...BUILDING, ...SYRIAN_PROPERTY, ...LIST_FIELDS, 'floor', 'totalFloors'],
  CONDO: [...DWELLING, ...BUILDING, ...SYRIAN_PROPERTY, ...LIST_FIELDS, 'floor', 'totalFloors'],
  // A plot's own area is its size: a second "land area" would ask the same thing twice.
  LAND: [
    'size',
    'isBuildable',
    'usageType',
    'zoning',
    'accessRoad',
    'topography',
    'utilities',
    'waterFeatures',
    'titleDeedType',
    'electricitySupply',
    'waterSupply',
    'paymentTerms',
    'rentPeriod',
    'features',
  ],
  COMMERCIAL: [
    ...DWELLING.filter((field) => field !== 'bedrooms'),
    ...BUILDING,
    ...SYRIAN_PROPERTY,
    ...LIST_FIELDS,
    'usageType',
    'floor',
    'totalFloors',
    'foundation',
  ],
  OTHER: [
    ...DWELLING,
    ...BUILDING,
    ...SYRIAN_PROPERTY,
    ...LIST_FIELDS,
    'landArea',
    'floor',
    'totalFloors',
    'usageType',
    'foundation',
    'isBuildable',
    'zoning',
    'accessRoad',
    'topography',
    'waterFeatures',
  ],
};

/**
 * The fields a seller fills for this type (the type itself comes from the first step). The rent
 * period only means something to a rental; without an action every field of the type counts.
 */
export function visibleFields(
  mainCategory: MainCategory,
  subCategory: string,
  listingAction?: ListingAction,
): Set<string> {
  const fields =
    mainCategory === 'vehicles'
      ? [...VEHICLE_BASE, ...(VEHICLE_BY_TYPE[subCategory] ?? VEHICLE_BY_TYPE.OTHER!)]
      : (REAL_ESTATE_BY_TYPE[subCategory] ?? REAL_ESTATE_BY_TYPE.OTHER!);
  const visible = new Set(fields);
  if (listingAction === 'SALE') visible.delete('rentPeriod');
  return visible;
}

/** The custom-text companions of make and model, shown only when "other" is chosen. */
export const customFieldsShown = (values: Record<string, unknown>) => ({
  customMake: values.make === OTHER_MAKE,
  customModel: values.model === CUSTOM_MODEL,
});

/**
 * The details to send: the type itself, and only the fields of this type, so what was typed under
 * another type before the seller changed their mind does not travel with the listing.
 */
export function detailsForType(
  mainCategory: MainCategory,
  subCategory: string,
  listingAction: ListingAction,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const visible = visibleFields(mainCategory, subCategory, listingAction);
  const custom = customFieldsShown(values);
  const kept = Object.entries(values).filter(
    ([field]) => visible.has(field) || (field in custom && custom[field as keyof typeof custom]),
  );
  const typeField = mainCategory === 'vehicles' ? 'vehicleType' : 'propertyType';
  return { ...Object.fromEntries(kept), [typeField]: subCategory };
}
