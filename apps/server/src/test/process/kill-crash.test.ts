// kill -9 under a steady stream of writes: every acknowledged write survives, no media file is orphaned.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImages, users } from '../../db/schema/index.js';
import { factoriesFor } from '../factories.js';
import { createServerData, signIn, startServer, type ServerProcess } from './server-process.js';

/**
 * Crashes in a row, then one start to check them all. Each kill comes once this many listings
 * are acknowledged, late into the next one (by these fractions of the round's typical listing write),
 * when its photo files are being written beside rows not yet committed.
 */
const LISTINGS_BEFORE_KILL = 5;
const KILL_INTO_NEXT_LISTING = [0.7, 0.9];
const ROUNDS = KILL_INTO_NEXT_LISTING.length;
/**
 * Each writer's pace and its bound per round, under the routes' per-address rate limits (20
 * listings, 120 favourites, 30 profile edits a minute): a 429 would be a write refused, not lost.
 * Listings have three writers, so that a kill finds one of them between its files and its commit.
 */
const LISTING_WRITERS = 3;
const WRITERS = {
  listing: { pauseMs: 0, max: 6 },
  favourite: { pauseMs: 100, max: 100 },
  profile: { pauseMs: 400, max: 25 },
} as const;
type Kind = keyof typeof WRITERS;

const carFields = {
  title: 'Kia Rio 2018, first owner',
  description: 'Serviced at the dealer, new tyres.',
  price: '9500',
  currency: 'USD',
  location: 'Aleppo, Al-Furqan',
  category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
  details: JSON.stringify({ vehicles: { make: 'kia', model: 'rio', year: '2018', mileage: '64000' } }),
};

/**
 * What the server acknowledged (a 2xx answer received), and the writes sent since the last
 * acknowledgement of the same thing, cut by a kill: those may or may not have committed.
 */
const acked = {
  listings: new Set<string>(),
  listingMs: [] as number[],
  /** Each listing's last acknowledged state: saved, or saved and then removed again. */
  favourites: new Map<string, boolean>(),
  favouritesInDoubt: new Map<string, boolean>(),
  favouriteWrites: 0,
  profileEdits: 0,
  bio: '',
  biosInDoubt: new Set<string>(),
};

let data: Awaited<ReturnType<typeof createServerData>>;
let buyer: { email: string; password: string };
let targets: string[];
let photo: Buffer;
beforeAll(async () => {
  data = await createServerData();
  const handle = await data.open();
  await handle.migrate();
  const factories = factoriesFor(handle.db);
  buyer = await factories.createUser({ premiumUntil: new Date(Date.now() + 30 * 86_400_000) });
  const seller = await factories.createUser();
  targets = [];
  for (let index = 0; index < 20; index++)
    targets.push((await factories.createListing({ userId: seller.id })).id);
  await handle.close();
  photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
}, 120_000);
afterAll(() => data.remove());

/** One write; true when acknowledged, false when the connection failed (the server is gone). */
async function write(server: ServerProcess, auth: Record<string, string>, kind: Kind, count: number) {
  let request: Promise<Response>;
  let onAck: (body: { data: { id?: string } }) => void;
  if (kind === 'listing') {
    const form = new FormData();
    for (const [key, value] of Object.entries(carFields)) form.append(key, value);
    form.append('images', new Blob([photo], { type: 'image/jpeg' }), 'car.jpg');
    request = fetch(`${server.url}/api/listings`, { method: 'POST', headers: auth, body: form });
    onAck = (body) => acked.listings.add(body.data.id!);
  } else if (kind === 'favourite') {
    // Every pass over the targets saves them all, the next removes them all again.
    const id = targets[count % targets.length]!;
    const saved = Math.floor(count / targets.length) % 2 === 0;
    acked.favouritesInDoubt.set(id, saved);
    const method = saved ? 'POST' : 'DELETE';
    request = fetch(`${server.url}/api/listings/saved/${id}`, { method, headers: auth });
    onAck = () => {
      acked.favouriteWrites++;
      acked.favourites.set(id, saved);
      acked.favouritesInDoubt.delete(id);
    };
  } else {
    const bio = `edit ${count} at ${Date.now()}`;
    acked.biosInDoubt.add(bio);
    request = fetch(`${server.url}/api/users/profile`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ bio }),
    });
    onAck = () => {
      acked.profileEdits++;
      acked.bio = bio;
      acked.biosInDoubt.clear();
    };
  }
  const started = Date.now();
  let response: Response;
  let body: { data: { id?: string } };
  try {
    response = await request;
    body = (await response.json()) as typeof body;
  } catch {
    return false;
  }
  // Before the kill every write is valid: a refusal would hide lost writes behind a bad test.
  if (!response.ok) throw new Error(`${kind} write answered ${response.status}: ${JSON.stringify(body)}`);
  onAck(body);
  if (kind === 'listing') acked.listingMs.push(Date.now() - started);
  return true;
}

/** Writers of each kind, until `LISTINGS_BEFORE_KILL` listings are acknowledged; then kill -9 in mid-stream. */
async function crashRound(round: number) {
  const server = await startServer(data.env);
  const auth = await signIn(server.url, buyer.email, buyer.password);
  const listingsBefore = acked.listings.size;
  const writer = async (kind: Kind) => {
    const { pauseMs, max } = WRITERS[kind];
    for (let count = 0; count < max; count++) {
      if (!(await write(server, auth, kind, round * max + count))) return;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const kinds: Kind[] = [...Array<Kind>(LISTING_WRITERS).fill('listing'), 'favourite', 'profile'];
  const writers = Promise.all(kinds.map(writer));
  while (acked.listings.size - listingsBefore < LISTINGS_BEFORE_KILL && server.child.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // The median, since a round's first write also warms the image pipeline up.
  const recent = acked.listingMs.slice(-LISTINGS_BEFORE_KILL).sort((a, b) => a - b);
  const typicalMs = recent[Math.floor(recent.length / 2)]!;
  await new Promise((resolve) => setTimeout(resolve, typicalMs * KILL_INTO_NEXT_LISTING[round - 1]!));
  server.child.kill('SIGKILL');
  expect(await server.exited, server.output()).toBe(null);
  await writers;
}

/** Every file under the media folder, as storage keys (`listings/<id>/<name>.webp`). */
function mediaFiles(dir: string, prefix = ''): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? mediaFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

describe('kill -9 under a stream of writes', () => {
  it('keeps every acknowledged write and leaves no orphan media file', async () => {
    for (let round = 1; round <= ROUNDS; round++) await crashRound(round);

    const server = await startServer(data.env);
    const auth = await signIn(server.url, buyer.email, buyer.password);
    const lost: string[] = [];
    for (const id of acked.listings) {
      const response = await fetch(`${server.url}/api/listings/public/${id}`);
      if (!response.ok) {
        lost.push(`listing ${id}: ${response.status}`);
        continue;
      }
      const listing = (await response.json()) as { data: { images: { url: string }[] } };
      const image = listing.data.images[0];
      if (!image || !(await fetch(image.url)).ok) lost.push(`the photo of listing ${id}`);
    }
    const saved = (await (await fetch(`${server.url}/api/listings/saved/ids`, { headers: auth })).json()) as {
      data: { ids: string[] };
    };
    for (const [id, expected] of acked.favourites) {
      const found = saved.data.ids.includes(id);
      if (found !== expected && acked.favouritesInDoubt.get(id) !== found)
        lost.push(`favourite ${id} (${expected ? 'saved' : 'removed'})`);
    }
    const profile = (await (await fetch(`${server.url}/api/users/profile`, { headers: auth })).json()) as {
      data: { bio: string | null };
    };
    // The last acknowledged edit, or one sent after it and cut by a kill, which may have committed.
    const bio = profile.data.bio ?? '';
    if (bio !== acked.bio && !acked.biosInDoubt.has(bio)) {
      lost.push(`the profile edit "${acked.bio}" (found "${profile.data.bio}")`);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);

    const handle = await data.open();
    const images = await handle.db.select({ variants: listingImages.variants }).from(listingImages);
    const pictures = await handle.db.select({ key: users.profilePicture }).from(users);
    await handle.close();
    const referenced = new Set([
      ...images.flatMap((image) => image.variants.map((variant) => variant.key)),
      ...pictures.map((picture) => picture.key),
    ]);
    const orphans = mediaFiles(data.mediaDir).filter((key) => !referenced.has(key));

    const writes = acked.listings.size + acked.favouriteWrites + acked.profileEdits;
    console.info(
      `kill -9 x ${ROUNDS}: ${writes} acknowledged writes (${acked.listings.size} listings with a photo, ` +
        `${acked.favouriteWrites} favourites saved or removed, ${acked.profileEdits} profile edits), ${lost.length} lost, ` +
        `${orphans.length} orphan files`,
    );
    expect(acked.listings.size).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(orphans).toEqual([]);
  }, 240_000);
});
