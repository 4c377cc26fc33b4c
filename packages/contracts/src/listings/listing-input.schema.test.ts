import { describe, expect, it } from 'vitest';
import { parseListingInput } from './listing-input.schema.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const car = {
  title: 'Toyota Corolla 2015',
  description: 'One owner, full service history.',
  price: '8,500',
  currency: 'USD',
  location: 'Damascus, Mezzeh',
  category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
  details: JSON.stringify({
    vehicles: {
      make: 'toyota',
      model: 'corolla',
      year: '2015',
      mileage: 'lots',
      accidentFree: 'yes',
      parkingSensors: 'false',
      features: ['ABS', 'ABS', ' sunroof '],
    },
  }),
};
const keys = (fields: Record<string, unknown>) =>
  parseListingInput(fields, NOW).issues.map((issue) => `${issue.path}:${issue.key}`);

describe('parseListingInput (spec section 5, multipart creation)', () => {
  it('reads a vehicle listing with the spec coercions and defaults', () => {
    const { value, issues } = parseListingInput(car, NOW);
    expect(issues).toEqual([]);
    expect(value).toMatchObject({
      price: 8500,
      currency: 'USD',
      listingAction: 'SALE',
      mainCategory: 'vehicles',
      subCategory: 'CAR',
    });
    // mileage is not numeric: it takes its default; booleans coerced; features a clean list.
    expect(value.vehicle).toMatchObject({
      make: 'toyota',
      model: 'corolla',
      year: 2015,
      mileage: 0,
      accidentFree: true,
      parkingSensors: false,
      features: ['ABS', 'sunroof'],
    });
  });

  it('defaults the year to the current one and accepts flat details and Arabic digits', () => {
    const { value } = parseListingInput(
      { ...car, price: '٨٥٠٠', details: JSON.stringify({ make: 'Toyota', model: 'Corolla' }) },
      NOW,
    );
    expect(value.price).toBe(8500);
    expect(value.vehicle).toMatchObject({ make: 'toyota', model: 'corolla', year: 2026 });
  });

  it('replaces OTHER_MAKE and CUSTOM_MODEL by the custom text', () => {
    const details = JSON.stringify({
      make: 'OTHER_MAKE',
      customMake: 'Shami Motors',
      model: 'CUSTOM_MODEL',
      customModel: 'Tiba 2',
    });
    expect(parseListingInput({ ...car, details }, NOW).value.vehicle).toMatchObject({
      make: 'Shami Motors',
      model: 'Tiba 2',
      customMake: 'Shami Motors',
      customModel: 'Tiba 2',
    });
    expect(keys({ ...car, details: JSON.stringify({ make: 'OTHER_MAKE', model: 'x' }) })).toEqual([
      'details.customMake:requiredForVehicle',
    ]);
  });

  it('knows makes typed in Arabic and maps SUV to a car with an SUV body', () => {
    const details = JSON.stringify({ vehicleType: 'SUV', make: 'تويوتا', model: 'Land Cruiser' });
    const { value } = parseListingInput(
      { ...car, category: JSON.stringify({ mainCategory: 'VEHICLES' }), details },
      NOW,
    );
    expect(value.vehicle).toMatchObject({ vehicleType: 'CAR', bodyType: 'SUV', make: 'toyota' });
  });

  it('names every missing required field with the spec texts', () => {
    expect(keys({})).toEqual([
      'title:titleRequired',
      'description:descriptionRequired',
      'price:priceInvalid',
      'category.mainCategory:required',
      'location:locationRequired',
      'details:detailsRequired',
    ]);
    expect(keys({ ...car, price: 'ten' })).toEqual(['price:priceFormat']);
    expect(keys({ ...car, price: '0' })).toEqual(['price:priceInvalid']);
    expect(keys({ ...car, category: '{"mainCategory":"vehicles"}', details: '{"vehicles":{}}' })).toEqual([
      'details.vehicleType:requiredForVehicle',
      'details.make:requiredForVehicle',
      'details.model:requiredForVehicle',
    ]);
    expect(keys({ ...car, details: '{not json' })).toEqual(['details:invalidFormat']);
    expect(
      keys({ ...car, details: JSON.stringify({ make: 'kia', model: 'rio', year: 1850, fuelType: 'steam' }) }),
    ).toEqual(['details.year:tooSmall', 'details.fuelType:invalidFormat']);
  });

  it('reads real estate, derives the location from city and area codes, and checks half bathrooms', () => {
    const home = {
      title: 'Flat in Mezzeh',
      description: 'Sunny, third floor.',
      price: '45000',
      category: JSON.stringify({ mainCategory: 'realEstate', subCategory: 'VILLA' }),
      cityCode: 'damascus',
      areaCode: 'mezzeh',
      details: JSON.stringify({
        realEstate: {
          size: '140',
          bedrooms: '3',
          bathrooms: '1.5',
          titleDeedType: 'GREEN_TABOO',
          furnished: 'on',
        },
      }),
    };
    const { value, issues } = parseListingInput(home, NOW);
    expect(issues).toEqual([]);
    expect(value).toMatchObject({
      mainCategory: 'realEstate',
      subCategory: 'HOUSE',
      cityCode: 'damascus',
      areaCode: 'mezzeh',
      location: 'Damascus, Mezzeh',
    });
    expect(value.realEstate).toMatchObject({
      size: 140,
      bedrooms: 3,
      bathrooms: 1.5,
      titleDeedType: 'greenTabu',
      furnished: true,
    });
    expect(keys({ ...home, details: JSON.stringify({ bathrooms: 1.3 }) })).toEqual([
      'details.bathrooms:invalidFormat',
    ]);
    expect(keys({ ...home, cityCode: 'atlantis' })).toEqual([
      'cityCode:invalidFormat',
      'location:locationRequired',
    ]);
  });
});
