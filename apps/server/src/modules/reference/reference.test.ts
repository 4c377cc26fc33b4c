import {
  CITIES,
  LABELLED_ENUMS,
  LANGUAGES,
  REFERENCE_PIECES,
  VEHICLE_MAKES,
  VEHICLE_TYPES,
} from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/common/data and /api/components/data', () => {
  it('answers every piece, the same under both names, in English by default', async () => {
    const common = await get('/api/common/data');
    const components = await get('/api/components/data');
    expect(common.statusCode).toBe(200);
    expect(components.body).toBe(common.body);
    const data = common.json().data;
    expect(data.language).toBe('en');
    expect(data.categories.map((category: { code: string }) => category.code)).toEqual([
      'vehicles',
      'realEstate',
    ]);
    expect(data.categories[0]).toMatchObject({ label: 'Vehicles' });
    expect(data.categories[0].types.map((type: { code: string }) => type.code)).toEqual([...VEHICLE_TYPES]);
    expect(data.categories[1].types).toContainEqual({ code: 'APARTMENT', label: 'Apartment' });

    expect(data.cities).toHaveLength(CITIES.length);
    for (const city of data.cities) {
      expect(city.areas.length).toBeGreaterThan(0);
      expect(city.latitude).toBeGreaterThan(32);
      for (const area of city.areas) expect(typeof area.longitude).toBe('number');
    }
    expect(data.cities[0]).toMatchObject({ code: 'damascus', name: 'Damascus' });

    expect(data.makes).toHaveLength(VEHICLE_MAKES.length);
    const toyota = data.makes.find((make: { code: string }) => make.code === 'toyota');
    expect(toyota).toMatchObject({ name: 'Toyota', vehicleTypes: expect.arrayContaining(['CAR', 'TRUCK']) });
    expect(toyota.models).toContainEqual({ code: 'hilux', name: 'Hilux', vehicleType: 'TRUCK' });

    expect(Object.keys(data.enums)).toEqual(Object.keys(LABELLED_ENUMS));
    expect(data.enums.fuelType).toContainEqual({ code: 'gasoline', label: 'Petrol' });
    expect(data.enums.condition).toContainEqual({ code: 'needsRenovation', label: 'Needs renovation' });
  });

  it('speaks the language of ?lang=, else of Accept-Language, else English', async () => {
    const language = async (url: string, acceptLanguage?: string) => {
      const response = await get(url, acceptLanguage ? { 'accept-language': acceptLanguage } : {});
      return response.json().data;
    };
    const arabic = await language('/api/common/data?lang=ar');
    expect(arabic.language).toBe('ar');
    expect(arabic.categories[0].label).toBe('مركبات');
    expect(arabic.cities[0].name).toBe('دمشق');
    expect((await language('/api/common/data', 'fr-CH, fr;q=0.9, en;q=0.8')).language).toBe('fr');
    expect((await language('/api/common/data', 'ja, de;q=0.5, en;q=0.4')).language).toBe('de');
    expect((await language('/api/common/data', 'en;q=0.2, ar-SY')).language).toBe('ar');
    expect((await language('/api/common/data', 'ja, zh;q=0.5')).language).toBe('en');
    expect((await language('/api/common/data?lang=es', 'ar')).cities[0].name).toBe('Damasco');
    for (const lang of LANGUAGES) {
      const data = await language(`/api/components/enums?lang=${lang}`);
      for (const [group, values] of Object.entries(LABELLED_ENUMS)) {
        expect(
          data.enums[group].map((entry: { code: string }) => entry.code),
          `${lang} ${group}`,
        ).toEqual([...values]);
        for (const entry of data.enums[group]) expect(entry.label).not.toBe('');
      }
    }
  });

  it('refuses a language we do not speak in ?lang=, naming the field', async () => {
    const response = await get('/api/common/data?lang=xx');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields[0]).toMatchObject({ path: 'lang', key: 'invalidFormat' });
  });
});

describe('caching', () => {
  it('sends a strong ETag with Cache-Control, and 304 without a body when it still holds', async () => {
    const first = await get('/api/components/data?lang=ar');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers.vary).toContain('Accept-Language');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/api/components/data?lang=ar', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get('/api/components/data?lang=ar', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // The same bytes give the same validator; another language, another.
    expect((await get('/api/common/data', { 'accept-language': 'ar' })).headers.etag).toBe(etag);
    expect((await get('/api/common/data?lang=en')).headers.etag).not.toBe(etag);
  });
});

describe('GET /api/components/{name}', () => {
  it('answers each piece under its own name, as in the whole', async () => {
    const whole = (await get('/api/common/data?lang=de')).json().data;
    for (const piece of REFERENCE_PIECES) {
      const response = await get(`/api/components/${piece}?lang=de`);
      expect(response.statusCode, piece).toBe(200);
      expect(response.json().data).toEqual({ language: 'de', [piece]: whole[piece] });
      const cached = await get(`/api/components/${piece}?lang=de`, {
        'if-none-match': response.headers.etag as string,
      });
      expect(cached.statusCode).toBe(304);
    }
  });

  it('answers 404 NOT_FOUND for a name that is no piece', async () => {
    for (const name of ['nope', 'toString', '__proto__', 'constructor']) {
      const response = await get(`/api/components/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('is documented in /api/docs', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/common/data', '/api/components/data', '/api/components/{name}']),
    );
  });
});
