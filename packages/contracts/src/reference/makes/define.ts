import type { VehicleType } from '../../enums/listing.js';
import type { VehicleMake, VehicleModel } from '../types.js';

/** `[English, Arabic, vehicle type when it differs from the make's usual one]`. */
export type ModelRow = readonly [en: string, ar: string, vehicleType?: VehicleType];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Codes derive from the English names and are stored in listings, so renaming a make or model
 * orphans the listings that use it: add the new spelling as an alias instead.
 */
export const make = (
  en: string,
  ar: string,
  aliases: readonly string[],
  models: readonly ModelRow[],
  usualType: VehicleType = 'CAR',
): VehicleMake => ({
  code: slug(en),
  name: { en, ar },
  aliases,
  models: models.map(([modelEn, modelAr, vehicleType]): VehicleModel => ({
    code: slug(modelEn),
    name: { en: modelEn, ar: modelAr },
    vehicleType: vehicleType ?? usualType,
  })),
});
