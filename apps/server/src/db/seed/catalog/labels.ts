import type { ListingAction, PropertyType, VehicleType } from '@souqna/contracts';

interface Names {
  en: string;
  ar: string;
  /** More words people search with, any script. */
  also?: string;
}

/** Type names for photo captions and the search text (the web has its own translated labels). */
export const VEHICLE_TYPE_NAMES: Record<VehicleType, Names> = {
  CAR: { en: 'Car', ar: 'سيارة', also: 'سيارات automobile' },
  TRUCK: { en: 'Truck', ar: 'شاحنة', also: 'شاحنات بيك اب pickup lorry' },
  MOTORCYCLE: { en: 'Motorcycle', ar: 'دراجة نارية', also: 'موتور motorbike' },
  RV: { en: 'Motorhome', ar: 'كرفان', also: 'RV camper بيت متنقل' },
  BUS: { en: 'Bus', ar: 'باص', also: 'حافلة coach' },
  VAN: { en: 'Van', ar: 'فان', also: 'ميكرو microbus minivan' },
  TRACTOR: { en: 'Tractor', ar: 'جرار', also: 'تراكتور agricultural' },
  CONSTRUCTION: {
    en: 'Construction equipment',
    ar: 'معدات بناء',
    also: 'آليات ثقيلة heavy equipment excavator',
  },
  OTHER: { en: 'Other vehicle', ar: 'مركبة أخرى' },
};

export const PROPERTY_TYPE_NAMES: Record<PropertyType, Names> = {
  HOUSE: { en: 'House', ar: 'منزل', also: 'بيت فيلا villa' },
  APARTMENT: { en: 'Apartment', ar: 'شقة', also: 'flat' },
  CONDO: { en: 'Condo', ar: 'شقة في مجمع', also: 'برج tower compound' },
  LAND: { en: 'Land', ar: 'أرض', also: 'plot عقار' },
  COMMERCIAL: { en: 'Commercial', ar: 'تجاري', also: 'محل مكتب shop office' },
  OTHER: { en: 'Property', ar: 'عقار' },
};

export const ACTION_NAMES: Record<ListingAction, Names> = {
  SALE: { en: 'for sale', ar: 'للبيع' },
  RENT: { en: 'for rent', ar: 'للإيجار' },
};

export const namesText = (names: Names) => [names.en, names.ar, names.also ?? ''].join(' ');
