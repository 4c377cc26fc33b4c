import { describe, expect, it } from 'vitest';
import {
  REAL_ESTATE_BOOLEAN_FIELDS,
  REAL_ESTATE_DECIMAL_FIELDS,
  REAL_ESTATE_INTEGER_FIELDS,
  REAL_ESTATE_TEXT_FIELDS,
  VEHICLE_BOOLEAN_FIELDS,
  VEHICLE_DECIMAL_FIELDS,
  VEHICLE_INTEGER_FIELDS,
  VEHICLE_TEXT_FIELDS,
} from '@souqna/contracts';
import { homeListing, vehicleListing } from '../../../shared/listing/test/detail-fixtures';
import { filledGroups, REAL_ESTATE_GROUPS, VEHICLE_GROUPS, type DetailGroup } from './detail-groups';

const grouped = (groups: readonly DetailGroup[]) => groups.flatMap((group) => group.fields);

// Fields parsed by their own rules rather than by the lists (listing-details.schema.ts).
const VEHICLE_CHOICES = [
  'vehicleType',
  'make',
  'model',
  'fuelType',
  'transmissionType',
  'condition',
  'bodyType',
  'driveType',
  'registrationStatus',
  'serviceHistory',
  'importStatus',
  'insuranceType',
  'plateType',
  'features',
];
const REAL_ESTATE_CHOICES = [
  'propertyType',
  'titleDeedType',
  'finishingState',
  'electricitySupply',
  'waterSupply',
  'paymentTerms',
  'rentPeriod',
  'features',
  'amenities',
];

describe('detail groups', () => {
  it('place every vehicle field exactly once', () => {
    const fields = grouped(VEHICLE_GROUPS);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(
      [
        ...VEHICLE_INTEGER_FIELDS,
        ...VEHICLE_DECIMAL_FIELDS,
        ...VEHICLE_BOOLEAN_FIELDS,
        ...VEHICLE_TEXT_FIELDS,
        ...VEHICLE_CHOICES,
      ].sort(),
    );
  });

  it('place every real-estate field exactly once', () => {
    const fields = grouped(REAL_ESTATE_GROUPS);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(
      [
        ...REAL_ESTATE_INTEGER_FIELDS,
        ...REAL_ESTATE_DECIMAL_FIELDS,
        ...REAL_ESTATE_BOOLEAN_FIELDS,
        ...REAL_ESTATE_TEXT_FIELDS,
        ...REAL_ESTATE_CHOICES,
      ].sort(),
    );
  });

  it('keep filled details only: false yes/no answers stay, equipment that is off and empty lists go', () => {
    const groups = filledGroups(vehicleListing());
    const byName = Object.fromEntries(groups.map((group) => [group.name, group.entries]));
    expect(byName.general?.map((entry) => entry.field)).toEqual([
      'vehicleType',
      'make',
      'model',
      'year',
      'mileage',
      'condition',
      'color',
      'accidentFree',
    ]);
    expect(byName.syrianMarket).toEqual([
      { field: 'customsCleared', value: false },
      { field: 'plateType', value: 'private' },
    ]);
    expect(byName.safety).toEqual([{ field: 'abs', value: true }]);
    expect(byName.comfort).toBeUndefined();
    expect(byName.history).toBeUndefined();

    const home = Object.fromEntries(filledGroups(homeListing()).map((group) => [group.name, group.entries]));
    expect(home.features).toBeUndefined();
    expect(home.amenities).toEqual([{ field: 'amenities', value: ['Elevator'] }]);
  });

  it('leave out of a features list the equipment its flag groups already show', () => {
    const car = vehicleListing();
    const listing = vehicleListing({
      details: {
        vehicles: {
          ...car.details.vehicles!,
          abs: true,
          sunroof: false,
          features: ['abs', 'sunroof', 'powerSteering'],
        },
      },
    });
    const byName = Object.fromEntries(filledGroups(listing).map((group) => [group.name, group.entries]));
    expect(byName.safety).toEqual([{ field: 'abs', value: true }]);
    expect(byName.features).toEqual([{ field: 'features', value: ['sunroof', 'powerSteering'] }]);

    const onlyShown = vehicleListing({
      details: { vehicles: { ...car.details.vehicles!, abs: true, features: ['abs'] } },
    });
    expect(filledGroups(onlyShown).map((group) => group.name)).not.toContain('features');
  });
});
