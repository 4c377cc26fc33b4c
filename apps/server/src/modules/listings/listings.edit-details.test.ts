import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  CUSTOM_MODEL,
  detailKeysOf,
  OTHER_MAKE,
  PROPERTY_TYPES,
  REAL_ESTATE_DETAIL_KEYS,
  VEHICLE_DETAIL_KEYS,
  VEHICLE_TYPES,
  type DetailKeys,
  type MainCategory,
} from '@souqna/contracts';
import { listings, realEstateDetails, vehicleDetails } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { editRequests, photo } from '../../test/listing-edits.js';

let t: TestApp;
let auth: Record<string, string>;
let send: ReturnType<typeof editRequests>['send'];
beforeAll(async () => {
  t = await buildTestApp();
  const requests = editRequests(t);
  send = requests.send;
  ({ auth } = await requests.signIn());
});
afterAll(() => t.close());

type Details = Record<string, unknown>;

/** Two different valid values of a key, by how the contracts read it. */
function valuesOf(keys: DetailKeys, key: string): [unknown, unknown] {
  if (keys.integer.includes(key)) return key.startsWith('year') ? [2001, 2002] : [2, 3];
  if (keys.decimal.includes(key)) return [2.5, 3.5];
  if (keys.boolean.includes(key)) return [true, false];
  if (keys.text.includes(key)) return [`${key} one`, `${key} two`];
  if (keys.list.includes(key)) return [['first'], ['second']];
  const choice = keys.choice[key];
  if (choice) return [choice[0], choice[1]];
  throw new Error(`No test values for the detail key ${key}: name how it is read`);
}

// Make and model are custom texts, so all five identity keys are stored.
const IDENTITY: Record<MainCategory, (type: string) => Details> = {
  vehicles: (type) => ({
    vehicleType: type,
    make: OTHER_MAKE,
    customMake: 'Trabant',
    model: CUSTOM_MODEL,
    customModel: 'P601',
  }),
  realEstate: (type) => ({ propertyType: type }),
};

// Stored by older versions or the demo seed and unknown to the parser (or out of its vocabulary):
// an edit keeps them, and never refuses the listing for them.
const LONG_TAIL: Details = {
  view: 'city',
  facing: 'south-west',
  elevator: true,
  generator: 'shared',
  titleDeed: 'greenTapu',
  solarPanels: true,
  rentPeriod: 'month',
  parking: 'garage',
  warranty: true,
};

/** A listing created through the API, then given `extras` as an older version might have stored them. */
async function storedListing(mainCategory: MainCategory, type: string, details: Details, extras: Details) {
  const created = await send(
    'POST',
    '/api/listings',
    auth,
    {
      title: `A ${type} with every detail`,
      description: 'Every field filled in.',
      price: '1000',
      location: 'Homs',
      listingAction: 'SALE',
      category: JSON.stringify({ mainCategory, subCategory: type }),
      details: JSON.stringify(details),
    },
    [await photo('#203040')],
  );
  expect(created.statusCode).toBe(201);
  const id: string = created.json().data.id;
  const table = mainCategory === 'vehicles' ? vehicleDetails : realEstateDetails;
  await t.db
    .update(table)
    .set({ extras: sql`${table.extras} || ${JSON.stringify(extras)}::jsonb` })
    .where(eq(table.listingId, id));
  return id;
}

/** A listing holding a value for every detail key of its kind, plus the long tail. */
async function fullListing(mainCategory: MainCategory, type: string) {
  const keys = mainCategory === 'vehicles' ? VEHICLE_DETAIL_KEYS : REAL_ESTATE_DETAIL_KEYS;
  const details: Details = {};
  for (const key of detailKeysOf(keys))
    if (!keys.identity.includes(key)) details[key] = valuesOf(keys, key)[0];
  Object.assign(details, IDENTITY[mainCategory](type));
  return { id: await storedListing(mainCategory, type, details, LONG_TAIL), keys };
}

const detailsOf = async (id: string, mainCategory: MainCategory): Promise<Details> =>
  (await t.app.inject({ url: `/api/listings/public/${id}`, headers: auth })).json().data.details[
    mainCategory
  ];

async function editDetails(id: string, details: Details) {
  const response = await send('PUT', `/api/listings/${id}`, auth, { details: JSON.stringify(details) });
  expect(response.statusCode, JSON.stringify(response.json().error)).toBe(200);
  return response.json().data.details as Record<MainCategory, Details>;
}

const without = (details: Details, key: string) =>
  Object.fromEntries(Object.entries(details).filter(([k]) => k !== key));

describe.each([
  ...VEHICLE_TYPES.map((type) => ['vehicles', type] as const),
  ...PROPERTY_TYPES.map((type) => ['realEstate', type] as const),
])('a %s listing of type %s', (mainCategory, type) => {
  it('holds every detail key and keeps all but the one edited, nested or flat', async () => {
    const { id, keys } = await fullListing(mainCategory, type);
    const stored = await detailsOf(id, mainCategory);
    for (const key of [...detailKeysOf(keys), ...Object.keys(LONG_TAIL)]) expect(stored).toHaveProperty(key);
    // One key of the kind edited nested, another flat: every other key, long tail too, unchanged.
    const [first, second] = keys === VEHICLE_DETAIL_KEYS ? ['mileage', 'color'] : ['size', 'floor'];
    const nested = (await editDetails(id, { [mainCategory]: { [first]: 131 } }))[mainCategory];
    expect(nested).toEqual({ ...stored, [first]: 131 });
    const flat = (await editDetails(id, { [second]: valuesOf(keys, second)[1] }))[mainCategory];
    expect(flat).toEqual({ ...nested, [second]: valuesOf(keys, second)[1] });
  });
});

describe.each(['vehicles', 'realEstate'] as const)('every %s detail key, edited alone', (mainCategory) => {
  it('takes its new value while every other stored key stays as it was', async () => {
    const { id, keys } = await fullListing(mainCategory, mainCategory === 'vehicles' ? 'CAR' : 'APARTMENT');
    let before = await detailsOf(id, mainCategory);
    const edited = detailKeysOf(keys).filter((key) => !keys.identity.includes(key));
    for (const key of edited) {
      const value = valuesOf(keys, key)[1];
      const after = (await editDetails(id, { [key]: value }))[mainCategory];
      expect(after[key], key).toEqual(value);
      expect(without(after, key), key).toEqual(without(before, key));
      before = after;
    }
    // Read back from the database, not just the answer to the last edit.
    expect(await detailsOf(id, mainCategory)).toEqual(before);
  });
});

describe('a details edit', () => {
  const apartmentForSale = () =>
    storedListing(
      'realEstate',
      'APARTMENT',
      { size: 120, bedrooms: 3 },
      { ...LONG_TAIL, rentPeriod: 'monthly' },
    );
  const rows = async (id: string) => ({
    listing: await t.db.select().from(listings).where(eq(listings.id, id)),
    details: await t.db.select().from(realEstateDetails).where(eq(realEstateDetails.listingId, id)),
  });

  it('of a listing for sale holding a rent period keeps the period, unchecked, until one is sent', async () => {
    const id = await apartmentForSale();
    const before = await detailsOf(id, 'realEstate');
    const after = (await editDetails(id, { realEstate: { size: 131 } })).realEstate;
    expect(after).toEqual({ ...before, size: 131 });
    // Offered for rent again, the period the seller gave before is still there.
    const rent = await send('PUT', `/api/listings/${id}`, auth, { listingAction: 'RENT' });
    expect(rent.json().data.details.realEstate.rentPeriod).toBe('monthly');
    const bad = await send('PUT', `/api/listings/${id}`, auth, {
      details: JSON.stringify({ rentPeriod: 'weekly', size: 140 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'details.rentPeriod', key: 'invalidFormat' }),
    ]);
  });

  it('clears a key sent as null or blank, and nothing else', async () => {
    const id = await apartmentForSale();
    const before = await detailsOf(id, 'realEstate');
    const after = (await editDetails(id, { view: null, bedrooms: '' })).realEstate;
    expect(after).toEqual(without(without(before, 'view'), 'bedrooms'));
  });

  it('takes back every stored value unchanged, even one the parser would refuse now', async () => {
    const id = await apartmentForSale();
    const before = await detailsOf(id, 'realEstate');
    // What the web's edit form sends: every stored detail, one of them changed.
    expect((await editDetails(id, { ...before, floor: 4 })).realEstate).toEqual({ ...before, floor: 4 });
  });

  it('refused changes no row', async () => {
    const id = await apartmentForSale();
    const before = await rows(id);
    const bad = await send('PUT', `/api/listings/${id}`, auth, {
      title: 'A new title',
      details: JSON.stringify({ realEstate: { size: 'big', bathrooms: 1.3, elevator: false } }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.map((field: { path: string }) => field.path)).toEqual([
      'details.size',
      'details.bathrooms',
    ]);
    expect(await rows(id)).toEqual(before);
  });
});

describe('the pin of a listing', () => {
  it('is refused when half given or spelt in hex; a half pin stored before is kept by an edit leaving it', async () => {
    const id = await storedListing('realEstate', 'APARTMENT', { size: 90 }, {});
    const fields = (pin: Record<string, string>) => ({ title: 'Half a pin', ...pin });
    const half = await send('PUT', `/api/listings/${id}`, auth, fields({ latitude: '33.5' }));
    expect(half.statusCode).toBe(400);
    expect(half.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'longitude', key: 'required' }),
    ]);
    const hex = await send(
      'PUT',
      `/api/listings/${id}`,
      auth,
      fields({ latitude: '0x10', longitude: '36.3' }),
    );
    expect(hex.json().error.details.fields).toEqual([
      expect.objectContaining({ path: 'latitude', key: 'invalidFormat' }),
    ]);
    // Half a pin stored before the rule is no reason to refuse an edit that leaves it alone.
    await t.db.update(listings).set({ latitude: 33.5, longitude: null }).where(eq(listings.id, id));
    const edited = await send('PUT', `/api/listings/${id}`, auth, { title: 'Still half a pin' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Still half a pin', latitude: 33.5, longitude: null });
  });
});
