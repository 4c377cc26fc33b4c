import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import sharp from 'sharp';
import { buildApp } from '../../app.js';
import { listingImages, users } from '../../db/schema/index.js';
import { createListCache } from '../../platform/cache/create-list-cache.js';
import { MediaChanges, STAGING_PREFIX } from '../../platform/media/media-changes.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const silent = pino({ level: 'silent' });
const picture = (background: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function signIn() {
  const user = await t.factories.createUser({ premiumUntil: new Date(Date.now() + 86_400_000) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { user, auth: { authorization: `Bearer ${response.json().data.tokens.accessToken}` } };
}

async function createListing(auth: Record<string, string>, background: string) {
  const body = await multipartBody(
    {
      title: 'Hyundai Accent 2012',
      description: 'One owner, papers ready.',
      price: '4200',
      currency: 'USD',
      location: 'Homs',
      category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
      details: JSON.stringify({ vehicles: { make: 'hyundai', model: 'accent', year: '2012' } }),
    },
    [{ name: 'images', filename: 'car.jpg', type: 'image/jpeg', body: await picture(background) }],
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; images: { url: string }[] };
}

/** Every key some row names: image variants and profile pictures. */
async function referencedKeys() {
  const images = await t.db.select({ variants: listingImages.variants }).from(listingImages);
  const pictures = await t.db.select({ key: users.profilePicture }).from(users);
  return new Set([
    ...images.flatMap((row) => row.variants.map((variant) => variant.key)),
    ...pictures.flatMap((row) => (row.key ? [row.key] : [])),
  ]);
}

/** Starts the app again on the same database and media folder, as after a crash. */
async function restart() {
  const listCache = createListCache({ version: 'test', log: silent });
  const app = await buildApp(t.config, { database: t.database, listCache });
  await app.close();
  await listCache.close();
}

describe('media and rows after a crash (issue 18, item 9)', () => {
  it('the start-up sweep leaves no orphan file and loses no committed one, whenever the crash came', async () => {
    const { user, auth } = await signIn();

    // 1. Died between the commit and the move: the rows name files still staged.
    const committed = await createListing(auth, '#225588');
    const committedKeys = (await t.storage.list(`listings/${committed.id}`)).sort();
    expect(committedKeys).toHaveLength(3);
    const interrupted = `${STAGING_PREFIX}/11111111-1111-4111-8111-111111111111/new`;
    for (const key of committedKeys) await t.storage.move(key, `${interrupted}/${key}`);
    expect((await t.app.inject({ url: committed.images[0]!.url })).statusCode).toBe(404);

    // 2. Died before the commit: a listing's photos and a profile picture staged, no rows.
    const beforeCommit = new MediaChanges(t.storage, silent);
    await beforeCommit.put(
      'listings/22222222-2222-4222-8222-222222222222/abc-full.webp',
      Buffer.from('x'),
      'image/webp',
    );
    await beforeCommit.put(`avatars/${user.id}/0123456789abcdef.webp`, Buffer.from('x'), 'image/webp');
    const [stagedKey] = await t.storage.list(STAGING_PREFIX);
    expect((await t.app.inject({ url: t.storage.url(stagedKey!) })).statusCode).toBe(404);

    // 3. Died while deleting a listing, before the rows went: its files were set aside.
    const kept = await createListing(auth, '#885522');
    const deleting = new MediaChanges(t.storage, silent);
    await deleting.remove(`listings/${kept.id}`);
    expect(await t.storage.list(`listings/${kept.id}`)).toEqual([]);

    // 4. A write interrupted inside the storage itself: half a file under a temporary name.
    await t.storage.put(
      `${STAGING_PREFIX}/33333333-3333-4333-8333-333333333333/new/listings/x/y.webp.tmp`,
      Buffer.from('half'),
      'image/webp',
    );

    await restart();

    expect(await t.storage.list(STAGING_PREFIX)).toEqual([]);
    expect((await t.storage.list(`listings/${committed.id}`)).sort()).toEqual(committedKeys);
    expect((await t.app.inject({ url: committed.images[0]!.url })).statusCode).toBe(200);
    expect(await t.storage.list(`listings/${kept.id}`)).toHaveLength(3);
    expect((await t.app.inject({ url: kept.images[0]!.url })).statusCode).toBe(200);
    const referenced = await referencedKeys();
    const orphans = [...(await t.storage.list('listings')), ...(await t.storage.list('avatars'))].filter(
      (key) => !referenced.has(key),
    );
    expect(orphans).toEqual([]);
  });

  it('an edit that replaces every photo leaves only the new files and nothing staged', async () => {
    const { auth } = await signIn();
    const listing = await createListing(auth, '#557722');
    const before = await t.storage.list(`listings/${listing.id}`);
    const body = await multipartBody({ existingImages: '[]' }, [
      { name: 'images', filename: 'new.jpg', type: 'image/jpeg', body: await picture('#aa00aa') },
    ]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${listing.id}`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const after = await t.storage.list(`listings/${listing.id}`);
    expect(after).toHaveLength(3);
    expect(after.filter((key) => before.includes(key))).toEqual([]);
    expect(await t.storage.list(STAGING_PREFIX)).toEqual([]);
  });
});
