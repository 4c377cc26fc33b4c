import { describe, expect, it } from 'vitest';
import { VEHICLE_TYPES } from '../enums/listing.js';
import { foldName } from './fold-name.js';
import {
  CUSTOM_MODEL,
  findMake,
  findModel,
  makeNameKeys,
  makesForVehicleType,
  matchMake,
  modelsForVehicleType,
  OTHER_MAKE,
  VEHICLE_MAKES,
} from './makes.js';

const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /[A-Za-z]/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const hasUniqueItems = (values: readonly string[]) => new Set(values).size === values.length;

describe('vehicle makes', () => {
  it('has at least 40 makes with unique kebab-case codes', () => {
    expect(VEHICLE_MAKES.length).toBeGreaterThanOrEqual(40);
    expect(hasUniqueItems(VEHICLE_MAKES.map((make) => make.code))).toBe(true);
    for (const make of VEHICLE_MAKES) expect(make.code).toMatch(KEBAB);
  });

  it.each(VEHICLE_MAKES.map((make) => [make.code, make] as const))('%s is well formed', (_, make) => {
    expect(make.name.en.trim()).not.toBe('');
    expect(make.name.ar).toMatch(ARABIC);
    expect(make.name.ar).not.toMatch(LATIN);
    expect(make.models.length).toBeGreaterThan(0);
    expect(hasUniqueItems(make.models.map((model) => model.code))).toBe(true);
    for (const model of make.models) {
      expect(model.code, model.name.en).toMatch(KEBAB);
      expect(VEHICLE_TYPES, model.code).toContain(model.vehicleType);
      expect(model.name.en.trim(), model.code).not.toBe('');
      expect(model.name.ar, model.code).not.toMatch(LATIN);
      // A model that is only a number (Peugeot 206) is written the same way in Arabic text.
      if (!/^\d+$/.test(model.name.en)) expect(model.name.ar, model.code).toMatch(ARABIC);
      else expect(model.name.ar, model.code).toBe(model.name.en);
    }
  });

  it('lists the usual models of every car make', () => {
    const carMakes = VEHICLE_MAKES.filter(
      (make) => make.models.filter((model) => model.vehicleType === 'CAR').length * 2 > make.models.length,
    );
    expect(carMakes.length).toBeGreaterThanOrEqual(40);
    for (const make of carMakes) expect(make.models.length, make.code).toBeGreaterThanOrEqual(5);
  });

  it('has aliases that add a spelling and never name another make', () => {
    const owner = new Map<string, string>();
    for (const make of VEHICLE_MAKES) {
      const own = new Set([make.code, ...Object.values(make.name)].map(foldName));
      for (const alias of make.aliases) {
        expect(alias.trim(), make.code).not.toBe('');
        expect(own.has(foldName(alias)), `${make.code}: "${alias}" folds onto its own name`).toBe(false);
      }
      for (const key of makeNameKeys(make)) {
        expect(owner.get(key), `"${key}" names both ${owner.get(key)} and ${make.code}`).toBeUndefined();
        owner.set(key, make.code);
      }
    }
  });

  it('reserves the custom codes', () => {
    expect([OTHER_MAKE, CUSTOM_MODEL]).toEqual(['OTHER_MAKE', 'CUSTOM_MODEL']);
    expect(findMake(OTHER_MAKE)).toBeUndefined();
    for (const make of VEHICLE_MAKES) expect(findModel(make.code, CUSTOM_MODEL)).toBeUndefined();
  });

  it('includes the makes the Syrian market asks for', () => {
    const codes = new Set(VEHICLE_MAKES.map((make) => make.code));
    for (const code of [
      'toyota',
      'hyundai',
      'kia',
      'mercedes-benz',
      'peugeot',
      'saipa',
      'iran-khodro',
      'hino',
      'massey-ferguson',
      'caterpillar',
      'bajaj',
    ]) {
      expect(codes, code).toContain(code);
    }
  });
});

describe('make look-ups', () => {
  it('find makes and models by code', () => {
    expect(findMake('toyota')?.name.ar).toBe('تويوتا');
    expect(findModel('toyota', 'corolla')?.name.ar).toBe('كورولا');
    expect(findModel('hyundai', 'elantra')?.name.ar).toBe('إلنترا');
    expect(findModel('kia', 'rio')).toMatchObject({ name: { ar: 'ريو' }, vehicleType: 'CAR' });
    expect(findModel('toyota', 'hiace')?.vehicleType).toBe('VAN');
    expect(findMake('Toyota')).toBeUndefined();
    expect(findModel('toyota', 'elantra')).toBeUndefined();
  });

  it('offer makes for every vehicle type', () => {
    for (const type of VEHICLE_TYPES) expect(makesForVehicleType(type).length, type).toBeGreaterThan(0);
    const tractorMakes = makesForVehicleType('TRACTOR').map((make) => make.code);
    expect(tractorMakes).toContain('massey-ferguson');
    expect(tractorMakes).not.toContain('toyota');
    expect(makesForVehicleType('MOTORCYCLE').map((make) => make.code)).toEqual(
      expect.arrayContaining(['honda', 'yamaha', 'bajaj']),
    );
  });

  it('offer a make’s models of one vehicle type', () => {
    const hondaBikes = modelsForVehicleType('honda', 'MOTORCYCLE').map((model) => model.code);
    expect(hondaBikes).toEqual(['cg-125', 'wave']);
    expect(modelsForVehicleType('honda', 'TRACTOR')).toEqual([]);
    expect(modelsForVehicleType('nowhere', 'CAR')).toEqual([]);
  });

  it.each([
    ['Toyota', 'toyota'],
    ['تويوتا', 'toyota'],
    ['toyta', 'toyota'],
    ['تيوتا', 'toyota'],
    ['hundai', 'hyundai'],
    ['هونداي', 'hyundai'],
    ['هوندا', 'honda'],
    ['مرسيدس', 'mercedes-benz'],
    ['Mercedes Benz', 'mercedes-benz'],
    ['بيجو', 'peugeot'],
    ['Citroën', 'citroen'],
    ['إيسوزو', 'isuzu'],
    ['ايسوزو', 'isuzu'],
    ['LAND-ROVER', 'land-rover'],
  ])('match the typed make %s to %s', (text, code) => {
    expect(matchMake(text)?.code).toBe(code);
  });

  it('match nothing for unknown text', () => {
    expect(matchMake('Tesla Roadster')).toBeUndefined();
    expect(matchMake('')).toBeUndefined();
  });
});
