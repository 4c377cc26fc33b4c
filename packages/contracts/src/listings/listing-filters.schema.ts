import { z } from 'zod';
import { integerLike, numberLike, toLatinDigits } from '../common/numbers.js';
import { storableString } from '../common/validation.js';
import { currencySchema, listingActionSchema } from '../enums/listing.schema.js';
import { fuelTypeSchema, transmissionTypeSchema, vehicleConditionSchema } from '../enums/vehicle.schema.js';
import { CITIES, findCity, matchCity } from '../reference/cities.js';
import { foldName } from '../reference/fold-name.js';
import { findMake, matchMake, VEHICLE_MAKES } from '../reference/makes.js';
import { LISTING_LIMITS } from './listing-input.schema.js';

// Bounds as wide as what listings may hold (listing-details.schema.ts), so no real value is refused.
const year = integerLike.pipe(z.number().int().min(1800).max(2100));
const mileage = integerLike.pipe(z.number().int().min(0).max(5_000_000));
const size = numberLike.pipe(z.number().min(0).max(100_000_000));
const amount = numberLike.pipe(z.number().min(0).max(LISTING_LIMITS.maxPrice));

const text = (input: unknown) => (typeof input === 'string' ? input.trim() || undefined : input);

/** A catalogue make in any spelling (`toyota`, `Toyota`, `تويوتا`, `toyta`) becomes its code. */
const makeSchema = z.preprocess((input) => {
  const typed = text(input);
  if (typeof typed !== 'string') return typed;
  return (findMake(typed.toLowerCase()) ?? matchMake(typed))?.code ?? typed;
}, storableString.max(80, 'tooLong').optional());

/**
 * A model code of `makeCode` (or of any make when none is given) for a typed model: its code
 * (`land-cruiser`) or a name in either script (`Land Cruiser`, `لاند كروزر`). Text that is no
 * catalogue model stays as typed: custom models are stored that way.
 */
export function resolveModelCode(makeCode: string | undefined, typed: string): string {
  const makes = makeCode ? [findMake(makeCode)].filter((make) => make !== undefined) : VEHICLE_MAKES;
  const key = foldName(typed);
  for (const make of makes) {
    const model = make.models.find((entry) =>
      [entry.code, ...Object.values(entry.name)].some((name) => foldName(name) === key),
    );
    if (model) return model.code;
  }
  return typed;
}

/** A city by code or by name in any locale (`aleppo`, `Aleppo`, `حلب`). */
const citySchema = z.preprocess(
  (input) => {
    const typed = text(input);
    if (typeof typed !== 'string') return typed;
    return (findCity(typed.toLowerCase()) ?? matchCity(typed))?.code ?? typed;
  },
  z.enum(CITIES.map((city) => city.code) as [string, ...string[]], 'invalidFormat').optional(),
);

const AREA_CODES = [...new Set(CITIES.flatMap((city) => city.areas.map((area) => area.code)))] as [
  string,
  ...string[],
];
const areaSchema = z.preprocess((input) => {
  const typed = text(input);
  return typeof typed === 'string' ? typed.toLowerCase() : typed;
}, z.enum(AREA_CODES, 'invalidFormat').optional());

/**
 * A build-year band of spec section 3 ("before 2000", "2010 and newer", "2023 and newer", "any"),
 * read to its canonical form: `any`, `before2000`, or a plain year `2010` meaning that year and newer.
 * Also read: `2010+`, `2010-plus`, `2010-and-newer`, `before-2000`, `<2000`, Arabic digits.
 */
const BAND = /^(?:any|before\d{4}|\d{4})$/;
const builtYearSchema = z.preprocess((input) => {
  if (typeof input !== 'string') return input;
  const folded = toLatinDigits(input)
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
    .replace(/^</, 'before')
    .replace(/(?:\+|plus|andnewer|ornewer)$/, '');
  return folded === '' ? undefined : folded;
}, storableString.regex(BAND, 'invalidFormat').optional());

const BUILT_YEAR_DESCRIPTION =
  'Build-year band (spec section 3): `any`; a year such as `2010` or `2023` means that year and newer ' +
  '(`2010+` is read the same); `before2000` (or `before-2000`, `<2000`) means older than 2000. Applies ' +
  "to a vehicle's model year and a property's year built, and combines with `year`, `minYear` and `maxYear`.";

/**
 * The structured filters of the browse (spec sections 3 and 7). Detail filters apply to the
 * listings that have that kind of detail: vehicle-only ones (make, model, fuel, transmission,
 * mileage) leave real estate out, real-estate-only ones (bedrooms, bathrooms, size) leave vehicles out;
 * `year` and `condition` apply to both kinds.
 */
export const listingFilterFields = {
  year: year.optional().meta({ description: 'Exactly this model year (vehicles) or year built (property).' }),
  minYear: year.optional().meta({ description: 'This year or newer.' }),
  maxYear: year.optional().meta({ description: 'This year or older.' }),
  builtYear: builtYearSchema.meta({ description: BUILT_YEAR_DESCRIPTION }),
  make: makeSchema.meta({ description: 'A make code or any known spelling of it (`toyota`, `تويوتا`).' }),
  model: z
    .preprocess(text, storableString.max(80, 'tooLong').optional())
    .meta({ description: 'A model code or name in either script, of `make` when given.' }),
  listingAction: listingActionSchema
    .optional()
    .meta({ description: '`SALE` or `RENT` (`FOR_SALE`, `FOR_RENT`).' }),
  fuelType: fuelTypeSchema.optional(),
  transmissionType: transmissionTypeSchema.optional(),
  // Property conditions are written in the vehicle vocabulary too (new, excellent, good, fair).
  condition: vehicleConditionSchema.optional(),
  minMileage: mileage.optional(),
  maxMileage: mileage.optional(),
  bedrooms: integerLike
    .pipe(z.number().int().min(0).max(100))
    .optional()
    .meta({ description: 'At least this many bedrooms (`3` means 3 or more).' }),
  bathrooms: numberLike
    .pipe(z.number().min(0).max(100))
    .optional()
    .meta({ description: 'At least this many bathrooms (halves count: `1.5`).' }),
  minSize: size.optional().meta({ description: 'Total area at least this many m².' }),
  maxSize: size.optional().meta({ description: 'Total area at most this many m².' }),
  cityCode: citySchema.meta({ description: 'A city code or its name in any locale.' }),
  areaCode: areaSchema.meta({ description: 'An area code (of `cityCode` when given).' }),
  minPrice: amount.optional(),
  maxPrice: amount.optional(),
  currency: currencySchema.default('SYP').meta({
    description:
      'The currency of `minPrice` and `maxPrice` (default SYP). Prices in the other currency are compared, and `sortBy=price` ordered, through the current exchange rate.',
  }),
};

type FilterValues = {
  [K in keyof typeof listingFilterFields]: z.infer<(typeof listingFilterFields)[K]>;
};

/** `min*`/`max*` pairs a query may not turn upside down. */
export const FILTER_RANGES = [
  ['minYear', 'maxYear'],
  ['minMileage', 'maxMileage'],
  ['minSize', 'maxSize'],
  ['minPrice', 'maxPrice'],
] as const satisfies readonly (readonly [keyof FilterValues, keyof FilterValues])[];

/** The year range `year`, `minYear`, `maxYear` and `builtYear` leave together (bounds inclusive). */
export function yearBoundsOf(
  query: Partial<Pick<FilterValues, 'year' | 'minYear' | 'maxYear' | 'builtYear'>>,
): {
  min?: number;
  max?: number;
} {
  const mins = [query.year, query.minYear];
  const maxes = [query.year, query.maxYear];
  const band = query.builtYear;
  if (band?.startsWith('before')) maxes.push(Number(band.slice('before'.length)) - 1);
  else if (band && band !== 'any') mins.push(Number(band));
  const defined = (values: (number | undefined)[]) => values.filter((value) => value !== undefined);
  const min = defined(mins);
  const max = defined(maxes);
  return {
    ...(min.length > 0 ? { min: Math.max(...min) } : {}),
    ...(max.length > 0 ? { max: Math.min(...max) } : {}),
  };
}
