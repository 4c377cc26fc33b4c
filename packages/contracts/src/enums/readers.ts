// The readings of the enums links and filters carry (any case, separators, aliases), without zod:
// the browse page reads them on first load, and the schemas (*.schema.ts) are built on them. A
// module of their own, so a page that needs only the value lists does not carry them.
import { enumReader } from '../common/enum-reader.js';
import {
  CURRENCIES,
  LISTING_ACTIONS,
  MAIN_CATEGORIES,
  PROPERTY_TYPES,
  VEHICLE_TYPES,
  type VehicleType,
} from './listing.js';
import { FUEL_TYPES, TRANSMISSION_TYPES } from './vehicle.js';

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

export const mainCategoryReader = /* @__PURE__ */ enumReader(MAIN_CATEGORIES, {
  REAL_ESTATE: 'realEstate',
  VEHICLE: 'vehicles',
});

export const vehicleTypeReader = /* @__PURE__ */ enumReader(VEHICLE_TYPES, VEHICLE_TYPE_ALIASES);

export const propertyTypeReader = /* @__PURE__ */ enumReader(PROPERTY_TYPES, {
  VILLA: 'HOUSE',
  OFFICE: 'COMMERCIAL',
  STORE: 'COMMERCIAL',
  SHOP: 'COMMERCIAL',
});

export const listingActionReader = /* @__PURE__ */ enumReader(LISTING_ACTIONS, {
  FOR_SALE: 'SALE',
  FOR_RENT: 'RENT',
});

export const currencyReader = /* @__PURE__ */ enumReader(CURRENCIES, {
  $: 'USD',
  'ل.س': 'SYP',
  LS: 'SYP',
});

export const fuelTypeReader = /* @__PURE__ */ enumReader(FUEL_TYPES, {
  PETROL: 'gasoline',
  BENZINE: 'gasoline',
  // The mobile app's reading (api-compat.md 3).
  BENZIN: 'gasoline',
  GAS: 'gasoline',
});

export const transmissionTypeReader = /* @__PURE__ */ enumReader(TRANSMISSION_TYPES, {
  CONTINUOUSLY_VARIABLE: 'cvt',
});
