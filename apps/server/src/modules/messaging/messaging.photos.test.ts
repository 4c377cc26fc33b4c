import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { newMessageText } from '../notifications/notifications.texts.js';
import { messagingHelpers, type Person } from '../../test/messaging-people.js';
import { multipartBody, type TestFile } from '../../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { signIn, call, open } = messagingHelpers(() => t);

let seller: Person;
let buyer: Person;
let listingId: string;
let conversationId: string;
beforeEach(async () => {
  seller = await signIn();
  buyer = await signIn();
  listingId = (await t.factories.createListing({ userId: seller.user.id })).id;
  conversationId = (await open(buyer, seller, listingId)).id;
});

let shade = 0;
/** A real JPEG of its own colour each time, so no two uploads share a content hash. */
async function photo(width = 800, height = 600): Promise<TestFile> {
  shade += 1;
  const background = { r: shade % 256, g: (shade * 7) % 256, b: 90 };
  const body = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name: 'images', body, type: 'image/jpeg', filename: `photo-${shade}.jpg` };
}

let addresses = 0;
async function post(url: string, from: Person, fields: Record<string, string>, files: TestFile[]) {
  const { payload, headers } = await multipartBody(fields, files);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...from.auth, ...headers },
    remoteAddress: `10.24.${(++addresses >> 8) & 255}.${addresses & 255}`,
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}
const send = (from: Person, fields: Record<string, string>, files: TestFile[]) =>
  post(`/api/messages/conversations/${conversationId}/messages`, from, fields, files);

const fetchPhoto = (url: string, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: auth });

const storedUnder = (prefix: string) => t.storage.list(prefix);

describe('photos in messages', () => {
  it('sends photos only, sized, fetched by both participants and nobody else', async () => {
    const sent = await send(buyer, {}, [await photo(800, 600), await photo(600, 900)]);
    expect(sent.status).toBe(201);
    const message = sent.body.data;
    expect(message.content).toBe('');
    expect(message.images).toHaveLength(2);
    expect(message.images[0]).toMatchObject({ width: 800, height: 600 });
    expect(message.images[1]).toMatchObject({ width: 600, height: 900 });

    const thread = await call('GET', `/api/messages/conversations/${conversationId}/messages`, seller.auth);
    expect(thread.body.data.items[0].images).toEqual(message.images);
    const list = await call('GET', '/api/messages/conversations', seller.auth);
    expect(list.body.data.items[0].lastMessage.images).toHaveLength(2);

    const { url, thumbnailUrl } = message.images[0];
    for (const who of [buyer, seller]) {
      const full = await fetchPhoto(url, who.auth);
      expect([full.statusCode, full.headers['content-type']]).toEqual([200, 'image/webp']);
      expect(full.headers['cache-control']).toMatch(/^private/);
      expect((await sharp(full.rawPayload).metadata()).width).toBe(800);
    }
    expect((await sharp((await fetchPhoto(thumbnailUrl, seller.auth)).rawPayload).metadata()).width).toBe(
      320,
    );

    const stranger = await signIn();
    expect((await fetchPhoto(url, stranger.auth)).statusCode).toBe(404);
    expect((await fetchPhoto(url)).statusCode).toBe(401);
    // The files themselves are not on the public media route either.
    const [key] = await storedUnder(`messages/${conversationId}`);
    expect(key).toBeDefined();
    expect((await fetchPhoto(`/media/${key}`)).statusCode).toBe(404);
  });

  it('refuses a sixth photo and a file that is no image, storing nothing', async () => {
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => photo(64, 48)));
    const tooMany = await send(buyer, { content: 'All of them' }, six);
    expect([tooMany.status, tooMany.body.error.code]).toEqual([400, 'TOO_MANY_IMAGES']);

    const fake = {
      name: 'images',
      body: Buffer.from('%PDF-1.4 not a photo'),
      type: 'image/jpeg',
      filename: 'car.jpg',
    };
    const wrong = await send(buyer, { content: 'Look' }, [await photo(), fake]);
    expect([wrong.status, wrong.body.error.code]).toEqual([415, 'IMAGE_INVALID_TYPE']);
    expect(wrong.body.error.details.file).toBe('car.jpg');

    expect(await storedUnder(`messages/${conversationId}`)).toEqual([]);
    expect(await storedUnder('staging')).toEqual([]);
    const thread = await call('GET', `/api/messages/conversations/${conversationId}/messages`, buyer.auth);
    expect(thread.body.data.items).toHaveLength(1);
  });

  it('refuses a non-participant and a message with neither text nor photo', async () => {
    const stranger = await signIn();
    const outside = await send(stranger, { content: 'Hi' }, [await photo()]);
    expect([outside.status, outside.body.error.code]).toEqual([404, 'CONVERSATION_NOT_FOUND']);
    expect(await storedUnder(`messages/${conversationId}`)).toEqual([]);
    const empty = await send(buyer, { content: '  ' }, []);
    expect([empty.status, empty.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it("a photo-only message reaches the receiver's bell as its photos, in their language", async () => {
    const sent = await send(buyer, {}, [await photo(), await photo()]);
    expect(sent.status).toBe(201);
    await vi.waitFor(async () => {
      const bell = await call('GET', '/api/notifications?type=NEW_MESSAGE', seller.auth);
      expect(bell.body.data.items[0].message).toBe(`${buyer.user.name}: 2 photos`);
    });
    const arabic = { language: 'ar', latinDigits: false } as Parameters<typeof newMessageText>[0];
    expect(newMessageText(arabic, 'سامر', { content: '', photos: 1 }, 1).message).toBe('سامر: صورة');
    expect(newMessageText(arabic, 'سامر', { content: ' ', photos: 3 }, 1).message).toBe('سامر: ٣ صور');
    // Arabic counts two with the dual and eleven and more with the singular.
    expect(newMessageText(arabic, 'سامر', { content: '', photos: 2 }, 1).message).toBe('سامر: صورتان');
    expect(newMessageText(arabic, 'سامر', { content: '', photos: 11 }, 1).message).toBe('سامر: ١١ صورة');
  });

  it('deleting one’s message removes its photos’ files and hides them', async () => {
    const sent = await send(buyer, { content: 'The dent' }, [await photo()]);
    const { url } = sent.body.data.images[0];
    expect((await storedUnder(`messages/${conversationId}/${sent.body.data.id}`)).length).toBe(3);
    const deleted = await call('DELETE', `/api/messages/${sent.body.data.id}`, buyer.auth);
    expect(deleted.status).toBe(200);
    expect(await storedUnder(`messages/${conversationId}/${sent.body.data.id}`)).toEqual([]);
    expect((await fetchPhoto(url, seller.auth)).statusCode).toBe(404);
    const thread = await call('GET', `/api/messages/conversations/${conversationId}/messages`, seller.auth);
    expect(thread.body.data.items[0]).toMatchObject({ deleted: true, images: [] });
  });
});

describe('photos on the old POST /api/messages', () => {
  it('opens a thread with a photo-only message, and adds photos to the thread that exists', async () => {
    const direct = await post('/api/messages', buyer, { recipientId: seller.user.id }, [
      await photo(640, 480),
    ]);
    expect(direct.status).toBe(201);
    expect(direct.body.data).toMatchObject({ content: '', images: [{ width: 640, height: 480 }] });
    expect(direct.body.data.conversationId).not.toBe(conversationId);
    const seen = await fetchPhoto(direct.body.data.images[0].url, seller.auth);
    expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/webp']);

    const about = await post(
      '/api/messages/listings/messages',
      buyer,
      { recipientId: seller.user.id, listingId, content: 'The back seats' },
      [await photo(), await photo()],
    );
    expect(about.status).toBe(201);
    expect(about.body.data).toMatchObject({ conversationId, content: 'The back seats' });
    expect(about.body.data.images).toHaveLength(2);
    const thread = await call('GET', `/api/messages/conversations/${conversationId}/messages`, seller.auth);
    expect(thread.body.data.items[0].images).toEqual(about.body.data.images);
  });

  it('refuses as the JSON send does, before any photo is stored', async () => {
    const noText = await post('/api/messages', buyer, { recipientId: seller.user.id, content: ' ' }, []);
    expect([noText.status, noText.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const noRecipient = await post('/api/messages', buyer, {}, [await photo()]);
    expect(noRecipient.body.error.details.fields.map((field: { path: string }) => field.path)).toEqual([
      'recipientId',
    ]);
    expect((await call('POST', `/api/users/${buyer.user.id}/block`, seller.auth)).status).toBe(200);
    const blocked = await post('/api/messages', buyer, { recipientId: seller.user.id, listingId }, [
      await photo(),
    ]);
    expect([blocked.status, blocked.body.error.code]).toEqual([403, 'MESSAGING_BLOCKED']);
    expect(await storedUnder(`messages/${conversationId}`)).toEqual([]);
    expect(await storedUnder('staging')).toEqual([]);
  });
});
