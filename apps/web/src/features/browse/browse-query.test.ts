import { beforeAll, describe, expect, it } from 'vitest';
import { chipsOf, filterCount } from './browse-chips';
import { applyChange, parseBrowseParams, toApiQuery, toSearchParams, type BrowseState } from './browse-query';
import { loadMakes } from '../../shared/listing/vehicle-makes';

// Makes and models are checked against the catalogue, which the browse page loads before it reads
// a URL that names one (use-browse-state.ts).
beforeAll(() => loadMakes());

const parse = (search: string, scope: Parameters<typeof parseBrowseParams>[1] = 'vehicles') =>
  parseBrowseParams(new URLSearchParams(search), scope);
/** The API query as the URL the fetcher would build: undefined values are not sent. */
const api = (state: BrowseState, scope: Parameters<typeof toApiQuery>[1] = 'vehicles') =>
  Object.fromEntries(Object.entries(toApiQuery(state, scope)).filter(([, value]) => value !== undefined));

describe('browse URL ↔ API query', () => {
  it('maps every vehicle filter to the API names, sort and page included', () => {
    const state = parse(
      'subCategory=CAR&make=toyota&model=corolla&minYear=2010&maxYear=2020&listingAction=sale' +
        '&fuelType=diesel&transmissionType=automatic&condition=used&minMileage=10000&maxMileage=50000' +
        '&city=damascus&area=mezzeh&minPrice=5000&maxPrice=10000&currency=usd&sort=priceHighToLow&page=3&q=clean',
    );
    expect(api(state)).toEqual({
      mainCategory: 'vehicles',
      subCategory: 'CAR',
      make: 'toyota',
      model: 'corolla',
      minYear: 2010,
      maxYear: 2020,
      listingAction: 'SALE',
      fuelType: 'diesel',
      transmissionType: 'automatic',
      condition: 'used',
      minMileage: 10000,
      maxMileage: 50000,
      cityCode: 'damascus',
      areaCode: 'mezzeh',
      minPrice: 5000,
      maxPrice: 10000,
      currency: 'USD',
      search: 'clean',
      sortBy: 'price',
      sortOrder: 'desc',
      page: 3,
      limit: 12,
    });
  });

  it('maps the real-estate filters: rooms are minimums, size a range', () => {
    const state = parse(
      'type=APARTMENT&bedrooms=3&bathrooms=2&minSize=100&maxSize=200&listingAction=RENT',
      'realEstate',
    );
    expect(api(state, 'realEstate')).toEqual({
      mainCategory: 'realEstate',
      subCategory: 'APARTMENT',
      bedrooms: 3,
      bathrooms: 2,
      minSize: 100,
      maxSize: 200,
      listingAction: 'RENT',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: 1,
      limit: 12,
    });
  });

  it('writes the canonical URL back, leaving defaults out, and reads it to the same state', () => {
    const state = parse('subCategory=CAR&make=toyota&minPrice=10000000&sort=newestFirst&page=1');
    const params = toSearchParams(state, 'vehicles');
    expect(params.toString()).toBe('subcategory=CAR&make=toyota&minPrice=10000000');
    expect(parse(params.toString())).toEqual(state);
  });

  it('drops values that are unknown, malformed or meaningless on this page', () => {
    expect(
      parse(
        'subCategory=HOUSE&fuelType=banana&page=-2&bedrooms=2&minYear=20x0&make=nobody&city=atlantis' +
          '&area=mezzeh&sort=relevance&category=realEstate&currency=EUR&minPrice=-5',
      ),
    ).toEqual({ page: 1 });
    // A model of another make, an area of another city, a maximum below the minimum.
    expect(parse('make=kia&model=corolla&city=aleppo&area=mezzeh&minMileage=50000&maxMileage=100')).toEqual({
      make: 'kia',
      city: 'aleppo',
      minMileage: 50000,
      page: 1,
    });
    // A make with no motorcycles cannot be chosen with the motorcycle type.
    expect(parse('subcategory=MOTORCYCLE&make=kia').make).toBeUndefined();
  });

  it('reads the other spellings of types and enums that older links carry', () => {
    expect(
      parse('type=cars&listingAction=FOR_RENT&fuelType=PETROL&transmissionType=CONTINUOUSLY_VARIABLE'),
    ).toEqual({
      subcategory: 'CAR',
      listingAction: 'RENT',
      fuelType: 'gasoline',
      transmissionType: 'cvt',
      page: 1,
    });
  });

  it('reads a city by its code in any case or its name in any script, as the API does', () => {
    expect(parse('city=DAMASCUS&area=Mezzeh')).toMatchObject({ city: 'damascus', area: 'mezzeh' });
    expect(parse('city=حلب').city).toBe('aleppo');
    expect(parse('city=Alep').city).toBe('aleppo');
    expect(parse('city=Beirut').city).toBeUndefined();
  });

  it('reads Eastern Arabic digits in shared links', () => {
    expect(parse('minPrice=٢٥٠٠٠٠٠٠&minYear=٢٠١٠')).toMatchObject({ minPrice: 25_000_000, minYear: 2010 });
  });

  it('reads what the top bar and the hero send to /search, and ranks by relevance when there are words', () => {
    const state = parse('q=toyota&category=vehicles&subcategory=CAR&city=aleppo', 'search');
    expect(api(state, 'search')).toMatchObject({
      search: 'toyota',
      mainCategory: 'vehicles',
      subCategory: 'CAR',
      cityCode: 'aleppo',
      sortBy: 'relevance',
    });
    // Without a category, a type or a category's own filter means nothing.
    expect(parse('subcategory=CAR&bedrooms=2&fuelType=diesel&minPrice=5', 'search')).toEqual({
      minPrice: 5,
      page: 1,
    });
    expect(api(parse('', 'search'), 'search')).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('sends a currency only with a price bound, SYP unless told', () => {
    expect(api(parse('currency=USD'))).not.toHaveProperty('currency');
    expect(api(parse('maxPrice=10000000'))).toMatchObject({ maxPrice: 10_000_000, currency: 'SYP' });
  });
});

describe('changing filters', () => {
  const start = parse(
    'make=toyota&model=corolla&city=damascus&area=mezzeh&minPrice=1000&currency=USD&page=4',
  );

  it('goes back to page 1 and clears what depended on the changed choice', () => {
    expect(applyChange(start, { make: 'kia' }, 'vehicles')).toEqual({
      make: 'kia',
      city: 'damascus',
      area: 'mezzeh',
      minPrice: 1000,
      currency: 'USD',
      page: 1,
    });
    expect(applyChange(start, { city: 'aleppo' }, 'vehicles')).not.toHaveProperty('area');
    expect(applyChange(start, { currency: 'SYP' }, 'vehicles')).not.toHaveProperty('minPrice');
    expect(applyChange(start, { sort: 'oldestFirst' }, 'vehicles').page).toBe(1);
  });

  it('drops a category’s own filters when /search switches category', () => {
    const search = parse('category=vehicles&subcategory=CAR&fuelType=diesel&q=x', 'search');
    expect(applyChange(search, { category: 'realEstate' }, 'search')).toEqual({
      category: 'realEstate',
      q: 'x',
      page: 1,
    });
  });

  it('shows one chip per filter, a range once, whose removal takes the filter away', () => {
    const chips = chipsOf(start, 'vehicles');
    expect(chips.map((chip) => (chip.kind === 'range' ? chip.range : chip.field))).toEqual([
      'make',
      'model',
      'price',
      'city',
      'area',
    ]);
    expect(filterCount(start, 'vehicles')).toBe(5);
    const price = chips.find((chip) => chip.kind === 'range')!;
    expect(applyChange(start, price.remove, 'vehicles')).not.toHaveProperty('minPrice');
  });
});
