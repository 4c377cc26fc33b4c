import { findArea, findCity, findModel, findMake, type Language } from '@souqna/contracts';
import type { PropertySeed } from './data/real-estate.js';
import type { SeedLanguage, VehicleSeed } from './data/vehicles.js';

const TYPE_NAMES = {
  en: {
    TRUCK: 'truck',
    MOTORCYCLE: 'motorcycle',
    RV: 'motorhome',
    BUS: 'bus',
    VAN: 'van',
    TRACTOR: 'tractor',
    CONSTRUCTION: 'machine',
    OTHER: 'vehicle',
    CAR: 'car',
  },
  ar: {
    TRUCK: 'شاحنة',
    MOTORCYCLE: 'دراجة نارية',
    RV: 'منزل متنقل',
    BUS: 'باص',
    VAN: 'فان',
    TRACTOR: 'جرار',
    CONSTRUCTION: 'آلية',
    OTHER: 'مركبة',
    CAR: 'سيارة',
  },
} as const;

const CONDITION = {
  en: {
    new: 'brand new',
    likeNew: 'like new',
    excellent: 'in excellent condition',
    good: 'in good condition',
    fair: 'in fair condition',
  },
  ar: {
    new: 'جديدة',
    likeNew: 'شبه جديدة',
    excellent: 'بحالة ممتازة',
    good: 'بحالة جيدة',
    fair: 'بحالة مقبولة',
  },
} as const;

const TRANSMISSION = {
  en: { automatic: 'automatic', manual: 'manual', semiAutomatic: 'semi-automatic', cvt: 'CVT' },
  ar: { automatic: 'أوتوماتيك', manual: 'عادي', semiAutomatic: 'نصف أوتوماتيك', cvt: 'CVT' },
} as const;

const FUEL = {
  en: { gasoline: 'petrol', diesel: 'diesel', hybrid: 'hybrid', electric: 'electric', lpg: 'LPG' },
  ar: { gasoline: 'بنزين', diesel: 'مازوت', hybrid: 'هجين', electric: 'كهرباء', lpg: 'غاز' },
} as const;

const PROPERTY = {
  en: {
    HOUSE: 'House',
    APARTMENT: 'Apartment',
    CONDO: 'Apartment in a residential complex',
    LAND: 'Land plot',
    COMMERCIAL: 'Shop',
    OTHER: 'Farmhouse',
  },
  ar: {
    HOUSE: 'منزل',
    APARTMENT: 'شقة',
    CONDO: 'شقة ضمن مجمع سكني',
    LAND: 'أرض',
    COMMERCIAL: 'محل تجاري',
    OTHER: 'مزرعة',
  },
} as const;

const DEED = {
  en: {
    greenTabu: 'green title deed (tabu)',
    courtRuling: 'court ruling',
    notary: 'notary contract',
    powerOfAttorney: 'irrevocable power of attorney',
  },
  ar: {
    greenTabu: 'طابو أخضر',
    courtRuling: 'حكم محكمة',
    notary: 'عقد كاتب عدل',
    powerOfAttorney: 'وكالة غير قابلة للعزل',
  },
} as const;

const FINISHING = {
  en: {
    shell: 'unfinished',
    semiFinished: 'semi-finished',
    finished: 'fully finished',
    luxury: 'luxury finishing',
  },
  ar: { shell: 'على العظم', semiFinished: 'نصف إكساء', finished: 'إكساء كامل', luxury: 'إكساء سوبر ديلوكس' },
} as const;

type Lang = Extract<Language, 'en' | 'ar'>;

export function placeName(cityCode: string, areaCode: string, language: Lang) {
  const city = findCity(cityCode);
  const area = findArea(cityCode, areaCode);
  if (!city || !area) throw new Error(`Unknown place ${cityCode}/${areaCode}`);
  return language === 'ar' ? `${area.name.ar}، ${city.name.ar}` : `${area.name.en}, ${city.name.en}`;
}

/** Joins the two languages for bilingual listings, the way many Syrian sellers write them. */
const pick = (language: SeedLanguage, texts: Record<Lang, string>, separator: string) =>
  language === 'both' ? `${texts.ar}${separator}${texts.en}` : texts[language];

export function vehicleText(seed: VehicleSeed, areaCode: string) {
  const make = findMake(seed.make);
  const model = findModel(seed.make, seed.model);
  if (!make || !model) throw new Error(`Unknown vehicle ${seed.make}/${seed.model}`);
  const rent = seed.action === 'RENT';
  const en = {
    title: `${seed.year} ${make.name.en} ${model.name.en} ${TRANSMISSION.en[seed.transmission]}${rent ? ' for rent' : ''}, ${CONDITION.en[seed.condition]}`,
    description: `${make.name.en} ${model.name.en} ${seed.year}, ${seed.mileage.toLocaleString('en')} km, ${FUEL.en[seed.fuel]}, ${TRANSMISSION.en[seed.transmission]} gearbox, ${seed.color}. ${rent ? 'Available for daily or monthly rent; driver on request.' : 'Regularly serviced, papers in order, customs cleared.'} Located in ${placeName(seed.city, areaCode, 'en')}. Serious buyers only, inspection welcome.`,
  };
  const ar = {
    title: `${TYPE_NAMES.ar[seed.type]} ${make.name.ar} ${model.name.ar} ${seed.year} ${TRANSMISSION.ar[seed.transmission]} ${rent ? 'للإيجار' : CONDITION.ar[seed.condition]}`,
    description: `${make.name.ar} ${model.name.ar} موديل ${seed.year}، مسافة مقطوعة ${seed.mileage.toLocaleString('ar-SY')} كم، وقود ${FUEL.ar[seed.fuel]}، ناقل حركة ${TRANSMISSION.ar[seed.transmission]}. ${rent ? 'متاحة للإيجار اليومي أو الشهري، مع سائق عند الطلب.' : 'صيانة دورية، أوراق نظامية، مجمركة.'} الموقع: ${placeName(seed.city, areaCode, 'ar')}. للجادين فقط، والمعاينة متاحة.`,
  };
  return {
    title: pick(seed.language, { en: en.title, ar: ar.title }, ' | '),
    description: pick(seed.language, { en: en.description, ar: ar.description }, '\n\n'),
    searchNames: [
      make.name.en,
      make.name.ar,
      model.name.en,
      model.name.ar,
      TYPE_NAMES.en[seed.type],
      TYPE_NAMES.ar[seed.type],
    ],
  };
}

export function propertyText(seed: PropertySeed, areaCode: string) {
  const rent = seed.action === 'RENT';
  const rooms = seed.bedrooms > 0;
  const en = {
    title: `${PROPERTY.en[seed.type]} ${seed.size} m²${rooms ? `, ${seed.bedrooms} bedrooms` : ''} ${rent ? 'for rent' : 'for sale'} in ${placeName(seed.city, areaCode, 'en').split(',')[0]}`,
    description: `${PROPERTY.en[seed.type]} of ${seed.size} m²${rooms ? ` with ${seed.bedrooms} bedrooms and ${seed.bathrooms} bathrooms` : ''}${seed.floor !== null ? `, floor ${seed.floor}` : ''}, ${FINISHING.en[seed.finishing]}${seed.furnished ? ', furnished' : ''}. Ownership: ${DEED.en[seed.deed]}. ${rent ? 'Rent payable monthly, deposit of one month.' : 'Cash payment, negotiable for serious buyers.'} ${placeName(seed.city, areaCode, 'en')}.`,
  };
  const ar = {
    title: `${PROPERTY.ar[seed.type]} ${seed.size} م²${rooms ? ` ${seed.bedrooms} غرف` : ''} ${rent ? 'للإيجار' : 'للبيع'} في ${placeName(seed.city, areaCode, 'ar').split('،')[0]}`,
    description: `${PROPERTY.ar[seed.type]} بمساحة ${seed.size} م²${rooms ? `، ${seed.bedrooms} غرف نوم و${seed.bathrooms} حمام` : ''}${seed.floor !== null ? `، الطابق ${seed.floor}` : ''}، ${FINISHING.ar[seed.finishing]}${seed.furnished ? '، مفروشة' : ''}. الملكية: ${DEED.ar[seed.deed]}. ${rent ? 'الدفع شهري مع تأمين شهر.' : 'الدفع نقداً، قابل للتفاوض للجادين.'} ${placeName(seed.city, areaCode, 'ar')}.`,
  };
  return {
    title: pick(seed.language, { en: en.title, ar: ar.title }, ' | '),
    description: pick(seed.language, { en: en.description, ar: ar.description }, '\n\n'),
    searchNames: [PROPERTY.en[seed.type], PROPERTY.ar[seed.type]],
  };
}
