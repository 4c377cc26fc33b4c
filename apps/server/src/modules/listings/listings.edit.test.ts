import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { listings, priceHistory } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { weekOf } from '../search/search.plan.js';
import { editRequests, photo } from '../../test/listing-edits.js';

let t: TestApp;
let signIn: ReturnType<typeof editRequests>['signIn'];
let send: ReturnType<typeof editRequests>['send'];
const priceEvents: unknown[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  ({ signIn, send } = editRequests(t));
  t.app.services.events.on('listing.priceChanged', (payload) => void priceEvents.push(payload));
});
afterAll(() => t.close());

async function newCar(auth: Record<string, string>) {
  const response = await send(
    'POST',
    '/api/listings',
    auth,
    {
      title: 'Hyundai Accent 2012',
      description: 'Clean, papers ready.',
      price: '6000',
      currency: 'USD',
      location: 'Homs',
      category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
      details: JSON.stringify({
        make: 'hyundai',
        model: 'accent',
        year: 2012,
        mileage: 150000,
        color: 'white',
        sunroof: true,
      }),
    },
    [await photo('#102030'), await photo('#405060')],
  );
  return response.json().data as { id: string; images: { id: string; url: string }[] };
}

describe('PUT /api/listings/{id}', () => {
  it('changes the price, records the old one, announces it, and merges details', async () => {
    const { user, auth } = await signIn();
    const car = await newCar(auth);
    const response = await send('PUT', `/api/listings/${car.id}`, auth, {
      price: '5500',
      details: JSON.stringify({ mileage: '152000' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      price: 5500,
      details: { vehicles: { mileage: 152000, color: 'white', sunroof: true, make: 'hyundai' } },
    });
    expect(await t.db.select().from(priceHistory).where(eq(priceHistory.listingId, car.id))).toEqual([
      expect.objectContaining({ oldPrice: 6000, newPrice: 5500, currency: 'USD' }),
    ]);
    expect(priceEvents).toContainEqual(
      expect.objectContaining({ listingId: car.id, ownerId: user.id, oldPrice: 6000, newPrice: 5500 }),
    );
  });

  it('keeps the week the listing was created in among its search words, through an edit', async () => {
    const { auth } = await signIn();
    const car = await newCar(auth);
    const weekWords = async () => {
      const [row] = await t.db
        .select({
          createdAt: listings.createdAt,
          words: sql<string[]>`tsvector_to_array(${listings.searchVector})`,
        })
        .from(listings)
        .where(eq(listings.id, car.id));
      return { week: `@w${weekOf(row!.createdAt.getTime())}`, words: row!.words };
    };
    const created = await weekWords();
    expect(created.words).toContain(created.week);
    expect(created.words).toContain('accent');
    await send('PUT', `/api/listings/${car.id}`, auth, { title: 'Hyundai Elantra 2012' });
    const edited = await weekWords();
    expect(edited.words).toContain(created.week);
    expect(edited.words).toContain('elantra');
  });

  it('is found by the make, model and year its details were edited to', async () => {
    const { auth } = await signIn();
    const car = await newCar(auth);
    const found = async (query: string) =>
      (await t.app.inject({ url: `/api/listings?${query}` }))
        .json()
        .data.items.map((item: { id: string }) => item.id);
    expect(await found('make=hyundai&model=accent&year=2012')).toContain(car.id);
    const response = await send('PUT', `/api/listings/${car.id}`, auth, {
      details: JSON.stringify({ make: 'kia', model: 'rio', year: 2014 }),
    });
    expect(response.statusCode).toBe(200);
    expect(await found('make=hyundai&year=2012')).not.toContain(car.id);
    expect(await found('make=kia&model=rio&year=2014')).toContain(car.id);
  });

  it('keeps the images named in existingImages, in their order, adds new ones and deletes the rest', async () => {
    const { auth } = await signIn();
    const car = await newCar(auth);
    const [first, second] = car.images;
    const response = await send(
      'PATCH',
      `/api/listings/${car.id}`,
      auth,
      { existingImages: JSON.stringify([second!.url]) },
      [await photo('#708090')],
    );
    const images = response.json().data.images;
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({ id: second!.id, isPrimary: true, position: 0 });
    expect(images[1].isPrimary).toBe(false);
    expect((await t.app.inject({ url: first!.url })).statusCode).toBe(404);
    const none = await send('PUT', `/api/listings/${car.id}`, auth, { existingImages: '[]' });
    expect(none.json().error.code).toBe('IMAGE_REQUIRED');
  });

  it('lets the owner mark it sold, but not another user; an anonymous caller gets 401; nothing changes', async () => {
    const { auth } = await signIn();
    const car = await newCar(auth);
    const stranger = await signIn();
    const before = await t.db.select().from(listings).where(eq(listings.id, car.id));
    expect((await send('PUT', `/api/listings/${car.id}`, stranger.auth, { price: '1' })).statusCode).toBe(
      403,
    );
    expect((await send('PUT', `/api/listings/${car.id}`, {}, { price: '1' })).statusCode).toBe(401);
    const bad = await send('PUT', `/api/listings/${car.id}`, auth, { price: '-4', title: '' });
    expect(bad.statusCode).toBe(400);
    expect(await t.db.select().from(listings).where(eq(listings.id, car.id))).toEqual(before);

    const sold = await send('PUT', `/api/listings/${car.id}`, auth, { status: 'sold' });
    expect(sold.json().data.status).toBe('sold');
    expect((await send('PUT', `/api/listings/${car.id}`, auth, { status: 'pending' })).statusCode).toBe(403);
  });

  it('lets an admin edit any listing', async () => {
    const owner = await signIn();
    const car = await newCar(owner.auth);
    const admin = await signIn({ role: 'ADMIN' });
    const response = await send('PUT', `/api/listings/${car.id}`, admin.auth, { status: 'inactive' });
    expect(response.json().data.status).toBe('inactive');
  });
});
