import type { Listing, Page } from '@souqna/contracts';
import { vi } from 'vitest';
import { vehicleListing, type ListingOverrides } from './detail-fixtures';

/** `GET /api/listings`'s answer for `items`, one page unless told otherwise. */
export const pageOf = (items: Listing[], overrides: Partial<Page<Listing>> = {}): Page<Listing> => ({
  items,
  total: items.length,
  page: 1,
  limit: 10,
  hasMore: false,
  ...overrides,
});

/** Another car of the same seller: a new id and title, the rest as `vehicleListing`. */
export const otherCar = (n: number, overrides: ListingOverrides = {}) =>
  vehicleListing({
    id: `5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f70${String(n).padStart(2, '0')}`,
    title: `Kia Rio ${2010 + n}`,
    ...overrides,
  });

const fetchUrls = () => vi.mocked(globalThis.fetch).mock.calls.map(([input]) => new URL(String(input)));

/**
 * The query of the call being answered. stubApi matches on the path alone, and answers
 * synchronously, so inside an answer the newest fetch call is the one at hand.
 */
export const currentQuery = () => Object.fromEntries(fetchUrls().at(-1)!.searchParams);

/** Every `GET /api/listings` query made so far, as plain objects. */
export const listQueries = () =>
  fetchUrls()
    .filter((url) => url.pathname === '/api/listings')
    .map((url) => Object.fromEntries(url.searchParams));
