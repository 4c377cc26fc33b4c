import { describe, expect, it } from 'vitest';
import { parseListingInput } from './listing-input.schema.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const base = {
  title: 'Kia Rio 2018',
  description: 'First owner, serviced at the dealer.',
  price: '9500',
  location: 'Aleppo',
};

// The bodies as the older clients send them (api-compat.md 3).
describe('listing input in the older clients’ shapes', () => {
  it('reads the old web client’s flat details with prisma { set } wrappers and empty strings', () => {
    const { value, issues } = parseListingInput(
      {
        ...base,
        listingAction: 'SALE',
        mainCategory: 'VEHICLES',
        subCategory: 'CARS',
        details: JSON.stringify({
          vehicleType: 'CARS',
          make: 'Kia',
          model: 'Rio',
          year: '2018',
          mileage: '',
          fuelType: 'GASOLINE',
          transmissionType: 'AUTOMATIC',
          color: '#ffffff',
          condition: 'LIKE_NEW',
          features: { set: ['abs', 'sunroof'] },
          serviceHistory: { set: [] },
          driveType: 'fourwd',
          engineSize: '',
          horsepower: null,
          accidentFree: false,
          bodyStyle: 'sedan',
        }),
      },
      NOW,
    );
    expect(issues).toEqual([]);
    expect(value).toMatchObject({ mainCategory: 'vehicles', subCategory: 'CAR' });
    expect(value.vehicle).toMatchObject({
      make: 'kia',
      model: 'rio',
      year: 2018,
      mileage: 0,
      fuelType: 'gasoline',
      transmissionType: 'automatic',
      condition: 'likeNew',
      driveType: 'FOUR_WHEEL_DRIVE',
      features: ['abs', 'sunroof'],
      accidentFree: false,
    });
    expect(value.vehicle).not.toHaveProperty('serviceHistory');
    // A one-item set is that one value.
    const full = parseListingInput(
      {
        ...base,
        mainCategory: 'VEHICLES',
        subCategory: 'CARS',
        details: JSON.stringify({ make: 'kia', model: 'rio', serviceHistory: { set: ['full'] } }),
      },
      NOW,
    );
    expect(full.issues).toEqual([]);
    expect(full.value.vehicle).toMatchObject({ serviceHistory: 'full' });
  });

  it('fills the mobile app’s nested details from the top-level fields beside them', () => {
    const { value, issues } = parseListingInput(
      {
        ...base,
        mainCategory: 'VEHICLES',
        subCategory: 'CARS',
        latitude: '36.2',
        longitude: '37.1',
        condition: 'USED',
        make: 'Kia',
        model: 'Rio',
        year: '2018',
        sellerType: 'OWNER',
        fuelType: 'BENZIN',
        transmission: 'MANUAL',
        exteriorColor: 'white',
        engineSize: '1.4',
        mileage: '120000',
        accidental: 'no',
        details: JSON.stringify({ vehicles: { previousOwners: 1, features: ['abs'], mileage: '90000' } }),
      },
      NOW,
    );
    expect(issues).toEqual([]);
    expect(value.vehicle).toMatchObject({
      vehicleType: 'CAR',
      make: 'kia',
      model: 'rio',
      year: 2018,
      // The details' own value wins over the top-level one.
      mileage: 90000,
      fuelType: 'gasoline',
      transmissionType: 'manual',
      color: 'white',
      engineSize: 1.4,
      condition: 'used',
      accidentFree: true,
      previousOwners: 1,
    });
    const accidental = (answer: string) =>
      parseListingInput(
        {
          ...base,
          mainCategory: 'VEHICLES',
          subCategory: 'CARS',
          make: 'kia',
          model: 'rio',
          accidental: answer,
          details: '{}',
        },
        NOW,
      ).value.vehicle?.accidentFree;
    expect([accidental('no'), accidental('false'), accidental('yes'), accidental('YES')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads the mobile app’s real estate: top-level area, rooms and furnishing, nested type', () => {
    const { value, issues } = parseListingInput(
      {
        ...base,
        mainCategory: 'REAL_ESTATE',
        subCategory: 'VILLA',
        totalArea: '240',
        bathrooms: '2',
        bedrooms: '4',
        yearBuilt: '2010',
        furnishing: 'UNFURNISHED',
        floor: '',
        details: JSON.stringify({ realEstate: { propertyType: 'VILLA', parking: 'garage', view: 'sea' } }),
      },
      NOW,
    );
    expect(issues).toEqual([]);
    expect(value).toMatchObject({ mainCategory: 'realEstate', subCategory: 'HOUSE' });
    expect(value.realEstate).toMatchObject({
      size: 240,
      bathrooms: 2,
      bedrooms: 4,
      yearBuilt: 2010,
      furnished: false,
    });
    for (const [subCategory, type] of [
      ['APARTMENT', 'APARTMENT'],
      ['LAND', 'LAND'],
      ['OFFICE', 'COMMERCIAL'],
      ['CONDO', 'CONDO'],
      ['STORE', 'COMMERCIAL'],
      ['OTHER', 'OTHER'],
    ]) {
      const parsed = parseListingInput(
        { ...base, mainCategory: 'REAL_ESTATE', subCategory, details: '{}' },
        NOW,
      );
      expect(parsed.value.subCategory, subCategory).toBe(type);
    }
  });

  it('maps every vehicle subCategory of the old clients', () => {
    for (const [subCategory, type] of [
      ['CARS', 'CAR'],
      ['MOTORCYCLES', 'MOTORCYCLE'],
      ['PASSENGER_VEHICLES', 'BUS'],
      ['COMMERCIAL_TRANSPORT', 'TRUCK'],
      ['CONSTRUCTION_VEHICLES', 'CONSTRUCTION'],
    ]) {
      const parsed = parseListingInput(
        { ...base, mainCategory: 'VEHICLES', subCategory, make: 'kia', model: 'rio', details: '{}' },
        NOW,
      );
      expect(parsed.issues, subCategory).toEqual([]);
      expect(parsed.value.subCategory, subCategory).toBe(type);
    }
  });

  it('reads only own keys: "__proto__" and "constructor" in details or wrappers are plain unknown details', () => {
    const { value, issues } = parseListingInput(
      {
        ...base,
        mainCategory: 'VEHICLES',
        subCategory: 'CARS',
        details:
          '{"__proto__":{"set":["x"]},"constructor":{"set":[]},"make":"kia","model":"rio","vehicles":1}',
      },
      NOW,
    );
    expect(issues).toEqual([]);
    expect(value.vehicle).toMatchObject({ make: 'kia', model: 'rio' });
    expect(Object.getPrototypeOf(value.vehicle)).toBe(Object.prototype);
  });
});
