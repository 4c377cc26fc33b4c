import { beforeAll, describe, expect, it } from 'vitest';
import { parseBrowseParams } from '../browse/browse-query';
import { browseViewOf, savedFiltersOf } from './saved-search-filters';
import { loadMakes } from '../../shared/listing/vehicle-makes';

// Makes and models are checked against the catalogue, which the browse page loads before it reads
// a URL that names one (use-browse-state.ts).
beforeAll(() => loadMakes());

describe('saved search filters', () => {
  it('saves a browse page’s API filters without page, size or order', () => {
    const state = parseBrowseParams(
      new URLSearchParams(
        'subcategory=CAR&make=toyota&city=damascus&minPrice=5000&currency=USD&sort=priceLowToHigh&page=3',
      ),
      'vehicles',
    );
    expect(savedFiltersOf(state, 'vehicles')).toEqual({
      mainCategory: 'vehicles',
      subCategory: 'CAR',
      make: 'toyota',
      cityCode: 'damascus',
      minPrice: 5000,
      currency: 'USD',
    });
  });

  it('reads a search the server kept back as the browse page and link that show it', () => {
    expect(
      browseViewOf({
        mainCategory: 'vehicles',
        subCategory: 'CAR',
        make: 'toyota',
        model: 'corolla',
        cityCode: 'damascus',
        currency: 'SYP',
      }),
    ).toEqual({
      scope: 'vehicles',
      state: { subcategory: 'CAR', make: 'toyota', model: 'corolla', city: 'damascus', page: 1 },
      href: '/vehicles?subcategory=CAR&make=toyota&model=corolla&city=damascus',
    });
    // A price keeps its currency; words and no category lead to the search page.
    expect(browseViewOf({ search: 'villa', maxPrice: 90000, currency: 'USD' }).href).toBe(
      '/search?q=villa&maxPrice=90000&currency=USD',
    );
    expect(browseViewOf({ mainCategory: 'realEstate', bedrooms: 3 }).href).toBe('/realestate?bedrooms=3');
    expect(browseViewOf({ currency: 'SYP' }).href).toBe('/search');
  });

  it('goes round: what a page saves opens the same page again', () => {
    const params = new URLSearchParams(
      'subcategory=APARTMENT&bedrooms=2&city=aleppo&maxPrice=50000&currency=USD',
    );
    const state = parseBrowseParams(params, 'realEstate');
    const view = browseViewOf(savedFiltersOf(state, 'realEstate'));
    expect(view.scope).toBe('realEstate');
    expect(view.state).toEqual(state);
  });
});
