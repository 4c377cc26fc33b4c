import { describe, expect, it } from 'vitest';
import { VEHICLE_TYPES } from '../enums/listing.js';
import { CITIES, findArea, findCity } from './cities.js';
import { findModel, makesForVehicleType, VEHICLE_MAKES } from './makes.js';

const ARABIC = /[\u0600-\u06FF]/;
const unique = (values: string[]) => new Set(values).size === values.length;

describe('cities', () => {
  it('has the 13 governorate cities with five areas each, inside Syria', () => {
    expect(CITIES).toHaveLength(13);
    expect(unique(CITIES.map((city) => city.code))).toBe(true);
    for (const city of CITIES) {
      expect(city.areas, city.code).toHaveLength(5);
      expect(unique(city.areas.map((area) => area.code)), city.code).toBe(true);
      for (const place of [city, ...city.areas]) {
        expect(place.name.en.trim()).not.toBe('');
        expect(place.name.ar, place.name.en).toMatch(ARABIC);
        expect(place.latitude).toBeGreaterThan(32.3);
        expect(place.latitude).toBeLessThan(37.4);
        expect(place.longitude).toBeGreaterThan(35.6);
        expect(place.longitude).toBeLessThan(42.4);
      }
    }
  });

  it('finds cities and areas by code', () => {
    expect(findCity('aleppo')?.name.ar).toBe('حلب');
    expect(findArea('damascus', 'mezzeh')?.name.en).toBe('Mezzeh');
    expect(findArea('damascus', 'nowhere')).toBeUndefined();
  });
});

describe('vehicle makes', () => {
  it('has at least 40 makes with unique codes and Arabic names', () => {
    expect(VEHICLE_MAKES.length).toBeGreaterThanOrEqual(40);
    expect(unique(VEHICLE_MAKES.map((make) => make.code))).toBe(true);
    for (const make of VEHICLE_MAKES) {
      expect(make.name.ar, make.code).toMatch(ARABIC);
      expect(make.models.length, make.code).toBeGreaterThan(0);
      expect(unique(make.models.map((model) => model.code)), make.code).toBe(true);
      for (const model of make.models) expect(VEHICLE_TYPES).toContain(model.vehicleType);
    }
  });

  it('offers makes for every vehicle type but OTHER-only ones', () => {
    for (const type of VEHICLE_TYPES.filter((type) => type !== 'OTHER')) {
      expect(makesForVehicleType(type).length, type).toBeGreaterThan(0);
    }
    expect(findModel('toyota', 'corolla')?.name.ar).toBe('كورولا');
  });
});
