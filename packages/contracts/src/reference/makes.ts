import type { VehicleType } from '../enums/listing.js';
import { foldName } from './fold-name.js';
import { AMERICAN_CAR_MAKES } from './makes/cars-america.js';
import { ASIAN_CAR_MAKES } from './makes/cars-asia.js';
import { CHINESE_IRANIAN_CAR_MAKES } from './makes/cars-china-iran.js';
import { EUROPEAN_CAR_MAKES } from './makes/cars-europe.js';
import { COMMERCIAL_MAKES } from './makes/commercial.js';
import { MACHINERY_MAKES } from './makes/machinery.js';
import { MOTORCYCLE_MAKES } from './makes/two-wheelers.js';
import type { VehicleMake, VehicleModel } from './types.js';

/** Make and model codes the listing form sends when the seller types their own (spec section 5). */
export const OTHER_MAKE = 'OTHER_MAKE';
export const CUSTOM_MODEL = 'CUSTOM_MODEL';

/** Makes common on Syrian roads and sites, with their usual models, in Latin and Arabic script. */
export const VEHICLE_MAKES: readonly VehicleMake[] = [
  ...ASIAN_CAR_MAKES,
  ...EUROPEAN_CAR_MAKES,
  ...AMERICAN_CAR_MAKES,
  ...CHINESE_IRANIAN_CAR_MAKES,
  ...COMMERCIAL_MAKES,
  ...MOTORCYCLE_MAKES,
  ...MACHINERY_MAKES,
];

export const findMake = (makeCode: string): VehicleMake | undefined =>
  VEHICLE_MAKES.find((entry) => entry.code === makeCode);

export const findModel = (makeCode: string, modelCode: string): VehicleModel | undefined =>
  findMake(makeCode)?.models.find((model) => model.code === modelCode);

/** Makes with at least one model of this vehicle type, for the make picker. */
export const makesForVehicleType = (vehicleType: VehicleType): VehicleMake[] =>
  VEHICLE_MAKES.filter((entry) => entry.models.some((model) => model.vehicleType === vehicleType));

/** A make's models of one vehicle type, for the model picker once a type and make are chosen. */
export const modelsForVehicleType = (makeCode: string, vehicleType: VehicleType): VehicleModel[] =>
  findMake(makeCode)?.models.filter((model) => model.vehicleType === vehicleType) ?? [];

/** Every spelling a make is known by, folded: its code, its names and its aliases. */
export const makeNameKeys = (entry: VehicleMake): string[] => [
  ...new Set([entry.code, ...Object.values(entry.name), ...entry.aliases].map(foldName)),
];

let byNameKey: Map<string, VehicleMake> | undefined;

/** The make a typed name means, in either script or a known misspelling ("تيوتا" → Toyota). */
export const matchMake = (text: string): VehicleMake | undefined => {
  byNameKey ??= new Map(VEHICLE_MAKES.flatMap((entry) => makeNameKeys(entry).map((key) => [key, entry])));
  return byNameKey.get(foldName(text));
};
