import { describe, expect, it } from 'vitest';
import * as enums from './index.js';
import {
  currencySchema,
  listingActionSchema,
  normaliseVehicleType,
  propertyTypeSchema,
  vehicleTypeSchema,
} from './listing.schema.js';
import { userRoleSchema } from './user.schema.js';
import {
  bodyTypeSchema,
  driveTypeSchema,
  fuelTypeSchema,
  transmissionTypeSchema,
  vehicleConditionSchema,
} from './vehicle.schema.js';

type AliasedEnum = { values: readonly string[]; normalise: (input: string) => string | undefined };
const isAliasedEnum = (value: unknown): value is AliasedEnum =>
  typeof value === 'object' && value !== null && 'values' in value && 'normalise' in value;
const aliasedEnums = Object.entries(enums as Record<string, unknown>).flatMap(([name, value]) =>
  isAliasedEnum(value) ? [[name, value] as const] : [],
);

describe('enum readings fold onto the canonical sets', () => {
  it.each([
    [fuelTypeSchema, 'PLUGIN_HYBRID', 'pluginHybrid'],
    [fuelTypeSchema, 'plug-in hybrid', 'pluginHybrid'],
    [fuelTypeSchema, 'GASOLINE', 'gasoline'],
    [fuelTypeSchema, 'HYDROGEN', 'hydrogen'],
    [fuelTypeSchema, 'PETROL', 'gasoline'],
    [transmissionTypeSchema, 'CONTINUOUSLY_VARIABLE', 'cvt'],
    [transmissionTypeSchema, 'CVT', 'cvt'],
    [transmissionTypeSchema, 'SEMI_AUTOMATIC', 'semiAutomatic'],
    [transmissionTypeSchema, 'DUAL_CLUTCH', 'dualClutch'],
    [vehicleConditionSchema, 'LIKE_NEW', 'likeNew'],
    [vehicleConditionSchema, 'CERTIFIED_PRE_OWNED', 'certifiedPreOwned'],
    [driveTypeSchema, '4x4', 'FOUR_WHEEL_DRIVE'],
    [bodyTypeSchema, 'pickup', 'TRUCK'],
    [listingActionSchema, 'FOR_SALE', 'SALE'],
    [listingActionSchema, 'for_rent', 'RENT'],
    [vehicleTypeSchema, 'SUV', 'CAR'],
    [vehicleTypeSchema, 'HEAVY_EQUIPMENT', 'CONSTRUCTION'],
    [vehicleTypeSchema, 'CONSTRUCTION_EQUIPMENT', 'CONSTRUCTION'],
    [vehicleTypeSchema, 'AGRICULTURAL_EQUIPMENT', 'TRACTOR'],
    [vehicleTypeSchema, 'BOAT', 'OTHER'],
    [vehicleTypeSchema, 'ATV', 'OTHER'],
    [vehicleTypeSchema, 'trailer', 'OTHER'],
    [propertyTypeSchema, 'VILLA', 'HOUSE'],
    [currencySchema, 'ل.س', 'SYP'],
    [userRoleSchema, 'PREMIUM_USER', 'USER'],
  ] as const)('%#: %s → %s', (schema, input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it('rejects unknown values and non-strings', () => {
    expect(fuelTypeSchema.safeParse('steam').success).toBe(false);
    expect(vehicleTypeSchema.safeParse('SPACESHIP').success).toBe(false);
    expect(transmissionTypeSchema.safeParse('').success).toBe(false);
    expect(transmissionTypeSchema.safeParse(3).success).toBe(false);
    expect(vehicleTypeSchema.normalise('SPACESHIP')).toBeUndefined();
  });

  it.each(aliasedEnums)('%s keeps every canonical value as it is', (_, schema) => {
    for (const value of schema.values) expect(schema.normalise(value)).toBe(value);
  });
});

describe('normaliseVehicleType', () => {
  it('turns SUV into a car with an SUV body', () => {
    expect(normaliseVehicleType('SUV')).toEqual({ vehicleType: 'CAR', bodyType: 'SUV' });
    expect(normaliseVehicleType(' suv ')).toEqual({ vehicleType: 'CAR', bodyType: 'SUV' });
  });

  it('passes the other readings through without a body', () => {
    expect(normaliseVehicleType('truck')).toEqual({ vehicleType: 'TRUCK' });
    expect(normaliseVehicleType('HEAVY_EQUIPMENT')).toEqual({ vehicleType: 'CONSTRUCTION' });
    expect(normaliseVehicleType('AGRICULTURAL_EQUIPMENT')).toEqual({ vehicleType: 'TRACTOR' });
    expect(normaliseVehicleType('BOAT')).toEqual({ vehicleType: 'OTHER' });
    expect(normaliseVehicleType('SPACESHIP')).toBeUndefined();
  });
});
