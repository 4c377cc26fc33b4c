import { parseListingInput } from '@souqna/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listings } from '../db/schema/index.js';
import type { TestApp } from './build-test-app.js';
import { searchVectorOf } from '../modules/listings/listings.search-text.js';
import { searchTextOf } from '../modules/listings/listings.write.js';

/**
 * For search tests: a listing as the create path stores it, the form fields parsed by the
 * contracts, its search text and vector built by the same functions.
 */
export async function searchableListing(
  t: TestApp,
  fields: Record<string, unknown>,
  extra: {
    status?: 'inactive' | 'pending';
    createdAt: Date;
    latitude?: number;
    longitude?: number;
    favoritesCount?: number;
    viewsCount?: number;
  },
) {
  const { value: input, issues } = parseListingInput({ price: '5000', currency: 'USD', ...fields });
  expect(issues).toEqual([]);
  const searchText = searchTextOf(input);
  const row = await t.factories.createListing({
    ...extra,
    title: input.title,
    description: input.description,
    location: input.location,
    cityCode: input.cityCode,
    areaCode: input.areaCode,
    price: input.price,
    currency: input.currency,
    mainCategory: input.mainCategory,
    subCategory: input.subCategory,
    ...(input.vehicle && { vehicle: { ...input.vehicle, extras: {} } }),
    ...(input.realEstate && { realEstate: { propertyType: input.realEstate.propertyType } }),
  });
  // The factory writes no search columns; set them as create and edit do.
  await t.db
    .update(listings)
    .set({ searchText, searchVector: searchVectorOf(searchText, row.createdAt) })
    .where(eq(listings.id, row.id));
  return row.id;
}

// A week apart, so a search's window of recent weeks (search.plan.ts) can hold some only.
const day = (n: number) => new Date(Date.UTC(2026, 0, 7 * n));
export const ALEPPO = { latitude: 36.2021, longitude: 37.1343 };
export const HOMS = { latitude: 34.7324, longitude: 36.7137 };

/** The form fields of a 2015 petrol car. */
export const car = (make: string, model: string) => ({
  category: { mainCategory: 'vehicles', subCategory: 'CAR' },
  details: { make, model, year: '2015', fuelType: 'gasoline' },
});

/**
 * The listings search tests share: two Corollas in Aleppo (one only in Arabic), an Avante in
 * Damascus, a Rio in Homs that names a Corolla, a villa in Latakia, and an inactive and a pending
 * Corolla. `withPins` gives them coordinates (the villa 0,0, as older clients store "no pin").
 */
export async function seedSearchListings(t: TestApp, withPins = false) {
  const listing = (
    fields: Record<string, unknown>,
    extra: Parameters<typeof searchableListing>[2],
    pin?: { latitude: number; longitude: number },
  ) => searchableListing(t, fields, { ...extra, ...(withPins ? pin : {}) });
  return {
    corollaAleppo: await listing(
      {
        ...car('toyota', 'corolla'),
        title: 'Toyota Corolla 2015 for sale',
        description: 'Clean car, one owner.',
        cityCode: 'aleppo',
        areaCode: 'furqan',
      },
      { createdAt: day(1) },
      ALEPPO,
    ),
    // About 1.7 km from the first, its place only typed in Arabic.
    corollaArabic: await listing(
      {
        ...car('toyota', 'corolla'),
        title: 'تويوتا كورولا ٢٠١٢ بحالة ممتازة',
        description: 'سيارة نظيفة، فحص كامل.',
        location: 'حلب، الفرقان',
      },
      { createdAt: day(2) },
      { latitude: 36.21, longitude: 37.15 },
    ),
    avante: await listing(
      {
        ...car('hyundai', 'avante'),
        title: 'هيونداي أفانتي للبيع',
        description: 'محرك ممتاز.',
        cityCode: 'damascus',
      },
      { createdAt: day(3) },
      { latitude: 33.5138, longitude: 36.2765 },
    ),
    rio: await listing(
      {
        ...car('kia', 'rio'),
        title: 'Kia Rio, economical',
        description: 'Drives like a Corolla at half the fuel.',
        cityCode: 'homs',
      },
      { createdAt: day(4) },
      HOMS,
    ),
    // No pin: older clients store 0,0.
    villa: await listing(
      {
        category: { mainCategory: 'realEstate', subCategory: 'VILLA' },
        details: { propertyType: 'VILLA', size: '300', bedrooms: '4' },
        title: 'Villa with sea view',
        description: 'Four bedrooms and a large garden.',
        cityCode: 'latakia',
      },
      { createdAt: day(5) },
      { latitude: 0, longitude: 0 },
    ),
    hidden: await listing(
      {
        ...car('toyota', 'corolla'),
        title: 'Toyota Corolla 2016',
        description: 'Sold privately.',
        cityCode: 'aleppo',
      },
      { status: 'inactive', createdAt: day(6) },
      ALEPPO,
    ),
    pending: await listing(
      {
        ...car('toyota', 'corolla'),
        title: 'Toyota Corolla 2017',
        description: 'Waiting.',
        cityCode: 'aleppo',
      },
      { status: 'pending', createdAt: day(7) },
      ALEPPO,
    ),
  };
}
