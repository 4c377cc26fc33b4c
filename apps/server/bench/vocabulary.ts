import { CITIES, VEHICLE_MAKES, type VehicleType } from '@souqna/contracts';
import { normaliseSearchText } from '../src/modules/listings/listings.search-text.js';

/**
 * The word pools the SQL generator draws from. Every text is sent twice, as written and as the
 * app's search folding writes it, so SQL can assemble `search_text` exactly as `searchTextOf`
 * would without reimplementing the folding. Templates use `format()`'s `%1$s` placeholders.
 */

type Language = 'en' | 'ar';

/** A template with its folded twin; placeholders survive folding through a letters-only stand-in. */
export function template(raw: string) {
  const marked = raw.replace(/%(\d)\$s/g, ' zzslot$1zz ');
  const folded = normaliseSearchText(marked).replace(/zzslot(\d)zz/g, '%$1$$s');
  return { raw, folded };
}

/** Vehicle titles: %1 make, %2 model, %3 year, %4 area. */
const VEHICLE_TITLES: Record<Language, string[]> = {
  en: [
    '%1$s %2$s %3$s',
    '%1$s %2$s %3$s for sale',
    '%1$s %2$s model %3$s, clean',
    '%3$s %1$s %2$s in %4$s',
    '%1$s %2$s %3$s full option',
    '%1$s %2$s %3$s, first owner',
  ],
  ar: [
    '%1$s %2$s %3$s',
    '%1$s %2$s موديل %3$s للبيع',
    'للبيع %1$s %2$s %3$s نظافة وكالة',
    '%1$s %2$s %3$s فل أوبشن',
    '%1$s %2$s %3$s في %4$s',
    'سيارة %1$s %2$s موديل %3$s بحالة ممتازة',
  ],
};

/** Property titles: %1 property type, %2 area, %3 rooms, %4 size in m². */
const PROPERTY_TITLES: Record<'SALE' | 'RENT', Record<Language, string[]>> = {
  SALE: {
    en: [
      '%1$s for sale in %2$s',
      '%3$s-room %1$s in %2$s, %4$s m²',
      'Spacious %1$s, %2$s, %4$s m²',
      '%1$s for sale, %2$s, green title deed',
    ],
    ar: [
      '%1$s للبيع في %2$s',
      '%1$s %3$s غرف في %2$s مساحة %4$s م²',
      '%1$s للبيع بمساحة %4$s م² - %2$s',
      'للبيع %1$s في %2$s طابو أخضر',
    ],
  },
  RENT: {
    en: ['%1$s for rent in %2$s', 'Furnished %1$s for rent, %2$s', '%3$s-room %1$s to let in %2$s'],
    ar: ['%1$s للإيجار في %2$s', 'للإيجار %1$s مع فرش كامل - %2$s', 'للإيجار %1$s %3$s غرف في %2$s'],
  },
};

const VEHICLE_PHRASES: Record<Language, string[]> = {
  en: [
    'No accidents, regular service at the dealer.',
    'Engine and gearbox in excellent condition.',
    'Air conditioning works perfectly, new tyres.',
    'Papers in order, customs cleared.',
    'Price slightly negotiable for serious buyers only.',
    'Leather seats, sunroof, reversing camera.',
    'Single owner, garage kept, never rented.',
    'Minor scratches on the rear bumper.',
    'Economical on fuel, ideal for the city.',
    'Inspection welcome at any garage.',
    'Recently serviced: oil, filters and brakes.',
    'Original paint, no repairs.',
  ],
  ar: [
    'بدون حوادث، صيانة دورية في الوكالة.',
    'المحرك والغيار بحالة ممتازة.',
    'مكيف بارد، إطارات جديدة.',
    'الأوراق نظامية ومجمركة.',
    'السعر قابل للتفاوض البسيط للجادين فقط.',
    'فرش جلد، فتحة سقف، كاميرا خلفية.',
    'مالك أول، بحالة الوكالة.',
    'بخ خفيف على الرفارف فقط.',
    'اقتصادية جداً بالبنزين.',
    'الفحص على حساب المشتري عند أي ميكانيكي.',
    'تبديل زيت وفلاتر وفرامات حديثاً.',
    'دهان أصلي بدون ضربات.',
  ],
};

const PROPERTY_PHRASES: Record<Language, string[]> = {
  en: [
    'Sunny, open view, close to schools and the market.',
    'Fully finished with new kitchen and bathrooms.',
    'Solar water heater and a backup generator.',
    'Quiet street, parking space included.',
    'Green title deed, ready for transfer.',
    'Balcony overlooking the garden.',
    'Recently renovated, move in straight away.',
    'Walking distance to the university.',
    'Building with lift and caretaker.',
    'Payment in instalments possible.',
  ],
  ar: [
    'مشمسة، إطلالة مفتوحة، قريبة من المدارس والسوق.',
    'إكساء كامل مع مطبخ وحمامات جديدة.',
    'سخان شمسي ومولدة احتياطية.',
    'شارع هادئ مع موقف سيارة.',
    'طابو أخضر جاهز للفراغ.',
    'بلكون يطل على الحديقة.',
    'مرممة حديثاً جاهزة للسكن.',
    'قريبة من الجامعة مشياً.',
    'بناء مع مصعد وناطور.',
    'إمكانية التقسيط.',
  ],
};

/**
 * Phrases about one in two thousand listings carries, so a full-text query has a term that is
 * rare but real (issue 5's "rare full-text term", where the planner's choice of index matters).
 */
export const RARE_TERMS = ['nakamichi', 'zagato', 'ferrite', 'تحفة', 'سيرلانكي'] as const;
const RARE_PHRASES: Record<Language, string[]> = {
  en: ['Comes with a vintage Nakamichi stereo.', 'Zagato body kit fitted.', 'Ferrite coated floors.'],
  ar: ['قطعة تحفة نادرة.', 'خشب سيرلانكي أصلي.'],
};

/**
 * Street and landmark names, made of syllables drawn by a power law: a long tail of words as real
 * listings have (tens of thousands of distinct words, not the few hundred of the phrase pools), so
 * the typo table and the full-text index are as large as they would be. Arabic syllables avoid
 * the letters the search folding changes, so a name is its own folded form.
 */
export const SYLLABLES = {
  en: [
    'ba',
    'ka',
    'ra',
    'mi',
    'no',
    'sa',
    'ta',
    'li',
    'ha',
    'du',
    'ze',
    'fa',
    'qu',
    'ja',
    'wa',
    'ri',
    'ma',
    'an',
    'el',
    'us',
    'or',
    'im',
    'ad',
    'ye',
  ],
  ar: [
    'با',
    'كا',
    'را',
    'مي',
    'نو',
    'سا',
    'تا',
    'لي',
    'ها',
    'دو',
    'زي',
    'فا',
    'قو',
    'جا',
    'وا',
    'ري',
    'ما',
    'ان',
    'ال',
    'يو',
    'شا',
    'عم',
    'بد',
    'حس',
  ],
} as const;
const STREET: Record<Language, string[]> = { en: ['Near %1$s Street.'], ar: ['قرب شارع %1$s.'] };

const PROPERTY_NAMES: Record<string, Record<Language, string>> = {
  APARTMENT: { en: 'Apartment', ar: 'شقة' },
  HOUSE: { en: 'House', ar: 'بيت' },
  CONDO: { en: 'Condo', ar: 'شقة فندقية' },
  LAND: { en: 'Land plot', ar: 'أرض' },
  COMMERCIAL: { en: 'Shop', ar: 'محل تجاري' },
  OTHER: { en: 'Farm', ar: 'مزرعة' },
};

/** Share of each subcategory within its category, most common first. */
export const VEHICLE_TYPE_WEIGHTS: [VehicleType, number][] = [
  ['CAR', 70],
  ['MOTORCYCLE', 8],
  ['TRUCK', 6],
  ['VAN', 5],
  ['TRACTOR', 3],
  ['CONSTRUCTION', 3],
  ['BUS', 2],
  ['OTHER', 2],
  ['RV', 1],
];
export const PROPERTY_TYPE_WEIGHTS: [string, number][] = [
  ['APARTMENT', 50],
  ['HOUSE', 20],
  ['LAND', 12],
  ['COMMERCIAL', 10],
  ['CONDO', 5],
  ['OTHER', 3],
];
// Contracts list makes roughly by how common they are on Syrian roads; a power law over that order.
const MAKE_SKEW = 1.1;

const fold = normaliseSearchText;

/** The generator's lookup rows (with weights to draw by) and its text pools per kind and language. */
export function vocabularyRows() {
  const models = [];
  for (const [type, share] of VEHICLE_TYPE_WEIGHTS) {
    const ofType = VEHICLE_MAKES.flatMap((make, makeRank) =>
      make.models
        .filter((model) => model.vehicleType === type)
        .map((model, modelRank) => ({
          make,
          model,
          weight: 1 / (makeRank + 1) ** MAKE_SKEW / (modelRank + 1),
        })),
    );
    const sum = ofType.reduce((total, entry) => total + entry.weight, 0);
    for (const { make, model, weight } of ofType)
      models.push({
        type,
        weight: (share * weight) / sum,
        make: make.code,
        model: model.code,
        make_en: make.name.en,
        make_ar: make.name.ar,
        model_en: model.name.en,
        model_ar: model.name.ar,
        make_en_f: fold(make.name.en),
        make_ar_f: fold(make.name.ar),
        model_en_f: fold(model.name.en),
        model_ar_f: fold(model.name.ar),
        codes_f: fold(`${make.code} ${model.code} ${type}`),
      });
  }
  const areas = CITIES.flatMap((city, cityRank) =>
    city.areas.map((area) => ({
      weight: 1 / (cityRank + 1) ** 0.9,
      city: city.code,
      area: area.code,
      area_en: area.name.en,
      area_ar: area.name.ar,
      area_en_f: fold(area.name.en),
      area_ar_f: fold(area.name.ar),
      loc_en: `${area.name.en}, ${city.name.en}`,
      loc_ar: `${area.name.ar}، ${city.name.ar}`,
      loc_en_f: fold(`${area.name.en}, ${city.name.en}`),
      loc_ar_f: fold(`${area.name.ar}، ${city.name.ar}`),
      names_f: fold(`${city.name.en} ${city.name.ar} ${area.name.en} ${area.name.ar}`),
      lat: area.latitude,
      lon: area.longitude,
    })),
  );
  const properties = PROPERTY_TYPE_WEIGHTS.map(([type, weight]) => ({
    type,
    weight,
    name_en: PROPERTY_NAMES[type]!.en,
    name_ar: PROPERTY_NAMES[type]!.ar,
    name_en_f: fold(PROPERTY_NAMES[type]!.en),
    name_ar_f: fold(PROPERTY_NAMES[type]!.ar),
    type_f: fold(type),
  }));
  const texts = {
    ...textPools('vtitle', VEHICLE_TITLES),
    ...textPools('ptitle_sale', PROPERTY_TITLES.SALE),
    ...textPools('ptitle_rent', PROPERTY_TITLES.RENT),
    ...textPools('vphrase', VEHICLE_PHRASES),
    ...textPools('pphrase', PROPERTY_PHRASES),
    ...textPools('rare', RARE_PHRASES),
    ...textPools('street', STREET),
    ...textPools('syl', { en: [...SYLLABLES.en], ar: [...SYLLABLES.ar] }),
  };
  return { models, areas, properties, texts };
}

/** `{kind}_{lang}` → the texts as written and as folded, in the same order. */
function textPools(kind: string, byLanguage: Record<Language, string[]>) {
  const pools: Record<string, { raw: string[]; folded: string[] }> = {};
  for (const lang of ['en', 'ar'] as const) {
    const templates = byLanguage[lang].map(template);
    pools[`${kind}_${lang}`] = {
      raw: templates.map((entry) => entry.raw),
      folded: templates.map((entry) => entry.folded),
    };
  }
  return pools;
}

/** How finely weights are drawn: a uniform slot in 0..SLOTS-1 names a row by its weight. */
export const SLOTS = 10_000;

/** Each row's 1-based position per slot, so SQL picks a weighted row with one array lookup. */
export function slotsOf(rows: readonly { weight: number }[]): number[] {
  const sum = rows.reduce((total, row) => total + row.weight, 0);
  const slots: number[] = [];
  let row = 0;
  let upTo = rows[0]!.weight / sum;
  for (let slot = 0; slot < SLOTS; slot++) {
    while ((slot + 0.5) / SLOTS > upTo && row < rows.length - 1) upTo += rows[++row]!.weight / sum;
    slots.push(row + 1);
  }
  return slots;
}
