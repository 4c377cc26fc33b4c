// How image uploads weigh on everything else (issue 18, item 1): a real server on a real socket,
// four uploads at once, and meanwhile a login and a photo download timed one after the other.
// Run: npm run bench:images -w @souqna/server [-- --concurrency N]   (figures: docs/security.md 2)
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { factoriesFor } from '../src/test/factories.js';
import { blackPng } from '../src/test/fixtures/upload-corpus.js';
import { benchConfig } from './bench-config.js';

const concurrencyFlag = process.argv.indexOf('--concurrency');
const { dataDir, config } = benchConfig('souqna-image-load-', {
  // Each probe login comes "from" an address of its own, so the per-address login limit stays out of it.
  TRUST_PROXY: 'true',
  ...(concurrencyFlag > 0 ? { IMAGE_CONCURRENCY: process.argv[concurrencyFlag + 1] } : {}),
});
const app = await buildApp(config);
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const user = await factoriesFor(app.services.database.db).createUser({
  premiumUntil: new Date(Date.now() + 86_400_000),
});

let logins = 0;
async function login() {
  logins += 1;
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${logins >> 8}.${logins & 255}.1` },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return ((await response.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
}
const token = await login();

let uploads = 0;
async function createListing(file: string, body: Buffer) {
  const form = new FormData();
  const fields = {
    title: 'Tall photo test',
    description: 'A listing whose photo is as tall as the rules allow.',
    price: '1000',
    currency: 'USD',
    location: 'Damascus',
    category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
    details: JSON.stringify({ vehicles: { make: 'kia', model: 'rio', year: '2015' } }),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('images', new Blob([body], { type: 'image/png' }), file);
  const response = await fetch(`${base}/api/listings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `10.200.0.${(uploads += 1)}` },
    body: form,
  });
  const json = (await response.json()) as { data?: { images: { url: string }[] } };
  return { status: response.status, url: json.data?.images[0]?.url };
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return `n=${sorted.length} median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
};

/** Logins and photo downloads one after the other until `load` settles. */
async function probe(load: Promise<unknown>, photoUrl: string) {
  let done = false;
  void load.finally(() => (done = true));
  const logins: number[] = [];
  const photos: number[] = [];
  while (!done) {
    logins.push(await timed(login));
    photos.push(await timed(() => fetch(`${base}${photoUrl}`).then((response) => response.arrayBuffer())));
  }
  return { logins, photos };
}

const photo = (
  await createListing(
    'ordinary.jpg',
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#246' } })
      .png()
      .toBuffer(),
  )
).url!;
const idle = await probe(new Promise((resolve) => setTimeout(resolve, 3000)), photo);
console.log(`image queue: ${JSON.stringify(config.imageQueue)}`);
console.log(`idle:            login ${summary(idle.logins)}; photo ${summary(idle.photos)}`);

// Issue 18's file: a one-colour 1 × 39,000,000 PNG, four at once. Refused from the header now.
const strips = Array.from({ length: 4 }, (_, i) => createListing(`strip-${i}.png`, blackPng(1, 39_000_000)));
const stripStarted = performance.now();
const stripRun = await probe(Promise.all(strips), photo);
const stripStatuses = (await Promise.all(strips)).map((result) => result.status);
console.log(
  `4 strips 1×39M:  answered ${stripStatuses.join(',')} in ${Math.round(performance.now() - stripStarted)} ms; login ${summary(stripRun.logins)}`,
);

// The tallest photo the rules let through at this width: a one-colour 2,000 × 12,000 PNG (24 MP,
// 1:6), like the strip but within every limit, so it is decoded in full.
const tall = blackPng(2000, 12_000);
const talls = Array.from({ length: 4 }, (_, i) => createListing(`tall-${i}.png`, tall));
const tallStarted = performance.now();
const tallRun = await probe(Promise.all(talls), photo);
const tallStatuses = (await Promise.all(talls)).map((result) => result.status);
console.log(
  `4 tall 2000×12000 (${Math.round(tall.length / 1024)} KB): answered ${tallStatuses.join(',')} in ${Math.round(performance.now() - tallStarted)} ms; login ${summary(tallRun.logins)}; photo ${summary(tallRun.photos)}`,
);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
