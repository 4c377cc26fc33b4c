import { CITIES } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';

// The place and vehicle pickers of the existing clients (api-compat.md section 8), each call as
// that client sends it, asserting the fields it reads.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
// The mobile app's HTTP client sends no Accept-Language; a browser always does.
const BROWSER_EN = { 'accept-language': 'en-US,en;q=0.9' };

interface CityInfo {
  name: string;
  latitude: number;
  longitude: number;
  neighbors: { name: string; latitude: number; longitude: number }[];
}

describe('GET /api/locations/cities', () => {
  it('answers the mobile app the 13 cities in Arabic, each with its areas as neighbors', async () => {
    const response = await get('/api/locations/cities');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; data: CityInfo[] };
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(CITIES.length);
    const damascus = body.data[0]!;
    expect(damascus).toMatchObject({ name: 'دمشق', latitude: 33.5138, longitude: 36.2765 });
    expect(damascus.neighbors).toContainEqual(
      expect.objectContaining({ name: 'المزة', latitude: 33.5023, longitude: 36.2452 }),
    );
    for (const city of body.data) {
      expect(city.neighbors.length).toBeGreaterThan(0);
      for (const place of [city, ...city.neighbors]) {
        // Syria lies between about 32.3 and 37.4 N, 35.6 and 42.4 E.
        expect(place.latitude).toBeGreaterThan(32);
        expect(place.latitude).toBeLessThan(37.5);
        expect(place.longitude).toBeGreaterThan(35.5);
        expect(place.longitude).toBeLessThan(42.5);
      }
    }
  });

  it('answers the web client (a browser) in its language, and ?lang= wins', async () => {
    const english = (await get('/api/locations/cities', BROWSER_EN)).json().data as CityInfo[];
    expect(english.map((city) => city.name)).toContain('Aleppo');
    const arabic = (await get('/api/locations/cities?lang=ar', BROWSER_EN)).json().data as CityInfo[];
    expect(arabic.map((city) => city.name)).toContain('حلب');
  });

  it('carries a validator, so an unchanged list costs a bodiless 304', async () => {
    const first = await get('/api/locations/cities');
    const etag = first.headers.etag as string;
    expect(first.headers.vary).toBe('Accept-Language');
    const again = await get('/api/locations/cities', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/locations/search', () => {
  it('finds an Arabic name for the mobile app (q, limit=10, country=sy) with numeric lat/lon', async () => {
    const response = await get(`/api/locations/search?q=${encodeURIComponent('حلب')}&limit=10&country=sy`);
    expect(response.statusCode).toBe(200);
    const [first, ...rest] = response.json().data;
    expect(first).toMatchObject({
      place_id: 'city:aleppo',
      display_name: 'حلب، سوريا',
      lat: 36.2021,
      lon: 37.1343,
      address: { city: 'حلب', country: 'سوريا', country_code: 'sy' },
      namedetails: { name: 'حلب', 'name:ar': 'حلب', 'name:en': 'Aleppo' },
    });
    // "حلب الجديدة" (New Aleppo) starts with the same word and comes after the city.
    expect(rest.map((place: { place_id: string }) => place.place_id)).toContain('area:aleppo:new-aleppo');
  });

  it('finds an area by its English name for the web client (limit=5), in the browser’s language', async () => {
    const response = await get('/api/locations/search?q=mezz&limit=5', BROWSER_EN);
    const data = response.json().data;
    expect(data[0]).toMatchObject({
      place_id: 'area:damascus:mezzeh',
      display_name: 'Mezzeh, Damascus, Syria',
      address: { city: 'Damascus', suburb: 'Mezzeh' },
    });
    expect(data.length).toBeLessThanOrEqual(5);
  });

  it('answers nothing for an empty query or a place we do not know, never an error', async () => {
    expect((await get('/api/locations/search?q=')).json().data).toEqual([]);
    expect((await get('/api/locations/search?q=Timbuktu&limit=10')).json().data).toEqual([]);
  });
});

describe('GET /api/locations/reverse', () => {
  it('names the nearest known area of a phone’s position (lat, lng as the mobile app sends them)', async () => {
    const response = await get('/api/locations/reverse?lat=33.5030&lng=36.2460');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      place_id: 'area:damascus:mezzeh',
      display_name: 'المزة، دمشق، سوريا',
      lat: 33.5023,
      lon: 36.2452,
    });
  });

  it('answers 404 far from every known place, so the app falls back to its own geocoder', async () => {
    const response = await get('/api/locations/reverse?lat=48.85&lng=2.35');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect((await get('/api/locations/reverse?lat=91&lng=0')).statusCode).toBe(400);
  });
});

describe('GET /api/locations/nearby-cities', () => {
  it('lists the cities within the radius, nearest first, under data.cities (mobile: radiusKm=50.0, limit=20)', async () => {
    const response = await get('/api/locations/nearby-cities?lat=34.7324&lng=36.7137&radiusKm=50.0&limit=20');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ center: { lat: 34.7324, lng: 36.7137 }, radiusKm: 50 });
    // From Homs, Hama (about 40 km) is near; Damascus (about 140 km) is not.
    const names = data.cities.map((city: CityInfo) => city.name);
    expect(names).toEqual(['حمص', 'حماة']);
    expect(data.cities[0].distance).toBeLessThan(data.cities[1].distance);
    expect(data.cities[1].neighbors.length).toBeGreaterThan(0);
  });

  it('widens with the radius the web client passes', async () => {
    const data = (
      await get('/api/locations/nearby-cities?lat=34.7324&lng=36.7137&radiusKm=200', BROWSER_EN)
    ).json().data;
    expect(data.cities.map((city: CityInfo) => city.name)).toContain('Damascus');
  });
});

describe('GET /api/vehicles/*', () => {
  it('lists make names of a subcategory (GET /makes?subcategory=CARS)', async () => {
    const response = await get('/api/vehicles/makes?subcategory=CARS');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ subcategory: 'CARS', vehicleType: 'CAR' });
    expect(data.makes).toContain('Toyota');
    expect(data.total).toBe(data.makes.length);
    const motorcycles = (await get('/api/vehicles/makes?subcategory=MOTORCYCLES')).json().data;
    expect(motorcycles.makes).not.toEqual(data.makes);
  });

  it('lists the models of a make the app picked (GET /models?make=Toyota&subcategory=CARS)', async () => {
    const data = (await get('/api/vehicles/models?make=Toyota&subcategory=CARS')).json().data;
    expect(data).toMatchObject({ make: 'Toyota', subcategory: 'CARS' });
    expect(data.models).toContain('Corolla');
    expect(data.total).toBe(data.models.length);
    // Trucks are another subcategory: a Hilux is not a car here.
    expect(data.models).not.toContain('Hilux');
    const unknown = (await get('/api/vehicles/models?make=Nonesuch&subcategory=CARS')).json().data;
    expect(unknown).toMatchObject({ models: [], total: 0 });
  });

  it('answers every make with its models at once (GET /all?subcategory=CARS)', async () => {
    const data = (await get('/api/vehicles/all?subcategory=CARS')).json().data;
    expect(data.models.Toyota).toContain('Corolla');
    expect(data.totalMakes).toBe(data.makes.length);
    expect(data.total).toBe(data.makes.length);
    expect(data.totalModels).toBe(
      Object.values(data.models as Record<string, string[]>).reduce((sum, list) => sum + list.length, 0),
    );
  });

  it('refuses a subcategory that is no vehicle type', async () => {
    const response = await get('/api/vehicles/makes?subcategory=APARTMENT');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});
