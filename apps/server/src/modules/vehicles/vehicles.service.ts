import {
  localizedName,
  makesForVehicleType,
  matchMake,
  modelsForVehicleType,
  vehicleTypeSchema,
  type Language,
  type VehicleType,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';

const typeOf = (subcategory: string): VehicleType => {
  const type = vehicleTypeSchema.normalise(subcategory);
  // The query schema already refused anything else; this keeps the service honest on its own.
  if (!type) throw new AppError('VALIDATION_ERROR', `Unknown vehicle subcategory "${subcategory}"`);
  return type;
};

/** Names of the makes with models of the subcategory's vehicle type, in `language`. */
export function vehicleMakes(subcategory: string, language: Language) {
  const vehicleType = typeOf(subcategory);
  const makes = makesForVehicleType(vehicleType).map((make) => localizedName(make.name, language));
  return { subcategory, vehicleType, makes, total: makes.length };
}

/**
 * Names of a make's models of the subcategory's type. The make is matched by code or any
 * spelling in either script ("toyota", "Toyota", "تويوتا"); an unknown make has no models.
 */
export function vehicleModels(subcategory: string, makeName: string, language: Language) {
  const vehicleType = typeOf(subcategory);
  const make = matchMake(makeName);
  const models = make
    ? modelsForVehicleType(make.code, vehicleType).map((model) => localizedName(model.name, language))
    : [];
  return {
    subcategory,
    vehicleType,
    make: make ? localizedName(make.name, language) : makeName,
    models,
    total: models.length,
  };
}

/** Every make of the subcategory's type with its models of that type, by make name. */
export function vehicleCatalogue(subcategory: string, language: Language) {
  const vehicleType = typeOf(subcategory);
  const entries = makesForVehicleType(vehicleType).map(
    (make) =>
      [
        localizedName(make.name, language),
        modelsForVehicleType(make.code, vehicleType).map((model) => localizedName(model.name, language)),
      ] as const,
  );
  const totalModels = entries.reduce((sum, [, models]) => sum + models.length, 0);
  return {
    subcategory,
    vehicleType,
    makes: entries.map(([name]) => name),
    models: Object.fromEntries(entries),
    total: entries.length,
    totalMakes: entries.length,
    totalModels,
  };
}
