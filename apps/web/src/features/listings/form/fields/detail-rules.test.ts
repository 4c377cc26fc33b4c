import { describe, expect, it } from 'vitest';
import { CUSTOM_MODEL, OTHER_MAKE, PROPERTY_TYPES, VEHICLE_TYPES } from '@souqna/contracts';
import { defaultDetails } from './detail-defaults';
import { detailIssues, type DetailIssue } from './detail-rules';
import { detailsForType, visibleFields } from './field-visibility';
import { formSections } from './form-sections';

const NOW = new Date('2026-03-15T12:00:00');
const paths = (issues: DetailIssue[]) => issues.map((issue) => issue.path).sort();
const issueOn = (issues: DetailIssue[], path: string) => issues.find((issue) => issue.path === path);

/** A car that passes every rule. */
const car = (overrides: Record<string, unknown> = {}) => ({
  ...defaultDetails('vehicles', 'CAR', NOW),
  make: 'toyota',
  model: 'corolla',
  fuelType: 'gasoline',
  previousOwners: 1,
  serviceHistory: 'full',
  registrationStatus: 'registered',
  ...overrides,
});

const apartment = (overrides: Record<string, unknown> = {}) => ({
  ...defaultDetails('realEstate', 'APARTMENT'),
  size: 120,
  bedrooms: 3,
  bathrooms: 1.5,
  yearBuilt: 2010,
  condition: 'good',
  ...overrides,
});

describe('defaultDetails (spec section 9)', () => {
  it('starts a vehicle this year, unused, black, automatic, in good condition', () => {
    expect(defaultDetails('vehicles', 'TRUCK', NOW)).toEqual({
      vehicleType: 'TRUCK',
      year: 2026,
      mileage: 0,
      color: '#000000',
      interiorColor: '#000000',
      transmissionType: 'automatic',
      condition: 'good',
      features: [],
    });
  });

  it('assumes nothing of a property but its type', () => {
    expect(defaultDetails('realEstate', 'LAND')).toEqual({
      propertyType: 'LAND',
      features: [],
      amenities: [],
    });
  });
});

describe('detailIssues: vehicles', () => {
  it('asks the defaults for the required fields the spec lists and they leave empty', () => {
    const issues = detailIssues('vehicles', 'CAR', defaultDetails('vehicles', 'CAR', NOW), NOW);
    expect(paths(issues)).toEqual(
      ['fuelType', 'make', 'model', 'previousOwners', 'registrationStatus', 'serviceHistory'].sort(),
    );
    expect(issueOn(issues, 'serviceHistory')).toEqual({
      path: 'serviceHistory',
      key: 'fieldRequired',
      params: { field: 'serviceHistory' },
    });
  });

  it('leaves the warranty to the seller: none said, yes, no, or words from another client', () => {
    for (const warranty of [undefined, '', true, false, 'Dealer, 12 months'])
      expect(detailIssues('vehicles', 'CAR', car({ warranty }), NOW), String(warranty)).toEqual([]);
  });

  it('passes a complete car', () => {
    expect(detailIssues('vehicles', 'CAR', car(), NOW)).toEqual([]);
  });

  it('requires every one of the spec list, colours included', () => {
    const blank = car({
      color: ' ',
      interiorColor: '',
      year: '',
      mileage: '',
      condition: '',
      transmissionType: '',
    });
    expect(paths(detailIssues('vehicles', 'CAR', blank, NOW))).toEqual(
      ['color', 'condition', 'interiorColor', 'mileage', 'transmissionType', 'year'].sort(),
    );
  });

  it('asks for the typed make and model when "other" is chosen', () => {
    const issues = detailIssues('vehicles', 'CAR', car({ make: OTHER_MAKE, model: CUSTOM_MODEL }), NOW);
    expect(issues).toEqual([
      { path: 'customMake', key: 'fieldRequired', params: { field: 'customMake' } },
      { path: 'customModel', key: 'fieldRequired', params: { field: 'customModel' } },
    ]);
    const typed = car({ make: OTHER_MAKE, model: CUSTOM_MODEL, customMake: 'Zastava', customModel: 'Yugo' });
    expect(detailIssues('vehicles', 'CAR', typed, NOW)).toEqual([]);
  });

  it('keeps the year between 1900 and next year, in either digits', () => {
    expect(issueOn(detailIssues('vehicles', 'CAR', car({ year: 1899 }), NOW), 'year')).toEqual({
      path: 'year',
      key: 'tooSmall',
      params: { min: 1900 },
    });
    expect(issueOn(detailIssues('vehicles', 'CAR', car({ year: 2028 }), NOW), 'year')).toEqual({
      path: 'year',
      key: 'tooBig',
      params: { max: 2027 },
    });
    expect(detailIssues('vehicles', 'CAR', car({ year: 2027 }), NOW)).toEqual([]);
    expect(detailIssues('vehicles', 'CAR', car({ year: '٢٠١٥', mileage: '١٢٠٬٠٠٠' }), NOW)).toEqual([]);
  });

  it('refuses text that is no number, and fractions where things are counted', () => {
    const issues = detailIssues(
      'vehicles',
      'CAR',
      car({ mileage: 'lots', doors: 4.5, engineSize: '1,6' }),
      NOW,
    );
    expect(issueOn(issues, 'mileage')?.key).toBe('invalidFormat');
    expect(issueOn(issues, 'doors')?.key).toBe('invalidFormat');
    expect(issueOn(issues, 'engineSize')).toBeUndefined();
  });

  it('agrees with the server parser on ranges the form does not spell out', () => {
    const issues = detailIssues('vehicles', 'CAR', car({ previousOwners: 51, mileage: -5 }), NOW);
    expect(issueOn(issues, 'previousOwners')).toEqual({
      path: 'previousOwners',
      key: 'tooBig',
      params: { max: 50 },
    });
    expect(issueOn(issues, 'mileage')).toEqual({ path: 'mileage', key: 'tooSmall', params: { min: 0 } });
  });

  it('checks only the fields the chosen type shows', () => {
    const values = car({ loadCapacity: 'heavy' });
    expect(detailIssues('vehicles', 'CAR', values, NOW)).toEqual([]);
    expect(issueOn(detailIssues('vehicles', 'TRUCK', values, NOW), 'loadCapacity')?.key).toBe(
      'invalidFormat',
    );
  });
});

describe('detailIssues: real estate', () => {
  it('requires size, rooms, year built and condition of a home', () => {
    expect(paths(detailIssues('realEstate', 'APARTMENT', defaultDetails('realEstate', 'APARTMENT')))).toEqual(
      ['bathrooms', 'bedrooms', 'condition', 'size', 'yearBuilt'].sort(),
    );
    expect(detailIssues('realEstate', 'APARTMENT', apartment())).toEqual([]);
    // A studio has no bedroom: zero is an answer.
    expect(detailIssues('realEstate', 'APARTMENT', apartment({ bedrooms: 0 }))).toEqual([]);
  });

  it('asks a plot only its size, and a shop no bedrooms', () => {
    expect(paths(detailIssues('realEstate', 'LAND', defaultDetails('realEstate', 'LAND')))).toEqual(['size']);
    expect(
      paths(detailIssues('realEstate', 'COMMERCIAL', defaultDetails('realEstate', 'COMMERCIAL'))),
    ).toEqual(['bathrooms', 'condition', 'size', 'yearBuilt'].sort());
  });

  it('needs a real area and a floor inside the building', () => {
    expect(issueOn(detailIssues('realEstate', 'APARTMENT', apartment({ size: 0 })), 'size')).toEqual({
      path: 'size',
      key: 'tooSmall',
      params: { min: 1 },
    });
    expect(
      issueOn(detailIssues('realEstate', 'APARTMENT', apartment({ floor: 5, totalFloors: 3 })), 'floor'),
    ).toEqual({ path: 'floor', key: 'tooBig', params: { max: 3 } });
    expect(detailIssues('realEstate', 'APARTMENT', apartment({ floor: 3, totalFloors: 3 }))).toEqual([]);
    expect(issueOn(detailIssues('realEstate', 'APARTMENT', apartment({ floor: 2.5 })), 'floor')?.key).toBe(
      'invalidFormat',
    );
  });

  it('counts bathrooms in halves, as the server does', () => {
    expect(
      issueOn(detailIssues('realEstate', 'APARTMENT', apartment({ bathrooms: 1.3 })), 'bathrooms')?.key,
    ).toBe('invalidFormat');
  });
});

describe('which fields a type shows', () => {
  it('gives each vehicle type its own extras (spec section 3)', () => {
    expect(visibleFields('vehicles', 'CAR').has('fuelEfficiency')).toBe(true);
    expect(visibleFields('vehicles', 'CAR').has('loadCapacity')).toBe(false);
    expect(visibleFields('vehicles', 'TRUCK').has('loadCapacity')).toBe(true);
    expect(visibleFields('vehicles', 'MOTORCYCLE').has('engineDisplacement')).toBe(true);
    expect(visibleFields('vehicles', 'MOTORCYCLE').has('doors')).toBe(false);
    expect(visibleFields('vehicles', 'TRACTOR').has('tractiveEffort')).toBe(true);
    expect(visibleFields('vehicles', 'BUS').has('standingCapacity')).toBe(true);
    expect(visibleFields('vehicles', 'CONSTRUCTION').has('maximumLiftCapacity')).toBe(true);
  });

  it('shows land its own fields and no rooms; the rent period only to a rental', () => {
    const land = visibleFields('realEstate', 'LAND', 'SALE');
    expect([...land]).toEqual(expect.arrayContaining(['isBuildable', 'zoning', 'topography', 'accessRoad']));
    expect(land.has('bedrooms')).toBe(false);
    expect(visibleFields('realEstate', 'APARTMENT', 'SALE').has('floor')).toBe(true);
    expect(visibleFields('realEstate', 'APARTMENT', 'SALE').has('rentPeriod')).toBe(false);
    expect(visibleFields('realEstate', 'APARTMENT', 'RENT').has('rentPeriod')).toBe(true);
  });

  it.each([
    ...VEHICLE_TYPES.map((type) => ['vehicles', type] as const),
    ...PROPERTY_TYPES.map((type) => ['realEstate', type] as const),
  ])('%s %s: puts every shown field in exactly one section, required ones first', (mainCategory, type) => {
    const sections = formSections(mainCategory, type, 'RENT');
    const placed = sections.flatMap((section) => section.fields);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual([...visibleFields(mainCategory, type, 'RENT')].sort());
    expect(sections[0]!.name).toBe('essentials');
  });

  it('sends only the chosen type fields, with the type itself', () => {
    const values = car({ loadCapacity: 12000, customMake: 'Stale', fuelEfficiency: 6.5 });
    const sent = detailsForType('vehicles', 'CAR', 'SALE', values);
    expect(sent).toMatchObject({ vehicleType: 'CAR', make: 'toyota', fuelEfficiency: 6.5 });
    expect(sent).not.toHaveProperty('loadCapacity');
    expect(sent).not.toHaveProperty('customMake');
    const custom = detailsForType(
      'vehicles',
      'CAR',
      'SALE',
      car({ make: OTHER_MAKE, customMake: 'Zastava' }),
    );
    expect(custom).toMatchObject({ make: OTHER_MAKE, customMake: 'Zastava' });
    expect(
      detailsForType('realEstate', 'HOUSE', 'SALE', apartment({ rentPeriod: 'monthly' })),
    ).not.toHaveProperty('rentPeriod');
  });
});
