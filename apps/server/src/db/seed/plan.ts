import {
  CUSTOM_MODEL,
  findArea,
  findCity,
  findMake,
  findModel,
  LISTING_LIFETIME_DAYS,
  OTHER_MAKE,
  type City,
} from '@souqna/contracts';
import type { listings, realEstateDetails, vehicleDetails } from '../schema/index.js';
import { APARTMENTS } from './catalog/apartments.js';
import { CARS } from './catalog/cars.js';
import { HOUSES } from './catalog/houses.js';
import { ACTION_NAMES, namesText, PROPERTY_TYPE_NAMES, VEHICLE_TYPE_NAMES } from './catalog/labels.js';
import { PROPERTY } from './catalog/property.js';
import { LEISURE_VEHICLES } from './catalog/leisure-vehicles.js';
import { MACHINES } from './catalog/machines.js';
import { PREMIUM_CARS } from './catalog/premium-cars.js';
import type { Deal, PropertySeed, SellerKey, VehicleSeed } from './catalog/types.js';
import { WORK_VEHICLES } from './catalog/work-vehicles.js';
import type { Backdrop, SceneSpec } from './images/scene.js';
import { deterministicUuid, mulberry32, seedFrom, type Random } from './prng.js';
import { buildSearchText } from '../../modules/listings/listings.search-text.js';

export const VEHICLE_SEEDS: readonly VehicleSeed[] = [
  ...CARS,
  ...PREMIUM_CARS,
  ...WORK_VEHICLES,
  ...LEISURE_VEHICLES,
  ...MACHINES,
];
export const PROPERTY_SEEDS: readonly PropertySeed[] = [...APARTMENTS, ...HOUSES, ...PROPERTY];

type ListingRow = Omit<typeof listings.$inferInsert, 'userId'>;

/** One demo listing, ready to insert once its seller's id and photos are known. */
export interface PlannedListing {
  id: string;
  key: string;
  seller: SellerKey;
  listing: ListingRow;
  vehicle?: Omit<typeof vehicleDetails.$inferInsert, 'listingId'>;
  realEstate?: Omit<typeof realEstateDetails.$inferInsert, 'listingId'>;
  photos: SceneSpec[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A rent's period as the contracts' `rentPeriod` values name it. */
const rentPeriod = (deal: Deal) =>
  deal.period ? { rentPeriod: deal.period === 'day' ? 'daily' : 'monthly' } : {};
/** How many photos a listing gets: mostly 3 or 4, a few with 2 and a few galleries of 6 to 8. */
const PHOTO_COUNTS = [2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6, 8] as const;
const COASTAL = new Set(['latakia', 'tartus']);
const URBAN = new Set(['damascus', 'aleppo', 'homs', 'hama']);

const backdropOf = (cityCode: string): Backdrop =>
  COASTAL.has(cityCode) ? 'sea' : URBAN.has(cityCode) ? 'city' : 'hills';

function place(at: readonly [string, string], random: Random) {
  const city = findCity(at[0]);
  const area = findArea(at[0], at[1]);
  if (!city || !area) throw new Error(`Seed data names an unknown place: ${at.join('/')}`);
  // Within about 400 m of the area's centre, so map pins do not stack.
  const jitter = () => (random.next() - 0.5) * 0.008;
  return {
    city,
    area,
    latitude: Number((area.latitude + jitter()).toFixed(6)),
    longitude: Number((area.longitude + jitter()).toFixed(6)),
  };
}

const locationText = (language: 'ar' | 'en' | 'both', city: City, areaName: { en: string; ar: string }) =>
  language === 'ar' ? `${areaName.ar}، ${city.name.ar}` : `${areaName.en}, ${city.name.en}`;

/**
 * Created within the last 60 days; sold and rented ones a while ago, updated when they closed.
 * Each lives 60 days from then, as a real one does: the oldest few are days from expiring, so the
 * first lifecycle pass warns their sellers and the one-click renewal has something to renew.
 */
function timestamps(random: Random, now: Date, closed: boolean) {
  const ageMs = closed ? random.int(25 * DAY_MS, 59 * DAY_MS) : random.int(20 * 60 * 1000, 59 * DAY_MS);
  const createdAt = new Date(now.getTime() - ageMs);
  const updatedAt = closed ? new Date(createdAt.getTime() + random.int(3 * DAY_MS, 20 * DAY_MS)) : createdAt;
  const ageDays = ageMs / DAY_MS;
  return {
    createdAt,
    updatedAt,
    publishedAt: createdAt,
    expiresAt: new Date(createdAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
    viewsCount: random.int(8, 60) + Math.round(ageDays * random.int(2, 12)),
  };
}

function baseRow(seed: VehicleSeed | PropertySeed, random: Random, now: Date, extraSearch: string[]) {
  const { city, area, latitude, longitude } = place(seed.at, random);
  const closed = seed.deal.status !== undefined;
  const listing: ListingRow = {
    id: deterministicUuid(`listing:${seed.key}`),
    title: seed.text.title,
    description: seed.text.description,
    price: seed.deal.price,
    currency: seed.deal.currency,
    listingAction: seed.deal.action,
    status: seed.deal.status ?? 'active',
    cityCode: city.code,
    areaCode: area.code,
    location: locationText(seed.text.language, city, area.name),
    latitude,
    longitude,
    mainCategory: 'vehicles',
    subCategory: seed.type,
    ...timestamps(random, now, closed),
    searchText: buildSearchText([
      seed.text.title,
      seed.text.description,
      ...extraSearch,
      city.name.en,
      city.name.ar,
      area.name.en,
      area.name.ar,
      namesText(ACTION_NAMES[seed.deal.action]),
    ]),
  };
  return { listing, backdrop: backdropOf(city.code) };
}

function photos(
  seed: VehicleSeed | PropertySeed,
  random: Random,
  backdrop: Backdrop,
  subject: SceneSpec['subject'],
  label: string,
) {
  const count = random.pick(PHOTO_COUNTS);
  const look = seedFrom(seed.key) % 997;
  return Array.from({ length: count }, (_, shot): SceneSpec => ({
    subject,
    color: seed.color,
    label,
    backdrop,
    seed: look,
    shot,
  }));
}

function planVehicle(seed: VehicleSeed, now: Date): PlannedListing {
  const random = mulberry32(seedFrom(seed.key));
  const custom = seed.make === OTHER_MAKE;
  const make = custom ? undefined : findMake(seed.make);
  const model = custom ? undefined : findModel(seed.make, seed.model);
  if (!custom && (!make || !model))
    throw new Error(`Seed ${seed.key}: unknown make/model ${seed.make}/${seed.model}`);
  if (model && model.vehicleType !== seed.type)
    throw new Error(`Seed ${seed.key}: ${model.code} is a ${model.vehicleType}, not a ${seed.type}`);
  if (custom && (seed.model !== CUSTOM_MODEL || !seed.custom))
    throw new Error(`Seed ${seed.key}: custom make needs custom text`);

  const names = [
    make?.name.en,
    make?.name.ar,
    model?.name.en,
    model?.name.ar,
    seed.custom?.make,
    seed.custom?.model,
  ];
  const { listing, backdrop } = baseRow(seed, random, now, [
    ...names.map((name) => name ?? ''),
    namesText(VEHICLE_TYPE_NAMES[seed.type]),
    seed.type,
    String(seed.year),
  ]);
  const label = `${make && model ? `${make.name.en} ${model.name.en}` : seed.custom!.model} · ${seed.year}`;
  return {
    id: listing.id!,
    key: seed.key,
    seller: 'cars',
    listing,
    vehicle: {
      vehicleType: seed.type,
      make: seed.make,
      model: seed.model,
      customMake: seed.custom?.make ?? null,
      customModel: seed.custom?.model ?? null,
      year: seed.year,
      mileage: seed.mileage,
      fuelType: seed.fuel,
      transmissionType: seed.transmission,
      condition: seed.condition,
      bodyType: seed.body ?? null,
      color: seed.color,
      extras: { ...seed.extras, ...rentPeriod(seed.deal) },
    },
    photos: photos(seed, random, backdrop, { kind: 'vehicle', shape: seed.shape }, label),
  };
}

function planProperty(seed: PropertySeed, now: Date): PlannedListing {
  const random = mulberry32(seedFrom(seed.key));
  const typeNames = PROPERTY_TYPE_NAMES[seed.type];
  const { listing, backdrop } = baseRow(seed, random, now, [namesText(typeNames), seed.type]);
  return {
    id: listing.id!,
    key: seed.key,
    seller: 'homes',
    listing: { ...listing, mainCategory: 'realEstate' },
    realEstate: {
      propertyType: seed.type,
      size: seed.size,
      landArea: seed.landArea ?? null,
      bedrooms: seed.bedrooms ?? null,
      bathrooms: seed.bathrooms ?? null,
      yearBuilt: seed.yearBuilt ?? null,
      condition: seed.condition ?? null,
      furnished: seed.furnished ?? null,
      floor: seed.floor ?? null,
      totalFloors: seed.totalFloors ?? null,
      extras: { ...seed.extras, ...rentPeriod(seed.deal) },
    },
    photos: photos(
      seed,
      random,
      backdrop,
      { kind: 'building', shape: seed.shape },
      `${typeNames.en} · ${typeNames.ar}`,
    ),
  };
}

/** Every demo listing, the same on every run (only the dates follow `now`). */
export function planListings(now: Date): PlannedListing[] {
  const planned = [
    ...VEHICLE_SEEDS.map((seed) => planVehicle(seed, now)),
    ...PROPERTY_SEEDS.map((seed) => planProperty(seed, now)),
  ];
  const keys = new Set(planned.map((entry) => entry.key));
  if (keys.size !== planned.length) throw new Error('Seed listing keys must be unique');
  return planned;
}
