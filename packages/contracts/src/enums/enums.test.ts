import { describe, expect, it } from 'vitest';
import {
  listingActionSchema,
  normaliseVehicleType,
  propertyTypeSchema,
  vehicleTypeSchema,
} from './listing.schema.js';
import { fuelTypeSchema, transmissionTypeSchema, vehicleConditionSchema } from './vehicle.schema.js';

describe('enum readings fold onto the canonical sets', () => {
  it.each([
    [fuelTypeSchema, 'PLUGIN_HYBRID', 'pluginHybrid'],
    [fuelTypeSchema, 'GASOLINE', 'gasoline'],
    [fuelTypeSchema, 'HYDROGEN', 'hydrogen'],
    [transmissionTypeSchema, 'CONTINUOUSLY_VARIABLE', 'cvt'],
    [transmissionTypeSchema, 'CVT', 'cvt'],
    [transmissionTypeSchema, 'SEMI_AUTOMATIC', 'semiAutomatic'],
    [listingActionSchema, 'FOR_SALE', 'SALE'],
    [listingActionSchema, 'for_rent', 'RENT'],
    [vehicleTypeSchema, 'HEAVY_EQUIPMENT', 'CONSTRUCTION'],
    [vehicleTypeSchema, 'AGRICULTURAL_EQUIPMENT', 'TRACTOR'],
    [vehicleTypeSchema, 'BOAT', 'OTHER'],
    [propertyTypeSchema, 'VILLA', 'HOUSE'],
  ] as const)('%#: %s → %s', (schema, input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it('rejects unknown values', () => {
    expect(fuelTypeSchema.safeParse('steam').success).toBe(false);
    expect(vehicleTypeSchema.safeParse('SPACESHIP').success).toBe(false);
  });

  it('turns SUV into a car with an SUV body', () => {
    expect(normaliseVehicleType('SUV')).toEqual({ vehicleType: 'CAR', bodyType: 'SUV' });
    expect(normaliseVehicleType('truck')).toEqual({ vehicleType: 'TRUCK' });
    expect(vehicleConditionSchema.parse('CERTIFIED_PRE_OWNED')).toBe('certifiedPreOwned');
  });
});
