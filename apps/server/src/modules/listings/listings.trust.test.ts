import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFlags, listings, userSettings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { editRequests, photo } from '../../test/listing-edits.js';
import type { TestFile } from '../../test/multipart.js';
import { resaved, seedPhoto } from '../../test/seed-photos.js';

let t: TestApp;
let requests: ReturnType<typeof editRequests>;
beforeAll(async () => {
  // A free account may hold ten listings here, so the first-day limit is what stops it.
  t = await buildTestApp({ FREE_LISTING_QUOTA: '10' });
  requests = editRequests(t);
});
afterAll(() => t.close());

const jpeg = (body: Buffer, name = 'car.jpg'): TestFile => ({
  name: 'images',
  filename: name,
  type: 'image/jpeg',
  body,
});

const car = (fields: Record<string, string> = {}) => ({
  title: 'Kia Rio 2019',
  description: 'Economical and clean, one owner, 95000 km, price 12,500 USD.',
  price: '12500',
  currency: 'USD',
  location: 'Homs',
  category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
  details: JSON.stringify({ make: 'kia', model: 'rio', year: 2019 }),
  ...fields,
});

type Seller = Awaited<ReturnType<typeof requests.signIn>>;
const post = (seller: Seller, fields: Record<string, string>, files: TestFile[]) =>
  requests.send('POST', '/api/listings', seller.auth, car(fields), files);

const flagsOf = (listingId: string) =>
  t.db
    .select({ kind: listingFlags.kind, related: listingFlags.relatedListingId, detail: listingFlags.detail })
    .from(listingFlags)
    .where(eq(listingFlags.listingId, listingId));

const countOf = async (userId: string) =>
  (await t.db.select().from(listings).where(eq(listings.userId, userId))).length;

describe('contact details and blocked words', () => {
  it.each([
    ['a phone number in the title', { title: 'Kia Rio 0944 123 456' }, 'CONTACT_DETAILS_IN_TITLE'],
    [
      'an Arabic-Indic phone number in the title',
      { title: 'كيا ريو ٠٩٤٤١٢٣٤٥٦' },
      'CONTACT_DETAILS_IN_TITLE',
    ],
    ['a link in the title', { title: 'Kia Rio see cars.sy' }, 'CONTACT_DETAILS_IN_TITLE'],
    ['a blocked word in the title', { title: 'Kia Rio + captagon' }, 'BLOCKED_WORDS_IN_TITLE'],
    [
      'a spelled-out Arabic blocked word in the title',
      { title: 'كيا ريو حـشـيـش' },
      'BLOCKED_WORDS_IN_TITLE',
    ],
    [
      'a phone number in the description',
      { description: 'اتصل على +963 944 123 456 مساءً' },
      'CONTACT_DETAILS_IN_DESCRIPTION',
    ],
    [
      'an e-mail address in the description',
      { description: 'Write to kia.seller@gmail.com' },
      'CONTACT_DETAILS_IN_DESCRIPTION',
    ],
  ])('refuses %s with its code, and creates nothing', async (_what, fields, code) => {
    const seller = await requests.signIn();
    const response = await post(seller, fields, [await photo('#335577')]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(await countOf(seller.user.id)).toBe(0);
  });

  it('takes a phone number in the description of a seller who shows their phone', async () => {
    const seller = await requests.signIn();
    await t.db.update(userSettings).set({ showPhone: true }).where(eq(userSettings.userId, seller.user.id));
    const response = await post(seller, { description: 'اتصل على ٠٩٤٤ ١٢٣ ٤٥٦ مساءً' }, [
      await photo('#335578'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a phone number added to a title by an edit, and keeps the stored title', async () => {
    const seller = await requests.signIn();
    const created = await post(seller, {}, [await photo('#335579')]);
    const id = created.json().data.id as string;
    const response = await requests.send('PUT', `/api/listings/${id}`, seller.auth, {
      title: 'Kia Rio 0933-12-34-56',
    });
    expect(response.json().error.code).toBe('CONTACT_DETAILS_IN_TITLE');
    const [stored] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(stored!.title).toBe('Kia Rio 2019');
  });

  it('flags a blocked word in the description, Arabic spelling tricks included, and keeps the listing live', async () => {
    const seller = await requests.signIn();
    await post(seller, {}, [await photo('#33557a')]);
    const response = await post(
      seller,
      { title: 'Hyundai Accent 2012', description: 'سيارة نظيفة، ومعها كبتاغـــون' },
      [await photo('#33557b')],
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.status).toBe('active');
    expect(await flagsOf(response.json().data.id)).toEqual([
      { kind: 'blocked_words', related: null, detail: { words: ['كبتاغون'] } },
    ]);
  });
});

describe('duplicates', () => {
  it('flags the same or a resized seed photo: a duplicate from the same seller, a likely scam from another', async () => {
    const original = await seedPhoto(3);
    const seller = await requests.signIn();
    const first = await post(seller, {}, [jpeg(original)]);
    expect(first.json().data.status).toBe('active');
    const firstId = first.json().data.id as string;
    expect(await flagsOf(firstId)).toEqual([]);

    // The same seller again with the very same file, other text: a duplicate, still live.
    const again = await post(
      seller,
      { title: 'Kia Rio, good price', description: 'Call for a test drive soon.' },
      [jpeg(original)],
    );
    expect(again.json().data.status).toBe('active');
    expect(await flagsOf(again.json().data.id)).toEqual([
      { kind: 'duplicate_photos', related: firstId, detail: { photos: 1, exact: true, distance: 0 } },
    ]);

    // Another seller's first listing, with a resized and re-encoded copy: a likely scam, held back.
    const other = await requests.signIn();
    const copy = await post(other, { title: 'كيا ريو نظيفة', description: 'سيارة بحالة ممتازة.' }, [
      jpeg(await resaved(original, 640)),
    ]);
    expect(copy.json().data.status).toBe('pending');
    const [flag] = await flagsOf(copy.json().data.id);
    expect(flag).toMatchObject({
      kind: 'scam_photos',
      related: firstId,
      detail: { photos: 1, exact: false },
    });

    // A different picture matches nothing.
    const third = await requests.signIn();
    const unrelated = await post(third, {}, [jpeg(await seedPhoto(4))]);
    expect(unrelated.json().data.status).toBe('active');
    expect(await flagsOf(unrelated.json().data.id)).toEqual([]);
  });

  it("flags a listing whose text is almost the same as one of the seller's live listings", async () => {
    const seller = await requests.signIn();
    const text = {
      title: 'شقة للبيع في المزة',
      description: 'شقة ثلاث غرف وصالون، طابق ثالث، إطلالة مفتوحة، كسوة ممتازة، قريبة من المدارس والأسواق.',
    };
    const first = await post(seller, text, [await photo('#446600')]);
    const near = await post(
      seller,
      { ...text, description: `${text.description.replace('ممتازة', 'ممتازه')} السعر قابل للتفاوض.` },
      [await photo('#446601')],
    );
    expect(await flagsOf(near.json().data.id)).toEqual([
      { kind: 'duplicate_text', related: first.json().data.id, detail: { similarity: expect.any(Number) } },
    ]);
    const different = await post(seller, {}, [await photo('#446602')]);
    expect(await flagsOf(different.json().data.id)).toEqual([]);
  });
});

describe('new accounts', () => {
  it('may publish three listings in their first day, then are told to wait', async () => {
    const seller = await requests.signIn({ premiumUntil: null });
    for (const shade of ['#550001', '#550002', '#550003']) {
      expect((await post(seller, {}, [await photo(shade)])).statusCode).toBe(201);
    }
    const fourth = await post(seller, {}, [await photo('#550004')]);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('NEW_ACCOUNT_LISTING_LIMIT');
    expect(await countOf(seller.user.id)).toBe(3);
  });

  it('an account older than a day, or premium, is not limited', async () => {
    const older = await requests.signIn({
      premiumUntil: null,
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const premium = await requests.signIn();
    for (const seller of [older, premium]) {
      for (const shade of ['#660001', '#660002', '#660003', '#660004']) {
        expect((await post(seller, {}, [await photo(shade)])).statusCode).toBe(201);
      }
    }
  });
});
