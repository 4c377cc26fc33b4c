/**
 * The detail fields of spec section 3 (plus the Syrian-market fields of the listings issue), by
 * kind. Plain lists, no zod: the create wizard and the detail page read them to draw and label
 * every field; `listing-details.schema.ts` parses by the same lists.
 */

/** Parsed as integers; a value that is not a number falls back to the default (spec section 5). */
export const VEHICLE_INTEGER_FIELDS = [
  'year',
  'mileage',
  'previousOwners',
  'horsepower',
  'torque',
  'seatingCapacity',
  'maxSpeed',
  'airbags',
  'cylinders',
  'doors',
  'standingCapacity',
  'sleepingCapacity',
  'engineDisplacement',
] as const;

export const VEHICLE_DECIMAL_FIELDS = [
  'engineSize',
  'fuelEfficiency',
  'wheelSize',
  'loadCapacity',
  'cargoCapacity',
  'fuelTankCapacity',
  'freshWaterCapacity',
  'tractiveEffort',
  'operatingWeight',
  'maximumLiftCapacity',
] as const;

export const VEHICLE_TEXT_FIELDS = [
  'color',
  'interiorColor',
  'engine',
  'engineNumber',
  'vin',
  'warranty',
  'warrantyPeriod',
  'serviceHistoryDetails',
  'registrationExpiry',
  'upholsteryMaterial',
  'roofType',
  'wheelType',
  'brakeType',
  'tireCondition',
  'additionalNotes',
  'emissionClass',
  'startingSystem',
  'coolingSystem',
  'axleConfiguration',
  'cabType',
  'cargoDimensions',
  'attachments',
  'tires',
  'registrationGovernorate',
] as const;

/**
 * Text fields a seller answers yes or no in the web (has the car a warranty?), kept as a boolean;
 * text from other clients ("dealer, 12 months") is still kept as text.
 */
export const VEHICLE_YES_NO_TEXT_FIELDS = ['warranty'] as const;

/** Equipment flags, grouped as the spec groups them. */
export const VEHICLE_EQUIPMENT = {
  safety: [
    'abs',
    'airbagsFront',
    'tractionControl',
    'stabilityControl',
    'laneAssist',
    'blindSpotMonitor',
    'isofix',
  ],
  comfort: [
    'airConditioning',
    'climateControl',
    'heatedSeats',
    'leatherSeats',
    'sunroof',
    'cruiseControl',
    'powerWindows',
  ],
  infotainment: ['bluetooth', 'navigation', 'appleCarPlay', 'androidAuto', 'usbPort', 'premiumSound'],
  lighting: ['ledHeadlights', 'xenonHeadlights', 'fogLights', 'daytimeRunningLights'],
  convenience: [
    'keylessEntry',
    'remoteStart',
    'centralLocking',
    'parkingSensors',
    'parkingCamera',
    'rearCamera',
    'powerTailgate',
  ],
} as const;

export const VEHICLE_BOOLEAN_FIELDS = [
  'accidentFree',
  'customsCleared',
  ...Object.values(VEHICLE_EQUIPMENT).flat(),
] as const;

export const PLATE_TYPES = ['private', 'public', 'commercial', 'temporary'] as const;

export const REAL_ESTATE_INTEGER_FIELDS = [
  'bedrooms',
  'halfBathrooms',
  'yearBuilt',
  'floor',
  'totalFloors',
  'parking',
] as const;
export const REAL_ESTATE_DECIMAL_FIELDS = ['size', 'landArea', 'bathrooms'] as const;
export const REAL_ESTATE_BOOLEAN_FIELDS = ['isBuildable', 'furnished'] as const;
export const REAL_ESTATE_TEXT_FIELDS = [
  'condition',
  'usageType',
  'heating',
  'cooling',
  'constructionType',
  'foundation',
  'zoning',
  'utilities',
  'accessRoad',
  'topography',
  'waterFeatures',
] as const;

/**
 * A property's condition is free text to the API; clients offer these values, labelled like the
 * vehicle conditions (`condition` in the enum labels).
 */
export const REAL_ESTATE_CONDITIONS = [
  'new',
  'excellent',
  'good',
  'fair',
  'needsRenovation',
  'underConstruction',
] as const;

export const TITLE_DEED_TYPES = ['greenTabu', 'courtRuling', 'notary', 'powerOfAttorney', 'other'] as const;
export const FINISHING_STATES = ['shell', 'semiFinished', 'finished', 'luxury'] as const;
export const ELECTRICITY_SUPPLIES = ['stateHours', 'solar', 'generatorSubscription', 'mixed'] as const;
export const WATER_SUPPLIES = ['network', 'well', 'tank', 'mixed'] as const;
export const PAYMENT_TERMS = ['cash', 'instalments'] as const;
export const RENT_PERIODS = ['daily', 'monthly', 'sixMonthsUpFront', 'yearUpFront'] as const;

/**
 * The values sellers commonly give free-text details and lists (vehicle features beyond the
 * equipment flags, amenities, heating, ...). The API keeps any text; clients offer and label
 * these (`listing-fields:terms.<field>.<value>` on the web), so a page never shows one as a code.
 */
export const DETAIL_TERMS = {
  features: [
    'powerSteering',
    'alloyWheels',
    'powerSlidingDoors',
    'heatedGrips',
    'airBrakes',
    'retarder',
    'towHitch',
    'winch',
    'sleeperCab',
  ],
  coolingSystem: ['air', 'liquid'],
  startingSystem: ['electric', 'kick'],
  cabType: ['single', 'double', 'sleeper'],
  wheelType: ['alloy', 'steel'],
  emissionClass: ['zero'],
  attachments: ['plough', 'loader', 'trailer'],
  usageType: [
    'residential',
    'commercial',
    'office',
    'retail',
    'restaurant',
    'storage',
    'industrial',
    'agricultural',
    'farm',
    'poultryFarm',
    'holiday',
  ],
  heating: ['dieselCentral', 'gasStove', 'splitAC', 'central', 'electric', 'none'],
  cooling: ['splitAC', 'central', 'none'],
  zoning: ['residential', 'commercial', 'industrial', 'agricultural', 'rural'],
  accessRoad: ['paved', 'gravel', 'dirt'],
  topography: ['flat', 'rolling', 'sloped', 'hilly'],
  utilities: ['water', 'electricity', 'well', 'sewage', 'gas', 'internet'],
  amenities: [
    'balcony',
    'terrace',
    'roofTerrace',
    'garden',
    'yard',
    'courtyard',
    'iwan',
    'fountain',
    'orchard',
    'fruitTrees',
    'pool',
    'gym',
    'playground',
    'concierge',
    'security',
    'elevator',
    'internet',
    'kitchen',
    'meetingRoom',
    'storageRoom',
    'well',
    'waterReservoir',
    'highCeilings',
  ],
} as const satisfies Record<string, readonly string[]>;

export type DetailTermField = keyof typeof DETAIL_TERMS;
