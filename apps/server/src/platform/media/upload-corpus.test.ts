import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { uploadCorpus, type CorpusCase } from '../../test/fixtures/upload-corpus.js';
import { multipartBody, type TestFile } from '../../test/multipart.js';

// Issue 18 asks that each case finish under a second of CPU: the one timed budget, kept generous.
const CPU_BUDGET_MICROSECONDS = 1_000_000;

let t: TestApp;
let corpus: CorpusCase[];
let auth: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  corpus = await uploadCorpus();
  const user = await t.factories.createUser({ premiumUntil: new Date(Date.now() + 86_400_000) });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  auth = { authorization: `Bearer ${login.json().data.tokens.accessToken}` };
});
afterAll(() => t.close());

const listingFields = {
  title: 'Suzuki Swift 2016',
  description: 'City car, low mileage.',
  price: '5200',
  currency: 'USD',
  location: 'Latakia',
  category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
  details: JSON.stringify({ vehicles: { make: 'suzuki', model: 'swift', year: '2016' } }),
};

const asFile = (entry: CorpusCase, name: string): TestFile => ({
  name,
  filename: entry.file,
  type: entry.type,
  body: entry.body,
});

// Listing creates allow 20 a minute from one address; each case comes from an address of its own.
const addressOf = (entry: CorpusCase) => `10.18.0.${corpus.indexOf(entry) + 1}`;

const upload = {
  async listing(entry: CorpusCase) {
    const body = await multipartBody(listingFields, [asFile(entry, 'images')]);
    return t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
      remoteAddress: addressOf(entry),
    });
  },
  async avatar(entry: CorpusCase) {
    const body = await multipartBody({}, [asFile(entry, 'profilePicture')]);
    return t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  },
};

/** The URLs of what was stored: every variant of the listing's photo, or the profile picture. */
function storedUrls(route: keyof typeof upload, data: Record<string, unknown>): string[] {
  if (route === 'avatar') return [data.profilePicture as string];
  const [image] = data.images as { url: string; cardUrl: string; thumbnailUrl: string }[];
  return [image!.url, image!.cardUrl, image!.thumbnailUrl];
}

describe.each(['listing', 'avatar'] as const)('the upload corpus through the %s route', (route) => {
  it('refuses each file with a 4xx naming it, or stores it re-encoded and stripped, each within a CPU second', async () => {
    const cpu: Record<string, number> = {};
    for (const entry of corpus) {
      const before = process.cpuUsage();
      const response = await upload[route](entry);
      const used = process.cpuUsage(before);
      cpu[entry.file] = used.user + used.system;
      const body = response.json();
      const expectation = entry.expect;
      if (expectation.outcome === 'refused') {
        expect([entry.file, response.statusCode, body.error?.code, body.error?.details?.file]).toEqual([
          entry.file,
          expectation.status,
          expectation.code,
          entry.file,
        ]);
        continue;
      }
      expect([entry.file, response.statusCode]).toEqual([entry.file, route === 'listing' ? 201 : 200]);
      for (const url of storedUrls(route, body.data)) {
        const served = await t.app.inject({ url });
        const meta = await sharp(served.rawPayload).metadata();
        expect([entry.file, meta.format, meta.exif, meta.xmp, meta.icc]).toEqual([
          entry.file,
          'webp',
          undefined,
          undefined,
          undefined,
        ]);
        for (const secret of expectation.gone)
          expect(served.rawPayload.includes(Buffer.from(secret))).toBe(false);
        if (route === 'listing') {
          expect([entry.file, meta.height! > meta.width! ? 'portrait' : 'landscape']).toEqual([
            entry.file,
            expectation.shape,
          ]);
        }
      }
    }
    const overBudget = Object.entries(cpu).filter(([, micros]) => micros > CPU_BUDGET_MICROSECONDS);
    expect(overBudget).toEqual([]);
    // The figure docs/security.md quotes: the dearest case of the run.
    const [dearest, micros] = Object.entries(cpu).sort((x, y) => y[1] - x[1])[0]!;
    console.info(`upload corpus, ${route}: dearest case ${dearest}, ${Math.round(micros / 1000)} ms of CPU`);
  });
});

describe('the image queue at the HTTP edge', () => {
  // The test builds an app of its own (a fresh database, migrated), so it gets more than 30 s.
  it('answers 503 IMAGE_QUEUE_FULL with Retry-After when the line is full, and takes the file once it clears', async () => {
    const busy = await buildTestApp({ IMAGE_CONCURRENCY: '1', IMAGE_QUEUE_LENGTH: '0' });
    try {
      const user = await busy.factories.createUser();
      const login = await busy.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      const headers = { authorization: `Bearer ${login.json().data.tokens.accessToken}` };
      const photo = corpus.find((entry) => entry.file === 'gps.jpg')!;
      const send = async () => {
        const body = await multipartBody({}, [asFile(photo, 'profilePicture')]);
        return busy.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
      };
      // Another upload holds the only slot until the test lets it go.
      let release!: () => void;
      const holding = busy.app.services.images.run(() => new Promise<void>((resolve) => (release = resolve)));
      const refused = await send();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('IMAGE_QUEUE_FULL');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(
        (await busy.app.inject({ url: '/api/users/profile', headers })).json().data.profilePicture,
      ).toBeFalsy();
      release();
      await holding;
      expect((await send()).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  }, 120_000);
});
