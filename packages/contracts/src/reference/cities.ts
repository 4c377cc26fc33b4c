import { foldName } from './fold-name.js';
import type { Area, City, LocalizedName } from './types.js';

type OtherSpellings = Omit<LocalizedName, 'en' | 'ar'>;
type AreaRow = [
  code: string,
  en: string,
  ar: string,
  latitude: number,
  longitude: number,
  other?: OtherSpellings,
];

const city = (
  code: string,
  name: LocalizedName,
  latitude: number,
  longitude: number,
  areas: AreaRow[],
): City => ({
  code,
  name,
  latitude,
  longitude,
  areas: areas.map(([areaCode, en, ar, lat, lon, other]): Area => ({
    code: areaCode,
    name: { en, ar, ...other },
    latitude: lat,
    longitude: lon,
  })),
});

// Names that are descriptions rather than proper names are translated; transliterated proper names
// read the same in es/fr/de and fall back to en.
const CITY_CENTRE: OtherSpellings = { es: 'Centro', fr: 'Centre-ville', de: 'Stadtzentrum' };
const street = (name: string): OtherSpellings => ({
  es: `Calle ${name}`,
  fr: `Rue ${name}`,
  de: `${name}-Straße`,
});
const road = (to: string): OtherSpellings => ({
  es: `Carretera de ${to}`,
  fr: `Route de ${to}`,
  de: `Straße nach ${to}`,
});

/**
 * The capitals of Syria's fourteen governorates. Rif Dimashq is governed from Damascus itself, so
 * the fourteen give thirteen cities; a separate "Rif Dimashq" entry would need a seat of its own and
 * would split Damascus listings in two. Quneitra's old city lies in ruins: its areas are the towns of
 * the governorate where people live now, around the administrative centre Madinat al-Baath.
 * Codes are stored in listings and never change; es/fr/de are given only where the spelling differs.
 */
export const CITIES: readonly City[] = [
  city(
    'damascus',
    { en: 'Damascus', ar: 'دمشق', es: 'Damasco', fr: 'Damas', de: 'Damaskus' },
    33.5138,
    36.2765,
    [
      ['mezzeh', 'Mezzeh', 'المزة', 33.5023, 36.2452],
      ['malki', 'Malki', 'المالكي', 33.5205, 36.2811],
      ['abu-rummaneh', 'Abu Rummaneh', 'أبو رمانة', 33.5163, 36.2874],
      ['kafr-souseh', 'Kafr Souseh', 'كفرسوسة', 33.4981, 36.2737],
      ['bab-touma', 'Bab Touma', 'باب توما', 33.5137, 36.3163],
    ],
  ),
  city('aleppo', { en: 'Aleppo', ar: 'حلب', es: 'Alepo', fr: 'Alep' }, 36.2021, 37.1343, [
    ['aziziyeh', 'Aziziyeh', 'العزيزية', 36.2096, 37.1436],
    ['shahba', 'Shahba', 'الشهباء', 36.2261, 37.1243],
    ['furqan', 'Furqan', 'الفرقان', 36.2174, 37.1062],
    ['jamiliyeh', 'Jamiliyeh', 'الجميلية', 36.2061, 37.1378],
    [
      'new-aleppo',
      'New Aleppo',
      'حلب الجديدة',
      36.1968,
      37.0881,
      { es: 'Nueva Alepo', fr: 'Nouvelle Alep', de: 'Neu-Aleppo' },
    ],
  ]),
  city('homs', { en: 'Homs', ar: 'حمص' }, 34.7324, 36.7137, [
    ['inshaat', 'Inshaat', 'الإنشاءات', 34.7225, 36.6975],
    ['hamra', 'Al-Hamra', 'الحمراء', 34.7301, 36.7034],
    ['waer', 'Al-Waer', 'الوعر', 34.7398, 36.6672],
    ['ghouta', 'Al-Ghouta', 'الغوطة', 34.7262, 36.7087],
    ['zahra', 'Al-Zahra', 'الزهراء', 34.7195, 36.7307],
  ]),
  city('hama', { en: 'Hama', ar: 'حماة' }, 35.1318, 36.7578, [
    ['hader', 'Al-Hader', 'الحاضر', 35.1362, 36.7554],
    ['sabounieh', 'Al-Sabounieh', 'الصابونية', 35.1381, 36.7475],
    ['arbaeen', 'Al-Arbaeen', 'الأربعين', 35.1264, 36.7678],
    ['qusour', 'Al-Qusour', 'القصور', 35.1426, 36.7623],
    ['bab-qibli', 'Bab Qibli', 'باب قبلي', 35.1302, 36.7509],
  ]),
  city('latakia', { en: 'Latakia', ar: 'اللاذقية', fr: 'Lattaquié' }, 35.5317, 35.7901, [
    ['ziraa', 'Al-Ziraa', 'الزراعة', 35.5428, 35.7985],
    ['mashrou-tabiyat', 'Mashrou al-Tabiyat', 'مشروع الطابيات', 35.5174, 35.7869],
    [
      'american-quarter',
      'American Quarter',
      'حي الأمريكان',
      35.5263,
      35.7832,
      { es: 'Barrio Americano', fr: 'Quartier américain', de: 'Amerikanisches Viertel' },
    ],
    ['slaybeh', 'Al-Slaybeh', 'الصليبة', 35.5185, 35.7794],
    [
      'corniche',
      'Southern Corniche',
      'الكورنيش الجنوبي',
      35.5102,
      35.7805,
      { es: 'Corniche Sur', fr: 'Corniche sud', de: 'Südliche Corniche' },
    ],
  ]),
  city('tartus', { en: 'Tartus', ar: 'طرطوس', fr: 'Tartous' }, 34.889, 35.8866, [
    ['corniche', 'Corniche', 'الكورنيش البحري', 34.8912, 35.8788],
    [
      'old-city',
      'Old City',
      'المدينة القديمة',
      34.8956,
      35.8801,
      { es: 'Ciudad Vieja', fr: 'Vieille ville', de: 'Altstadt' },
    ],
    ['thawra', 'Al-Thawra Street', 'شارع الثورة', 34.8874, 35.8867, street('al-Thawra')],
    ['ghamqa', 'Al-Ghamqa', 'الغمقة', 34.8808, 35.8922],
    ['mina', 'Al-Mina', 'الميناء', 34.8995, 35.8757],
  ]),
  city('idlib', { en: 'Idlib', ar: 'إدلب', fr: 'Idleb' }, 35.9306, 36.6339, [
    ['city-centre', 'City Centre', 'مركز المدينة', 35.9302, 36.6336, CITY_CENTRE],
    ['hittin', 'Hittin', 'حطين', 35.9353, 36.6381],
    ['qusour', 'Al-Qusour', 'القصور', 35.9276, 36.6278],
    ['thalathin', 'Al-Thalathin Street', 'شارع الثلاثين', 35.9241, 36.6402, street('al-Thalathin')],
    ['dabit', 'Al-Dabit', 'الضبيط', 35.9365, 36.6255],
  ]),
  city('deir-ez-zor', { en: 'Deir ez-Zor', ar: 'دير الزور' }, 35.3359, 40.1408, [
    ['joura', 'Al-Joura', 'الجورة', 35.3298, 40.1176],
    ['qusour', 'Al-Qusour', 'القصور', 35.3341, 40.1283],
    ['hamidiyeh', 'Al-Hamidiyeh', 'الحميدية', 35.3367, 40.1479],
    ['rashdiyeh', 'Al-Rashdiyeh', 'الرشدية', 35.3392, 40.1532],
    [
      'villas',
      'Villas',
      'حي الفيلات',
      35.3284,
      40.1351,
      { es: 'Barrio de las Villas', fr: 'Quartier des Villas', de: 'Villenviertel' },
    ],
  ]),
  city('raqqa', { en: 'Raqqa', ar: 'الرقة', es: 'Raqa', de: 'ar-Raqqa' }, 35.9594, 39.0079, [
    ['mashlab', 'Al-Mashlab', 'المشلب', 35.9549, 39.0305],
    ['thakana', 'Al-Thakana', 'الثكنة', 35.9537, 39.0102],
    ['rumaila', 'Al-Rumaila', 'الرميلة', 35.9618, 39.0221],
    ['nahda', 'Al-Nahda', 'النهضة', 35.9652, 39.0004],
    ['firdous', 'Al-Firdous', 'الفردوس', 35.9581, 38.9937],
  ]),
  city('hasakah', { en: 'Al-Hasakah', ar: 'الحسكة', fr: 'Hassaké', de: 'al-Hasaka' }, 36.5024, 40.7477, [
    ['aziziyeh', 'Al-Aziziyeh', 'العزيزية', 36.5079, 40.7495],
    ['nashwa', 'Al-Nashwa', 'النشوة', 36.4936, 40.7388],
    ['ghuwayran', 'Ghuwayran', 'غويران', 36.4887, 40.7612],
    ['salihiyeh', 'Al-Salihiyeh', 'الصالحية', 36.5142, 40.7566],
    ['tal-hajar', 'Tal Hajar', 'تل حجر', 36.5047, 40.7421],
  ]),
  city('daraa', { en: 'Daraa', ar: 'درعا', fr: 'Deraa' }, 32.6189, 36.1021, [
    ['mahatta', 'Daraa al-Mahatta', 'درعا المحطة', 32.6247, 36.1033],
    ['balad', 'Daraa al-Balad', 'درعا البلد', 32.6102, 36.1068],
    ['manshiyeh', 'Al-Manshiyeh', 'المنشية', 32.6078, 36.1021],
    ['sahari', 'Al-Sahari', 'الصحاري', 32.6293, 36.1112],
    ['tariq-al-sadd', 'Tariq al-Sadd', 'طريق السد', 32.6142, 36.0957],
  ]),
  city(
    'suwayda',
    { en: 'As-Suwayda', ar: 'السويداء', es: 'Sueida', fr: 'Soueïda', de: 'as-Suwaida' },
    32.709,
    36.5695,
    [
      ['city-centre', 'City Centre', 'مركز المدينة', 32.7089, 36.5668, CITY_CENTRE],
      ['maqwas', 'Al-Maqwas', 'المقوس', 32.7032, 36.5771],
      ['shahba-road', 'Shahba Road', 'طريق شهبا', 32.7211, 36.5612, road('Shahba')],
      ['qanawat-road', 'Qanawat Road', 'طريق قنوات', 32.7137, 36.5803, road('Qanawat')],
      ['dahiyeh', 'Al-Dahiyeh', 'الضاحية', 32.7003, 36.5642],
    ],
  ),
  city('quneitra', { en: 'Quneitra', ar: 'القنيطرة', fr: 'Kuneitra' }, 33.126, 35.8245, [
    ['baath-city', 'Madinat al-Baath', 'مدينة البعث', 33.1151, 35.8433],
    ['khan-arnabeh', 'Khan Arnabeh', 'خان أرنبة', 33.1842, 35.8857],
    ['jaba', 'Jaba', 'جبا', 33.1588, 35.8721],
    ['hadar', 'Hadar', 'حضر', 33.2783, 35.8545],
    ['jubata-al-khashab', 'Jubata al-Khashab', 'جباتا الخشب', 33.2278, 35.8437],
  ]),
];

/** City codes as a non-empty tuple, the shape `z.enum` takes. */
export const CITY_CODES = CITIES.map((entry) => entry.code) as [string, ...string[]];

export const findCity = (code: string): City | undefined => CITIES.find((entry) => entry.code === code);

export const findArea = (cityCode: string, areaCode: string): Area | undefined =>
  findCity(cityCode)?.areas.find((area) => area.code === areaCode);

const nameKeys = (name: LocalizedName): string[] => Object.values(name).map(foldName);

/** The city a typed name means, in any locale or script ("Alep", "حلب", "aleppo" → Aleppo). */
export const matchCity = (text: string): City | undefined => {
  const key = foldName(text);
  if (!key) return undefined;
  return CITIES.find((entry) => foldName(entry.code) === key || nameKeys(entry.name).includes(key));
};
