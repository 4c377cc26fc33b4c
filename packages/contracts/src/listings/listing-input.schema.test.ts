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

  it('keeps a warranty answered yes or no as a boolean, and any other warranty as text', () => {
    const warranty = (value: unknown) =>
      parseListingInput(
        { ...car, details: JSON.stringify({ make: 'toyota', model: 'corolla', warranty: value }) },
        NOW,
      ).value.vehicle?.warranty;
    expect(warranty(true)).toBe(true);
    expect(warranty(false)).toBe(false);
    expect(warranty('No')).toBe(false);
    expect(warranty('yes')).toBe(true);
    expect(warranty(' Dealer, 12 months ')).toBe('Dealer, 12 months');
    expect(warranty('')).toBeUndefined();
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

describe('numbers and the pin of a listing', () => {
  it('refuses half a pin, naming the missing coordinate', () => {
    expect(keys({ ...car, latitude: '33.5' })).toEqual(['longitude:required']);
    expect(keys({ ...car, longitude: '36.3' })).toEqual(['latitude:required']);
    expect(keys({ ...car, latitude: '33.5', longitude: '36.3' })).toEqual([]);
    expect(keys({ ...car, latitude: '', longitude: '' })).toEqual([]);
  });

  it('reads coordinates and detail numbers in Arabic digits, but no hex, exponent or Infinity', () => {
    const read = parseListingInput({ ...car, latitude: '٣٣٫٥', longitude: '36.3' }, NOW).value;
    expect([read.latitude, read.longitude]).toEqual([33.5, 36.3]);
    for (const spelling of ['0x10', '1e1', 'Infinity', '0b1', '1_0'])
      expect(keys({ ...car, latitude: spelling, longitude: '36.3' })).toEqual(['latitude:invalidFormat']);
    expect(keys({ ...car, price: '0x10' })).toEqual(['price:priceFormat']);
    const details = (extra: Record<string, unknown>) =>
      parseListingInput({ ...car, details: { make: 'kia', model: 'rio', ...extra } }, NOW);
    expect(details({ engineSize: '0x10' }).issues).toEqual([
      expect.objectContaining({ path: 'details.engineSize', key: 'invalidFormat' }),
    ]);
    expect(details({ engineSize: '1e3' }).issues).toHaveLength(1);
    // An integer that is no number is left out (spec section 5), never read as 16 or 1000.
    expect(details({ horsepower: '0x10', mileage: '1e3' }).value.vehicle).toMatchObject({ mileage: 0 });
    expect(details({ horsepower: '0x10' }).value.vehicle).not.toHaveProperty('horsepower');
    expect(details({ horsepower: '١٢٠', engineSize: '1,6' }).value.vehicle).toMatchObject({
      horsepower: 120,
      engineSize: 1.6,
    });
  });
});

describe('an edit whose details name what every object inherits', () => {
  it('keeps the stored details and reports nothing, as for any unknown key', () => {
    const stored = { vehicleType: 'car', make: 'toyota', model: 'corolla', year: 2015 };
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const sent = { ...car, details: `{"${key}":"x","year":"2016"}` };
      const { value, issues } = parseListingInput(sent, NOW, { details: stored, keepsPin: true });
      expect(issues).toEqual([]);
      expect(value.vehicle).toEqual({ ...stored, year: 2016 });
      expect(Object.getPrototypeOf(value.vehicle)).toBe(Object.prototype);
    }
  });
});
