import type { Language } from '../enums/user.js';
import type { VehicleType } from '../enums/listing.js';

/** A name in every locale; `es`, `fr` and `de` fall back to `en` when omitted (same spelling). */
export type LocalizedName = { en: string; ar: string } & Partial<
  Record<Exclude<Language, 'en' | 'ar'>, string>
>;

export const localizedName = (name: LocalizedName, language: Language): string => name[language] ?? name.en;

export interface Area {
  /** Stable code, unique within its city, e.g. `mezzeh`. */
  code: string;
  name: LocalizedName;
  latitude: number;
  longitude: number;
}

export interface City {
  /** Stable code, e.g. `damascus`. */
  code: string;
  name: LocalizedName;
  latitude: number;
  longitude: number;
  areas: readonly Area[];
}

export interface VehicleModel {
  /** Stable code, unique within its make, e.g. `corolla`. */
  code: string;
  name: LocalizedName;
  vehicleType: VehicleType;
}

export interface VehicleMake {
  /** Stable code, e.g. `toyota`. */
  code: string;
  name: LocalizedName;
  /** Other spellings people type (common misspellings, older transliterations), any script. */
  aliases: readonly string[];
  models: readonly VehicleModel[];
}
