import { parseListingInput } from '@souqna/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listings } from '../../db/schema/index.js';
import type { TestApp } from '../../test/build-test-app.js';
import { searchVectorOf } from './listings.search-text.js';
import { searchTextOf } from './listings.service.js';

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
    .set({ searchText, searchVector: searchVectorOf(searchText) })
    .where(eq(listings.id, row.id));
  return row.id;
}
