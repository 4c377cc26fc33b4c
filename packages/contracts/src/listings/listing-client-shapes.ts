import type { MainCategory } from '../enums/listing.js';
import { isBlankField, REAL_ESTATE_DETAIL_KEYS, VEHICLE_DETAIL_KEYS } from './listing-details.schema.js';

type Raw = Record<string, unknown>;

/**
 * The other names the older clients give a detail (api-compat.md 3), by the detail key each
 * fills: inside `details`, and as top-level form fields beside it (the old backend's flat
 * columns, which the mobile app sends instead of nesting make, model and year).
 */
const DETAIL_ALIASES: Record<MainCategory, Readonly<Record<string, string>>> = {
  vehicles: {
    transmission: 'transmissionType',
    exteriorColor: 'color',
    accidental: 'accidentFree',
  },
  realEstate: {
    totalArea: 'size',
    buildable: 'isBuildable',
    furnishing: 'furnished',
  },
};

/** The top-level fields that fill a detail the details leave out, as the old backend's columns did. */
const FLAT_FIELDS: Record<MainCategory, readonly string[]> = {
  vehicles: [
    'make',
    'model',
    'year',
    'mileage',
    'fuelType',
    'transmission',
    'transmissionType',
    'bodyType',
    'engineSize',
    'exteriorColor',
    'color',
    'horsepower',
    'accidental',
    'condition',
    'registrationExpiry',
  ],
  realEstate: [
    'bedrooms',
    'bathrooms',
    'totalArea',
    'size',
    'yearBuilt',
    'furnishing',
    'furnished',
    'floor',
    'totalFloors',
    'condition',
  ],
};

const folded = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/**
 * Values whose meaning changes with the name: `accidental` "no"/"false" meant accident free (the
 * old backend stored anything else as "YES"); `furnishing` names a state, unfurnished or not.
 */
function valueFor(alias: string, value: unknown): unknown {
  if (isBlankField(value)) return value;
  if (alias === 'accidental') return ['no', 'false', '0', false].includes(folded(value) as string);
  if (alias === 'furnishing')
    return !['unfurnished', 'no', 'false', '0', 'none', false].includes(folded(value) as string);
  return value;
}

/** Prisma's `{ set: [...] }`, which the old web client wraps lists (and single choices) in. */
const unwrapped = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  Object.hasOwn(value, 'set')
    ? (value as { set: unknown }).set
    : value;

/**
 * The details as the create and edit rules read them, from any shape an older client sends:
 * `{ set: [...] }` wrappers taken off, a one-item list given to a one-value field read as that
 * value (an empty one as not sent), other names of a detail read as it, and details left out
 * filled from the top-level fields beside them. Only own keys are read: a key named
 * `__proto__` or `constructor` is just an unknown detail.
 */
export function readClientDetails(category: MainCategory, details: Raw, fields: Raw): Raw {
  const keys = category === 'vehicles' ? VEHICLE_DETAIL_KEYS : REAL_ESTATE_DETAIL_KEYS;
  const aliases = DETAIL_ALIASES[category];
  const out: Raw = {};
  const put = (key: string, value: unknown) => {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  };
  const missing = (key: string) => !Object.hasOwn(out, key) || isBlankField(out[key]);
  const fill = (source: Raw, key: string) => {
    let value = unwrapped(source[key]);
    const target = Object.hasOwn(aliases, key) ? aliases[key]! : key;
    if (Array.isArray(value) && !keys.list.includes(target)) {
      if (value.length === 0) return;
      if (value.length === 1) value = value[0];
    }
    if (target !== key) {
      if (missing(target)) put(target, valueFor(key, value));
    } else put(key, value);
  };
  // Canonical names first, so `transmissionType` wins over `transmission` whatever their order.
  const own = Object.keys(details);
  for (const key of own) if (!Object.hasOwn(aliases, key)) fill(details, key);
  for (const key of own) if (Object.hasOwn(aliases, key)) fill(details, key);
  for (const key of FLAT_FIELDS[category]) {
    if (!Object.hasOwn(fields, key) || isBlankField(fields[key])) continue;
    const target = Object.hasOwn(aliases, key) ? aliases[key]! : key;
    if (missing(target)) put(target, valueFor(key, unwrapped(fields[key])));
  }
  return out;
}
