import type { MainCategory } from '../enums/listing.js';
import {
  isBlankField,
  parseRealEstateDetails,
  parseVehicleDetails,
  REAL_ESTATE_DETAIL_KEYS,
  VEHICLE_DETAIL_KEYS,
  type DetailsResult,
} from './listing-details.schema.js';

type Raw = Record<string, unknown>;

// The same value sent back (a form round-trips every stored detail) is no change: a stored value
// an older version accepted is kept, not refused or repaired.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// A key sent as JSON may name what every object inherits ("__proto__", "constructor").
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Keys read with others: the type sets a body type ('SUV'), and a make or model chosen from the
 * catalogue ends the custom text that named the old one.
 */
const COMPANIONS: Record<string, readonly string[]> = {
  vehicleType: ['bodyType'],
  make: ['customMake'],
  model: ['customModel'],
};

/**
 * An edit's details merged into the stored ones, key by key (docs/listings-api.md "details
 * merged"): only the keys sent with a new value are read and checked, by the create rules, and
 * replace their stored value; a key sent blank (null or "") is cleared; every other stored key,
 * the long tail the parser does not know included, is kept exactly as it is. A sent value the
 * parser leaves out (an unknown key, an integer that is not one) changes nothing, as on create it
 * would store nothing.
 */
export function mergeDetailsEdit(
  mainCategory: MainCategory,
  stored: Raw,
  sent: Raw,
  now = new Date(),
): DetailsResult<Raw> {
  const keys = mainCategory === 'vehicles' ? VEHICLE_DETAIL_KEYS : REAL_ESTATE_DETAIL_KEYS;
  const changed = Object.keys(sent).filter((key) => !same(sent[key], own(stored, key)));
  if (changed.length === 0) return { value: stored, issues: [] };
  // The identity keys are read together: a model is only known under its make.
  const identity = Object.fromEntries(keys.identity.map((key) => [key, stored[key]]));
  const changedValues = Object.fromEntries(changed.map((key) => [key, sent[key]]));
  const raw = { ...identity, ...changedValues };
  const parsed =
    mainCategory === 'vehicles' ? parseVehicleDetails(raw, now) : parseRealEstateDetails(raw, now);
  const read = new Set(changed.flatMap((key) => [key, ...(own(COMPANIONS, key) ?? [])]));
  const merged: Raw = { ...stored };
  for (const key of read) {
    if (Object.hasOwn(parsed.value, key)) merged[key] = parsed.value[key];
    else if (changed.includes(key) ? isBlankField(sent[key]) : key.startsWith('custom')) delete merged[key];
  }
  return { value: merged, issues: parsed.issues.filter((issue) => read.has(issue.path)) };
}
