import { readNumber, toLatinDigits } from '../common/numbers.js';
import { findUnstorableText, type ValidationKey } from '../common/validation.js';
import {
  currencySchema,
  listingActionSchema,
  listingStatusSchema,
  mainCategorySchema,
} from '../enums/listing.schema.js';
import type { Currency, ListingAction, ListingStatus, MainCategory } from '../enums/listing.js';
import { findArea, findCity } from '../reference/cities.js';
import {
  parseRealEstateDetails,
  parseVehicleDetails,
  type RealEstateDetailsInput,
  type VehicleDetailsInput,
} from './listing-details.schema.js';
import { mergeDetailsEdit } from './listing-details-edit.js';
import { readClientDetails } from './listing-client-shapes.js';

export const LISTING_LIMITS = { title: 200, description: 5000, location: 200, maxPrice: 1e12 } as const;

type Issue = { path: string; key: ValidationKey; params?: Record<string, unknown> };

/** What an edit starts from: the listing's stored details, merged with the sent ones key by key. */
export interface EditBase {
  details: Record<string, unknown>;
  /** The edit leaves the stored pin as it was: half a pin stored before the rule is not refused. */
  keepsPin: boolean;
}

export interface ListingInput {
  title: string;
  description: string;
  price: number;
  currency: Currency;
  listingAction: ListingAction;
  mainCategory: MainCategory;
  subCategory: string;
  location: string;
  cityCode: string | null;
  areaCode: string | null;
  latitude: number | null;
  longitude: number | null;
  vehicle?: VehicleDetailsInput;
  realEstate?: RealEstateDetailsInput;
}

/** JSON sent as a form field, or already an object in a JSON body. */
function jsonField(value: unknown): Record<string, unknown> | undefined | 'invalid' {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string') return 'invalid';
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : 'invalid';
  } catch {
    return 'invalid';
  }
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function coordinate(value: unknown, limit: number, path: string, issues: Issue[]): number | null {
  const raw = text(value);
  if (raw === '') return null;
  const number = readNumber(raw);
  if (number === undefined || Math.abs(number) > limit) {
    issues.push({ path, key: 'invalidFormat' });
    return null;
  }
  return number;
}

/** A pin is both coordinates or neither: half a pin is refused, naming the half that is missing. */
function pin(fields: Record<string, unknown>, issues: Issue[], edit?: EditBase) {
  const latitude = coordinate(fields.latitude, 90, 'latitude', issues);
  const longitude = coordinate(fields.longitude, 180, 'longitude', issues);
  if (edit?.keepsPin) return { latitude, longitude };
  if (text(fields.latitude) !== '' && text(fields.longitude) === '')
    issues.push({ path: 'longitude', key: 'required' });
  if (text(fields.longitude) !== '' && text(fields.latitude) === '')
    issues.push({ path: 'latitude', key: 'required' });
  return { latitude, longitude };
}

/**
 * A listing from a create form (multipart text fields or JSON) by spec section 5's rules. Every
 * problem is collected, so the form can show them all at once; `value` is only whole when
 * `issues` is empty. With `edit`, the details sent are merged into the stored ones
 * (`mergeDetailsEdit`) and may be left out.
 */
export function parseListingInput(
  fields: Record<string, unknown>,
  now = new Date(),
  edit?: EditBase,
): { value: ListingInput; issues: Issue[] } {
  const category = jsonField(fields.category);
  const sentDetails = jsonField(fields.details);
  // JSON inside a form field is first read here, so only here can its text be checked.
  const issues: Issue[] = findUnstorableText({ ...fields, category, details: sentDetails }).map((path) => ({
    path,
    key: 'invalidCharacters',
  }));
  const title = text(fields.title);
  if (!title) issues.push({ path: 'title', key: 'titleRequired' });
  else if (title.length > LISTING_LIMITS.title)
    issues.push({ path: 'title', key: 'tooLong', params: { max: LISTING_LIMITS.title } });
  const description = text(fields.description);
  if (!description) issues.push({ path: 'description', key: 'descriptionRequired' });
  else if (description.length > LISTING_LIMITS.description) {
    issues.push({ path: 'description', key: 'tooLong', params: { max: LISTING_LIMITS.description } });
  }

  const priceText = toLatinDigits(text(fields.price)).replace(/[\s,]/g, '');
  const price = Number(priceText);
  if (priceText === '' || !/^\d*\.?\d+$/.test(priceText.replace(/^-/, ''))) {
    issues.push({ path: 'price', key: priceText === '' ? 'priceInvalid' : 'priceFormat' });
  } else if (!(price > 0) || price > LISTING_LIMITS.maxPrice)
    issues.push({ path: 'price', key: 'priceInvalid' });

  const currency = fields.currency ? currencySchema.normalise(text(fields.currency)) : 'SYP';
  if (!currency) issues.push({ path: 'currency', key: 'invalidFormat' });
  const listingAction = fields.listingAction
    ? listingActionSchema.normalise(text(fields.listingAction))
    : 'SALE';
  if (!listingAction) issues.push({ path: 'listingAction', key: 'invalidFormat' });

  if (category === 'invalid') issues.push({ path: 'category', key: 'invalidFormat' });
  const categoryObject = category && category !== 'invalid' ? category : {};
  const mainText = text(categoryObject.mainCategory ?? fields.mainCategory);
  const mainCategory = mainText ? mainCategorySchema.normalise(mainText) : undefined;
  if (!mainCategory)
    issues.push({ path: 'category.mainCategory', key: mainText ? 'invalidFormat' : 'required' });

  const cityCode = text(fields.cityCode) || null;
  const areaCode = text(fields.areaCode) || null;
  const city = cityCode ? findCity(cityCode) : undefined;
  if (cityCode && !city) issues.push({ path: 'cityCode', key: 'invalidFormat' });
  const area = city && areaCode ? findArea(city.code, areaCode) : undefined;
  if (areaCode && city && !area) issues.push({ path: 'areaCode', key: 'invalidFormat' });
  const location =
    text(fields.location) || (city ? [city.name.en, area?.name.en].filter(Boolean).join(', ') : '');
  if (!location) issues.push({ path: 'location', key: 'locationRequired' });
  else if (location.length > LISTING_LIMITS.location)
    issues.push({ path: 'location', key: 'tooLong', params: { max: LISTING_LIMITS.location } });

  // An edit that sends no details keeps the stored ones.
  const details = sentDetails === undefined && edit ? {} : sentDetails;
  if (details === undefined) issues.push({ path: 'details', key: 'detailsRequired' });
  if (details === 'invalid') issues.push({ path: 'details', key: 'invalidFormat' });
  const value: ListingInput = {
    title,
    description,
    price,
    currency: currency ?? 'SYP',
    listingAction: listingAction ?? 'SALE',
    mainCategory: mainCategory ?? 'vehicles',
    subCategory: '',
    location,
    cityCode: city?.code ?? null,
    areaCode: area?.code ?? null,
    ...pin(fields, issues, edit),
  };
  if (mainCategory && details && details !== 'invalid') {
    // Mobile nests the details ({vehicles:{...}}), web sends them flat (api-compat.md 3), each
    // with names and wrappers of its own, and top-level fields beside them.
    const nested = Object.hasOwn(details, mainCategory) ? details[mainCategory] : undefined;
    const raw = readClientDetails(
      mainCategory,
      nested && typeof nested === 'object' && !Array.isArray(nested)
        ? (nested as Record<string, unknown>)
        : details,
      fields,
    );
    const subCategory = text(categoryObject.subCategory ?? fields.subCategory);
    if (edit) {
      const merged = mergeDetailsEdit(mainCategory, edit.details, raw, now);
      issues.push(...merged.issues.map((issue) => ({ ...issue, path: `details.${issue.path}` })));
      if (mainCategory === 'vehicles') value.vehicle = merged.value as VehicleDetailsInput;
      else value.realEstate = merged.value as RealEstateDetailsInput;
      value.subCategory = String(merged.value[mainCategory === 'vehicles' ? 'vehicleType' : 'propertyType']);
    } else if (mainCategory === 'vehicles') {
      const parsed = parseVehicleDetails({ vehicleType: subCategory || undefined, ...raw }, now);
      issues.push(...parsed.issues.map((issue) => ({ ...issue, path: `details.${issue.path}` })));
      value.vehicle = parsed.value;
      value.subCategory = parsed.value.vehicleType;
    } else {
      const parsed = parseRealEstateDetails({ propertyType: subCategory || undefined, ...raw }, now);
      issues.push(...parsed.issues.map((issue) => ({ ...issue, path: `details.${issue.path}` })));
      value.realEstate = parsed.value;
      value.subCategory = parsed.value.propertyType;
    }
  }
  return { value, issues };
}

/** Status changes an owner may make (DESIGN.md 4); `pending` is only ever set by moderation. */
export const OWNER_STATUSES: readonly ListingStatus[] = ['active', 'inactive', 'sold', 'rented'];
export const parseStatus = (value: unknown) =>
  typeof value === 'string' ? listingStatusSchema.normalise(value) : undefined;
