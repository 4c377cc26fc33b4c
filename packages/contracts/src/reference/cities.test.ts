import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CITIES, CITY_CODES, findArea, findCity, matchCity } from './cities.js';
import { CITY_COUNT } from './city-count.js';

const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /[A-Za-z]/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SYRIA = { latitude: [32.3, 37.4], longitude: [35.6, 42.4] } as const;

const hasUniqueItems = (values: readonly string[]) => new Set(values).size === values.length;
const places = CITIES.flatMap((city) => [city, ...city.areas]);
const labelled = CITIES.flatMap((city) => [
  [city.code, city] as const,
  ...city.areas.map((area) => [`${city.code}/${area.code}`, area] as const),
]);

describe('cities', () => {
  it('are the 13 governorate cities with five areas each', () => {
    expect(CITIES).toHaveLength(13);
    expect(CITY_COUNT).toBe(CITIES.length);
    for (const city of CITIES) expect(city.areas, city.code).toHaveLength(5);
  });

  it('have stable kebab-case codes, unique among cities and within each city', () => {
    expect(hasUniqueItems(CITIES.map((city) => city.code))).toBe(true);
    for (const city of CITIES) {
      expect(hasUniqueItems(city.areas.map((area) => area.code)), city.code).toBe(true);
      for (const place of [city, ...city.areas]) expect(place.code).toMatch(KEBAB);
    }
  });

  it.each(labelled)('%s is named in en and in Arabic script', (_, place) => {
    expect(place.name.en.trim()).not.toBe('');
    expect(place.name.ar.trim()).not.toBe('');
    expect(place.name.ar).toMatch(ARABIC);
    expect(place.name.ar).not.toMatch(LATIN);
    for (const other of [place.name.es, place.name.fr, place.name.de]) {
      if (other !== undefined) expect(other.trim()).not.toBe('');
    }
  });

  it('lie inside Syria, with coordinates to four decimals', () => {
    for (const place of places) {
      expect(place.latitude, place.code).toBeGreaterThan(SYRIA.latitude[0]);
      expect(place.latitude, place.code).toBeLessThan(SYRIA.latitude[1]);
      expect(place.longitude, place.code).toBeGreaterThan(SYRIA.longitude[0]);
      expect(place.longitude, place.code).toBeLessThan(SYRIA.longitude[1]);
      expect(Number(place.latitude.toFixed(4)), place.code).toBe(place.latitude);
      expect(Number(place.longitude.toFixed(4)), place.code).toBe(place.longitude);
    }
  });

  it('keep each area within reach of its city', () => {
    // Quneitra's areas are the governorate's towns, the farthest some 17 km from the old city.
    for (const city of CITIES) {
      for (const area of city.areas) {
        expect(Math.abs(area.latitude - city.latitude), `${city.code}/${area.code}`).toBeLessThan(0.2);
        expect(Math.abs(area.longitude - city.longitude), `${city.code}/${area.code}`).toBeLessThan(0.2);
      }
    }
  });

  it('spell the names that differ in es, fr and de', () => {
    expect(findCity('damascus')?.name).toMatchObject({ es: 'Damasco', fr: 'Damas', de: 'Damaskus' });
    expect(findCity('aleppo')?.name).toMatchObject({ es: 'Alepo', fr: 'Alep' });
  });
});

describe('city look-ups', () => {
  it('find cities and areas by code', () => {
    expect(findCity('aleppo')?.name.ar).toBe('حلب');
    expect(findArea('damascus', 'mezzeh')?.name.en).toBe('Mezzeh');
    expect(findCity('atlantis')).toBeUndefined();
    expect(findArea('damascus', 'nowhere')).toBeUndefined();
    expect(findArea('aleppo', 'mezzeh')).toBeUndefined();
  });

  it('give z.enum the city codes', () => {
    const citySchema = z.enum(CITY_CODES);
    expect(CITY_CODES).toEqual(CITIES.map((city) => city.code));
    expect(citySchema.parse('latakia')).toBe('latakia');
    expect(citySchema.safeParse('Latakia').success).toBe(false);
  });

  it.each([
    ['Aleppo', 'aleppo'],
    ['Alep', 'aleppo'],
    ['حلب', 'aleppo'],
    ['Damaskus', 'damascus'],
    ['  DAMASCUS ', 'damascus'],
    ['deir-ez-zor', 'deir-ez-zor'],
    ['Deir ez Zor', 'deir-ez-zor'],
    ['اللاذقيه', 'latakia'],
    ['حماه', 'hama'],
  ])('match the typed name %s to %s', (text, code) => {
    expect(matchCity(text)?.code).toBe(code);
  });

  it('match nothing for unknown or empty text', () => {
    expect(matchCity('Beirut')).toBeUndefined();
    expect(matchCity('  ')).toBeUndefined();
  });
});
