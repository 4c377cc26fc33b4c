import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { editRequests, photo } from '../../test/listing-edits.js';

let t: TestApp;
let requests: ReturnType<typeof editRequests>;
beforeAll(async () => {
  t = await buildTestApp({ MODERATION: 'pre' });
  requests = editRequests(t);
});
afterAll(() => t.close());

/** A car of a new owner, approved by an admin: active, as it is live after review. */
async function approvedCar() {
  const owner = await requests.signIn();
  const admin = await requests.signIn({ role: 'ADMIN' });
  const created = await requests.send(
    'POST',
    '/api/listings',
    owner.auth,
    {
      title: 'Kia Rio 2014',
      description: 'Economical and clean.',
      price: '5000',
      currency: 'USD',
      location: 'Homs',
      category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
      details: JSON.stringify({ make: 'kia', model: 'rio', year: 2014 }),
    },
    [await photo('#112233'), await photo('#445566')],
  );
  const listing = created.json().data as { id: string; status: string; images: { id: string }[] };
  expect(listing.status).toBe('pending');
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/moderation/${listing.id}/approve`,
    headers: admin.auth,
  });
  expect(approved.json().data.status).toBe('active');
  const edit = (
    auth: Record<string, string>,
    fields: Record<string, string>,
    files = [] as Awaited<ReturnType<typeof photo>>[],
  ) => requests.send('PUT', `/api/listings/${listing.id}`, auth, fields, files);
  return { ...listing, owner, admin, edit };
}

const statusAfter = async (response: Awaited<ReturnType<typeof requests.send>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.status as string;
};

describe('with MODERATION=pre, an approved listing edited by its owner', () => {
  it.each([
    ['its title', { title: 'Kia Rio 2014, new tyres' }],
    ['its description', { description: 'Economical, clean, new tyres.' }],
    ['its price', { price: '4800' }],
    ['its currency', { currency: 'SYP' }],
  ])('goes back to pending when %s changes', async (_what, fields) => {
    const car = await approvedCar();
    expect(await statusAfter(await car.edit(car.owner.auth, fields))).toBe('pending');
    // Hidden from the public until an admin approves it again.
    expect((await t.app.inject({ url: `/api/listings/public/${car.id}` })).statusCode).toBe(404);
  });

  it('goes back to pending when a photo is added or removed, by the edit or the image route', async () => {
    const added = await approvedCar();
    expect(await statusAfter(await added.edit(added.owner.auth, {}, [await photo('#778899')]))).toBe(
      'pending',
    );
    const removed = await approvedCar();
    const kept = JSON.stringify([removed.images[0]!.id]);
    expect(await statusAfter(await removed.edit(removed.owner.auth, { existingImages: kept }))).toBe(
      'pending',
    );
    const deleted = await approvedCar();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${deleted.id}/images/${deleted.images[1]!.id}`,
      headers: deleted.owner.auth,
    });
    expect(await statusAfter(response)).toBe('pending');
  });

  it('stays active when nothing substantive changes: details, the same values, a new status', async () => {
    const car = await approvedCar();
    expect(
      await statusAfter(await car.edit(car.owner.auth, { details: JSON.stringify({ mileage: 90000 }) })),
    ).toBe('active');
    expect(
      await statusAfter(
        await car.edit(car.owner.auth, { title: 'Kia Rio 2014', price: '5000', currency: 'USD' }),
      ),
    ).toBe('active');
    expect(await statusAfter(await car.edit(car.owner.auth, { status: 'sold' }))).toBe('sold');
  });

  it('cannot skip review by editing while inactive and then reactivating', async () => {
    const car = await approvedCar();
    expect(await statusAfter(await car.edit(car.owner.auth, { status: 'inactive' }))).toBe('inactive');
    expect(await statusAfter(await car.edit(car.owner.auth, { title: 'Kia Rio, now cheaper' }))).toBe(
      'pending',
    );
    expect((await car.edit(car.owner.auth, { status: 'active' })).statusCode).toBe(403);
  });

  it('stays active when an admin makes the same edit', async () => {
    const car = await approvedCar();
    expect(await statusAfter(await car.edit(car.admin.auth, { title: 'Kia Rio 2014 (checked)' }))).toBe(
      'active',
    );
  });
});

describe('with MODERATION=pre, a listing under review', () => {
  const pendingCar = async () => {
    const car = await approvedCar();
    expect(await statusAfter(await car.edit(car.owner.auth, { price: '4900' }))).toBe('pending');
    return car;
  };
  const reject = (car: Awaited<ReturnType<typeof approvedCar>>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/${car.id}/reject`,
      headers: car.admin.auth,
      payload: { reason: 'photos', note: 'Blurred' },
    });
  const image = (car: Awaited<ReturnType<typeof approvedCar>>, method: 'PUT' | 'DELETE', path: string) =>
    t.app.inject({ method, url: `/api/listings/${car.id}/images${path}`, headers: car.owner.auth });

  it("is not decided by an admin's PUT: only the queue approves or rejects (audited, owner told)", async () => {
    const car = await pendingCar();
    for (const status of ['active', 'inactive', 'sold']) {
      const response = await car.edit(car.admin.auth, { status });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.code).toBe('MODERATION_DECISION_REQUIRED');
    }
    // Still waiting, and an admin's fix of a field leaves it waiting.
    expect(await statusAfter(await car.edit(car.admin.auth, { title: 'Kia Rio 2014 (fixed)' }))).toBe(
      'pending',
    );

    expect((await reject(car)).statusCode).toBe(200);
    const reactivated = await car.edit(car.admin.auth, { status: 'active' });
    expect(reactivated.json().error.code).toBe('MODERATION_DECISION_REQUIRED');
    const own = (
      await t.app.inject({ url: `/api/listings/public/${car.id}`, headers: car.owner.auth })
    ).json();
    expect(own.data).toMatchObject({ status: 'inactive', rejection: { reason: 'photos', note: 'Blurred' } });
    // An admin may send it back to the queue, where the old reason no longer applies.
    const requeued = await car.edit(car.admin.auth, { status: 'pending' });
    expect(await statusAfter(requeued)).toBe('pending');
    expect(requeued.json().data.rejection).toBeUndefined();
  });

  it.each([
    ['deleting a photo', 'DELETE' as const, (car: { images: { id: string }[] }) => `/${car.images[1]!.id}`],
    [
      'choosing the cover',
      'PUT' as const,
      (car: { images: { id: string }[] }) => `/${car.images[1]!.id}/primary`,
    ],
  ])('goes back to pending, its reason gone, when its owner fixes it by %s', async (_what, method, path) => {
    const car = await pendingCar();
    expect((await reject(car)).statusCode).toBe(200);
    const response = await image(car, method, path(car));
    expect(await statusAfter(response)).toBe('pending');
    expect(response.json().data.rejection).toBeUndefined();
  });
});
