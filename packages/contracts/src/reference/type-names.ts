import type { PropertyType, VehicleType } from '../enums/listing.js';

/**
 * The words people search a listing's type by, in any script: each one means the type and nothing
 * wider, since a search for one finds listings that use another ("شقة" finds an apartment
 * described in English). Kinds of a type ("villa", "shop", "pickup") are left out: searching for
 * one must not find every listing of the type. `OTHER` has no name of its own.
 */
export const TYPE_SEARCH_NAMES: Readonly<Partial<Record<VehicleType | PropertyType, readonly string[]>>> = {
  CAR: ['car', 'cars', 'automobile', 'سيارة', 'سيارات'],
  TRUCK: ['truck', 'trucks', 'lorry', 'شاحنة', 'شاحنات'],
  MOTORCYCLE: ['motorcycle', 'motorbike', 'دراجة نارية', 'موتور', 'موتورسيكل'],
  RV: ['rv', 'motorhome', 'camper', 'كرفان'],
  BUS: ['bus', 'باص', 'حافلة'],
  VAN: ['van', 'فان'],
  TRACTOR: ['tractor', 'جرار', 'تراكتور'],
  CONSTRUCTION: ['construction equipment', 'heavy equipment', 'معدات بناء', 'آليات ثقيلة'],
  HOUSE: ['house', 'منزل', 'بيت'],
  APARTMENT: ['apartment', 'flat', 'شقة'],
  CONDO: ['condo', 'condominium'],
  LAND: ['land', 'plot', 'أرض'],
  COMMERCIAL: ['commercial', 'تجاري'],
};
