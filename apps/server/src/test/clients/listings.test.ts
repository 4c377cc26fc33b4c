import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { multipartBody, type TestFile } from '../multipart.js';
import { signIn } from '../sign-in.js';

// The listing, favourite and media calls of the existing clients (api-compat.md 3, 8, 9.2), each
// with the method, path and body that client sends, asserting the fields it reads. The old web
// client authenticates by cookie; the cookie is the sessions' concern, so these send the same
// token as a Bearer header, as the mobile app does.
let t: TestApp;
const PUBLIC_URL = 'http://souqna.test:8080';
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

type Auth = Record<string, string>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const premium = () => signIn(t, { premiumUntil: new Date(Date.now() + 86_400_000) });
let address = 0;
/** Each request from an address of its own: the rate limits are not what these tests are about. */
const from = () => {
  address += 1;
  return `10.9.${(address >> 8) & 255}.${address & 255}`;
};

async function photo(name: string, background: string): Promise<TestFile> {
  return {
    name,
    filename: `${background.slice(1)}.jpg`,
    type: 'image/jpeg',
    body: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  };
}

async function sendForm(
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  auth: Auth,
  fields: Record<string, string>,
  files: TestFile[] = [],
) {
  const body = await multipartBody(fields, files);
  return t.app.inject({
    method,
    url,
    remoteAddress: from(),
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

const get = (url: string, auth: Auth = {}) => t.app.inject({ url, remoteAddress: from(), headers: auth });
const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: from(),
    headers: { ...auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** The old web client's create form (CreateListing.tsx then listingsAPI.createListing). */
const webCarFields = () => ({
  title: 'Kia Rio 2018, first owner',
  description: 'Serviced at the dealer, new tyres.',
  price: '9500',
  location: 'Aleppo, Al-Furqan',
  listingAction: 'SALE',
  mainCategory: 'VEHICLES',
  subCategory: 'CARS',
  details: JSON.stringify({
    vehicleType: 'CARS',
    make: 'Kia',
    model: 'Rio',
    year: 2018,
    mileage: 84000,
    fuelType: 'GASOLINE',
    transmissionType: 'AUTOMATIC',
    color: '#ffffff',
    condition: 'LIKE_NEW',
    features: [],
    engine: '',
    warranty: '',
    serviceHistory: { set: [] },
    previousOwners: 1,
    horsepower: null,
    registrationStatus: '',
    accidentFree: true,
    customsCleared: false,
    driveType: 'fourwd',
    engineSize: '',
    engineNumber: '',
    vin: '',
    navigationSystem: '',
    bodyStyle: 'sedan',
    abs: true,
    rearCamera: false,
  }),
});

/** Every absolute URL in a body: image variants, avatars. */
function urlsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) urlsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' && /(^url$|Url$|^profilePicture$)/.test(key)) found.push(item);
      else urlsIn(item, found);
    }
  }
  return found;
}

/** Every media URL is absolute under PUBLIC_URL and is served (a GET of its path). */
async function expectAbsoluteAndServed(body: unknown, atLeast: number) {
  const urls = urlsIn(body);
  expect(urls.length).toBeGreaterThanOrEqual(atLeast);
  for (const url of urls) {
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/media/`));
    const served = await t.app.inject({ url: new URL(url).pathname, remoteAddress: from() });
    expect(served.statusCode, url).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  }
}

async function webCreatesCar(auth: Auth) {
  const created = await sendForm('POST', '/api/listings', auth, webCarFields(), [
    await photo('images', '#aa3333'),
    await photo('images', '#3333aa'),
  ]);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as Json;
}

describe('the old web client: creating and editing', () => {
  it('POST /api/listings: flat details with { set } wrappers, categories VEHICLES/CARS, photos as `images`', async () => {
    const { auth } = await premium();
    const created = await sendForm('POST', '/api/listings', auth, webCarFields(), [
      await photo('images', '#aa3333'),
      await photo('images', '#3333aa'),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    // The client checks `success` and reads the listing as `data` itself.
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      title: 'Kia Rio 2018, first owner',
      price: 9500,
      listingAction: 'SALE',
      category: { mainCategory: 'vehicles', subCategory: 'CAR' },
      details: {
        vehicles: {
          make: 'kia',
          model: 'rio',
          year: 2018,
          mileage: 84000,
          fuelType: 'gasoline',
          condition: 'likeNew',
          driveType: 'FOUR_WHEEL_DRIVE',
          accidentFree: true,
          abs: true,
        },
      },
    });
    expect(body.data.images).toHaveLength(2);
    await expectAbsoluteAndServed(body.data.images, 6);
  });

  it('PUT /api/listings/{id}: existingImages as the absolute URLs it was given, details merged, a new photo', async () => {
    const { auth } = await premium();
    const listing = await webCreatesCar(auth);
    const [first, second] = listing.images as Json[];
    // listingsAPI.updateListing: every field a string, arrays and objects as JSON.
    const response = await sendForm(
      'PUT',
      `/api/listings/${listing.id}`,
      auth,
      {
        title: 'Kia Rio 2018, price lowered',
        description: listing.description,
        price: '9000',
        location: listing.location,
        status: 'ACTIVE',
        publicAccess: 'true',
        existingImages: JSON.stringify([second!.url]),
        category: JSON.stringify({ mainCategory: 'VEHICLES', subCategory: 'CARS' }),
        details: JSON.stringify({ mileage: 85000, serviceHistory: { set: ['full'] } }),
      },
      [await photo('images', '#33aa33')],
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json().data as Json;
    expect(edited).toMatchObject({ title: 'Kia Rio 2018, price lowered', price: 9000, status: 'active' });
    expect(edited.details.vehicles).toMatchObject({
      make: 'kia',
      mileage: 85000,
      serviceHistory: 'full',
      year: 2018,
    });
    // The kept photo first, the new one after it; the one left out is gone, files and all.
    expect(edited.images.map((image: Json) => image.id)).toEqual([second!.id, expect.any(String)]);
    expect(edited.images[1].id).not.toBe(first!.id);
    expect((await t.app.inject({ url: new URL(first!.url).pathname })).statusCode).toBe(404);
    await expectAbsoluteAndServed(edited.images, 6);
  });

  it('DELETE /api/listings/{id}: `success`', async () => {
    const { auth } = await premium();
    const listing = await webCreatesCar(auth);
    const response = await json('DELETE', `/api/listings/${listing.id}`, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect((await get(`/api/listings/public/${listing.id}`)).statusCode).toBe(404);
  });

  it('GET /api/user/listing-permission: the fields at the top level, PREMIUM_USER for a premium seller', async () => {
    const seller = await premium();
    const body = (await get('/api/user/listing-permission', seller.auth)).json();
    expect(body).toMatchObject({
      success: true,
      canCreate: true,
      userRole: 'PREMIUM_USER',
      currentListings: 0,
    });
    const free = await signIn(t);
    // A free user at the quota: canCreate false; the client maps PRIVATE_USER to its FREE_USER.
    expect((await get('/api/user/listing-permission', free.auth)).json()).toMatchObject({
      canCreate: false,
      maxListings: 0,
      currentListings: 0,
      userRole: 'PRIVATE_USER',
      listingRestriction: 'LIMIT_REACHED',
    });
  });
});

describe('the old web client: browsing, views and favourites', () => {
  let seller: Awaited<ReturnType<typeof premium>>;
  let car: Json;
  let other: Json;
  beforeAll(async () => {
    seller = await premium();
    car = await webCreatesCar(seller.auth);
    other = await webCreatesCar(seller.auth);
  });

  it('GET /api/listings and /search: the client reads data.items (or data.listings) with total and hasMore', async () => {
    const list = (await get('/api/listings?page=1&limit=10&mainCategory=VEHICLES&sortBy=createdAt')).json();
    expect(list.success).toBe(true);
    expect(list.data).toMatchObject({ page: 1, limit: 10, hasMore: false });
    expect(list.data.items.map((item: Json) => item.id)).toEqual(expect.arrayContaining([car.id, other.id]));
    expect(list.data.total).toBeGreaterThanOrEqual(2);
    await expectAbsoluteAndServed(list.data.items, 12);
    const search = (await get('/api/listings/search?query=kia&page=1&limit=10')).json();
    expect(search.data.listings.map((item: Json) => item.id)).toEqual(
      search.data.items.map((item: Json) => item.id),
    );
    expect(search.data.items.map((item: Json) => item.id)).toContain(car.id);
  });

  it('GET /api/listings/public/{id}: the listing as `data`, its photos and the seller’s avatar absolute', async () => {
    const body = (await get(`/api/listings/public/${car.id}`)).json();
    expect(body).toMatchObject({ success: true, data: { id: car.id, seller: { id: seller.user.id } } });
    await expectAbsoluteAndServed(body.data, 6);
  });

  it('PUT /api/listings/views/?id=: counts once, then answers 200 with counted false (no 400)', async () => {
    const viewer = await signIn(t);
    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/views/?id=${other.id}`,
      headers: viewer.auth,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ views: 1, counted: true });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/views/?id=${other.id}`,
      headers: viewer.auth,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ views: 1, counted: false });
  });

  it('the heart: POST /api/listings/{id}/view saves, DELETE /saved/{id} removes, GET /save and /by-ids read them', async () => {
    const buyer = await signIn(t);
    // listingsAPI.saveListing posts `{}`; the client only checks `success`.
    const saved = await json('POST', `/api/listings/${car.id}/view`, buyer.auth, {});
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, data: { id: car.id, saved: true } });
    // listingsAPI.addFavorite: the id in the body.
    const added = await json('POST', '/api/listings/saved', buyer.auth, { listingId: other.id });
    expect(added.json()).toMatchObject({ success: true, data: { id: other.id, listing: { id: other.id } } });
    // The saved page: `GET /listings/save`, `data.items`.
    const page = (await get('/api/listings/save', buyer.auth)).json();
    expect(page.data.items.map((item: Json) => item.id)).toEqual([other.id, car.id]);
    await expectAbsoluteAndServed(page.data.items, 12);
    // ListingsCollection: `GET /listings/by-ids?ids=a,b`, `data` an array.
    const byIds = (await get(`/api/listings/by-ids?ids=${car.id},${other.id}`)).json();
    expect(byIds.success).toBe(true);
    expect(byIds.data.map((item: Json) => item.id)).toEqual([car.id, other.id]);
    const removed = await json('DELETE', `/api/listings/saved/${car.id}`, buyer.auth);
    expect(removed.json()).toMatchObject({ success: true });
    expect((await get('/api/listings/save', buyer.auth)).json().data.items).toHaveLength(1);
  });

  it('GET /api/listings/trending, /by-category and /nearby: the home rows', async () => {
    const trending = (await get('/api/listings/trending?limit=4')).json();
    expect(Array.isArray(trending.data)).toBe(true);
    expect(trending.data.length).toBeGreaterThan(0);
    await expectAbsoluteAndServed(trending.data, 6);
    const byCategory = (await get('/api/listings/by-category?category=VEHICLES')).json();
    expect(byCategory.data.items.map((item: Json) => item.id)).toEqual(expect.arrayContaining([car.id]));
    const nearby = await get('/api/listings/nearby?lat=36.2&lng=37.1&radiusKm=10');
    expect(nearby.statusCode).toBe(200);
    expect(nearby.json().data.items).toEqual(expect.any(Array));
  });

  it('GET /api/listings/user: the seller’s own under data.listings', async () => {
    const body = (await get('/api/listings/user?page=1&limit=10', seller.auth)).json();
    expect(body.data.listings.map((item: Json) => item.id)).toEqual([other.id, car.id]);
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 10, hasMore: false });
  });
});

describe('the mobile app', () => {
  it('POST /api/listings (car): make, model, year and the rest top-level, details nested, photos as `listingImage`', async () => {
    const { auth } = await premium();
    const response = await sendForm(
      'POST',
      '/api/listings',
      auth,
      {
        title: 'Hyundai Elantra 2016',
        description: 'Clean, papers ready.',
        price: '7200',
        mainCategory: 'VEHICLES',
        subCategory: 'CARS',
        location: 'حلب',
        latitude: '36.2021',
        longitude: '37.1343',
        condition: 'USED',
        listingAction: 'SALE',
        make: 'Hyundai',
        model: 'Elantra',
        year: '2016',
        sellerType: 'OWNER',
        bodyType: 'SEDAN',
        fuelType: 'BENZIN',
        transmission: 'MANUAL',
        exteriorColor: 'silver',
        engineSize: '1.6',
        mileage: '150000',
        accidental: 'no',
        registrationExpiry: '',
        details: JSON.stringify({
          vehicles: {
            vehicleSubtype: null,
            mileage: '150000',
            previousOwners: 2,
            engineSize: 1.6,
            serviceHistory: 'partial',
            accidentFree: true,
            customsCleared: true,
            features: ['abs', 'airbags'],
            airConditioning: true,
          },
        }),
      },
      [await photo('listingImage', '#aaaa33'), await photo('listingImage', '#33aaaa')],
    );
    expect(response.statusCode, response.body).toBe(201);
    const listing = response.json().data as Json;
    // The app reads details back nested, as it sent them.
    expect(listing.details.vehicles).toMatchObject({
      vehicleType: 'CAR',
      make: 'hyundai',
      model: 'elantra',
      year: 2016,
      mileage: 150000,
      fuelType: 'gasoline',
      transmissionType: 'manual',
      color: 'silver',
      condition: 'used',
      accidentFree: true,
      customsCleared: true,
      serviceHistory: 'partial',
    });
    expect(listing).toMatchObject({ latitude: 36.2021, longitude: 37.1343 });
    expect(listing.images).toHaveLength(2);
    await expectAbsoluteAndServed(listing.images, 6);
  });

  it('POST /api/listings (property): area, rooms and furnishing top-level, type nested', async () => {
    const { auth } = await premium();
    const response = await sendForm(
      'POST',
      '/api/listings',
      auth,
      {
        title: 'Villa with a garden',
        description: 'Quiet street, near the school.',
        price: '150000',
        mainCategory: 'REAL_ESTATE',
        subCategory: 'VILLA',
        location: 'Damascus',
        latitude: '33.51',
        longitude: '36.28',
        condition: 'good',
        listingAction: 'SALE',
        sellerType: 'OWNER',
        totalArea: '320',
        bathrooms: '3',
        bedrooms: '5',
        totalRooms: '8',
        yearBuilt: '2008',
        furnishing: 'FURNISHED',
        floor: '',
        totalFloors: '2',
        details: JSON.stringify({
          realEstate: { propertyType: 'VILLA', parking: 'garage', features: ['garden'] },
        }),
      },
      [await photo('listingImage', '#777777')],
    );
    expect(response.statusCode, response.body).toBe(201);
    const listing = response.json().data as Json;
    expect(listing.category).toEqual({ mainCategory: 'realEstate', subCategory: 'HOUSE' });
    expect(listing.details.realEstate).toMatchObject({
      size: 320,
      bathrooms: 3,
      bedrooms: 5,
      yearBuilt: 2008,
      totalFloors: 2,
      furnished: true,
      condition: 'good',
      features: ['garden'],
    });
  });

  it('favourites: POST /saved/{id} with no body (200, also when saved already), GET /favorites data.favorites, DELETE', async () => {
    const seller = await premium();
    const listing = await webCreatesCar(seller.auth);
    const buyer = await signIn(t);
    // Dio posts no body; the app takes any status but 200 as a failure (the old 409 was one).
    for (let round = 0; round < 2; round += 1) {
      const saved = await t.app.inject({
        method: 'POST',
        url: `/api/listings/saved/${listing.id}`,
        remoteAddress: from(),
        headers: buyer.auth,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ success: true, data: { id: listing.id } });
    }
    const favorites = (await get('/api/listings/favorites', buyer.auth)).json();
    expect(favorites.data.favorites.map((item: Json) => item.id)).toEqual([listing.id]);
    await expectAbsoluteAndServed(favorites.data.favorites, 6);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/saved/${listing.id}`,
      remoteAddress: from(),
      headers: buyer.auth,
    });
    expect(removed.json()).toMatchObject({ success: true });
    expect((await get('/api/listings/favorites', buyer.auth)).json().data.favorites).toEqual([]);
  });

  it('GET /api/listings/search: data.items and data.hasMore', async () => {
    const { auth } = await premium();
    const listing = await webCreatesCar(auth);
    const body = (await get('/api/listings/search?query=Rio&page=1&limit=20')).json();
    expect(body.data.items.map((item: Json) => item.id)).toContain(listing.id);
    expect(typeof body.data.hasMore).toBe('boolean');
  });

  it('PATCH /api/listings/{id} and GET /api/listings/user (data.listings), then DELETE with no body', async () => {
    const { auth } = await premium();
    const listing = await webCreatesCar(auth);
    const patched = await sendForm('PATCH', `/api/listings/${listing.id}`, auth, { price: '8800' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ success: true, data: { price: 8800 } });
    const mine = (await get('/api/listings/user', auth)).json();
    expect(mine.data.listings.map((item: Json) => item.id)).toEqual([listing.id]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listing.id}`,
      remoteAddress: from(),
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().success).toBe(true);
  });

  it('GET /api/users/profile and the public profile: the avatar is absolute and served', async () => {
    const { user, auth } = await premium();
    const body = await multipartBody({}, [await photo('profilePicture', '#123456')]);
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      remoteAddress: from(),
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await expectAbsoluteAndServed(updated.json().data, 1);
    await expectAbsoluteAndServed((await get('/api/users/profile', auth)).json().data, 1);
    await expectAbsoluteAndServed((await get(`/api/users/public-profile/${user.id}`)).json().data, 1);
    // And on the listings that seller posts.
    const listing = await webCreatesCar(auth);
    expect(listing.seller.profilePicture).toMatch(new RegExp(`^${PUBLIC_URL}/media/avatars/`));
  });
});
