import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listingImages, reports, userSettings } from '../db/schema/index.js';
import {
  AUTHORIZATION_MATRIX,
  ROLES,
  type Expected,
  type MatrixEntry,
  type MatrixObject,
  type Role,
} from './authorization-matrix.js';
import { notify } from '../modules/notifications/notifications.service.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { fragileJob } from './dead-jobs.js';
import { multipartBody } from './multipart.js';

let t: TestApp;
const fragile = fragileJob();
beforeAll(async () => {
  t = await buildTestApp({ JOBS_POLL_MS: '500' }, { jobs: fragile.register });
});
afterAll(() => t.close());

type UserRow = Awaited<ReturnType<TestApp['factories']['createUser']>>;
interface Actor {
  user: UserRow;
  headers: Record<string, string>;
  refreshToken: string;
}

// Every cell comes from an address of its own: the per-address rate limits then never answer
// for the route under test, whatever the order the cells run in.
let addresses = 0;
const nextAddress = () => `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;

/** A user made by the factory and signed in through the real login. */
async function signIn(overrides: Parameters<TestApp['factories']['createUser']>[0], remoteAddress: string) {
  const user = await t.factories.createUser(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const { tokens } = response.json().data as { tokens: { accessToken: string; refreshToken: string } };
  return {
    user,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    refreshToken: tokens.refreshToken,
  };
}

/** The owner's object a path names, as the path's parameters. */
async function objectOf(
  kind: MatrixObject,
  owner: Actor,
  remoteAddress: string,
): Promise<Record<string, string>> {
  switch (kind) {
    case 'profile':
      return { id: owner.user.id };
    case 'deadJob':
      return { id: await fragile.deadLetter(t) };
    case 'premiumRequest': {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/subscriptions/premium',
        remoteAddress,
        headers: owner.headers,
        payload: {},
      });
      return { id: response.json().data.id as string };
    }
    case 'contactSubmission': {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress,
        headers: owner.headers,
        payload: {
          name: 'Rana',
          email: owner.user.email,
          subject: 'Hi',
          message: 'Is the site free to use?',
        },
      });
      return { id: response.json().data.id as string };
    }
    case 'notification': {
      const [made] = await notify(
        { db: t.db, log: t.app.log },
        [owner.user.id],
        { type: 'SYSTEM_NOTICE' },
        () => ({
          title: 'Your listing needs a photo',
          message: 'Add one so buyers see it.',
        }),
      );
      return { id: made!.id };
    }
    case 'savedSearch': {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        remoteAddress,
        headers: owner.headers,
        payload: { name: 'Cars in Damascus', filters: { mainCategory: 'vehicles' } },
      });
      return { id: response.json().data.id as string };
    }
    case 'conversation': {
      // The owner writes as the buyer of the peer's listing, and makes an offer for it.
      const peer = await t.factories.createUser();
      const listing = await t.factories.createListing({ userId: peer.id });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        remoteAddress,
        headers: owner.headers,
        payload: { recipientId: peer.id, content: 'Hello, is it still available?', listingId: listing.id },
      });
      const data = response.json().data as { id: string; conversationId: string };
      const offer = await t.app.inject({
        method: 'POST',
        url: `/api/messages/conversations/${data.conversationId}/offers`,
        remoteAddress,
        headers: owner.headers,
        payload: { amount: 8000, currency: 'USD' },
      });
      return { id: data.conversationId, messageId: data.id, offerId: offer.json().data.id as string };
    }
    case 'listing':
    case 'hiddenListing':
    case 'pendingListing': {
      const status = ({ listing: 'active', hiddenListing: 'inactive', pendingListing: 'pending' } as const)[
        kind
      ];
      const listing = await t.factories.createListing({ userId: owner.user.id, status });
      // Two photo rows, so a photo can be deleted (the last one stays) and the order changed.
      const [first, second] = await t.db
        .insert(listingImages)
        .values(
          [0, 1].map((position) => ({
            listingId: listing.id,
            position,
            isPrimary: position === 0,
            contentHash: randomBytes(8).toString('hex'),
            storageKey: `listings/${listing.id}/photo-${position}`,
            width: 640,
            height: 480,
          })),
        )
        .returning({ id: listingImages.id });
      return { id: listing.id, imageId: second!.id, firstImageId: first!.id, ownerId: owner.user.id };
    }
  }
}

const photo = async () => ({
  name: 'images',
  filename: 'car.jpg',
  type: 'image/jpeg',
  body: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer(),
});

const NEW_PASSWORD = 'New#Password2';
const NEWSLETTER = { subjectEn: 'News', bodyEn: 'Hello.', subjectAr: 'أخبار', bodyAr: 'مرحباً.' };

const uniqueEmail = () => `walk-${randomBytes(4).toString('hex')}@example.com`;

interface Cell {
  actor: Actor | null;
  /** A signed-in user who is not the actor, for calls about someone's email (login, reset). */
  spare: UserRow;
  params: Record<string, string>;
}

/** What each route is sent: enough to get past validation, so the answer is about who asks. */
const REQUESTS: Record<string, (cell: Cell) => Partial<InjectOptions> | Promise<Partial<InjectOptions>>> = {
  'POST /api/contact': () => ({
    payload: {
      name: 'Rana Haddad',
      email: uniqueEmail(),
      subject: 'A question',
      message: 'Is the car still for sale?',
    },
  }),
  'POST /api/newsletter/subscribe': () => ({ payload: { email: uniqueEmail() } }),
  'POST /api/auth/register': () => ({
    payload: { email: uniqueEmail(), password: 'Test#Password1', name: 'New Person' },
  }),
  'POST /api/auth/login': ({ spare }) => ({ payload: { email: spare.email, password: spare.password } }),
  'POST /api/auth/resend-verification': () => ({ payload: { email: uniqueEmail() } }),
  'POST /api/auth/verify-email': ({ spare }) => ({ payload: { email: spare.email, code: '000000' } }),
  'POST /api/auth/verify-email/code': ({ spare }) => ({ payload: { email: spare.email, code: '000000' } }),
  'POST /api/auth/password-reset/request': ({ spare }) => ({ payload: { email: spare.email } }),
  'POST /api/auth/forgot-password': ({ spare }) => ({ payload: { email: spare.email } }),
  'POST /api/auth/password-reset/verify': ({ spare }) => ({
    payload: { email: spare.email, code: '000000' },
  }),
  'POST /api/auth/password-reset/confirm': ({ spare }) => ({
    payload: { email: spare.email, code: '000000', newPassword: NEW_PASSWORD },
  }),
  'POST /api/auth/unlock-account': () => ({ payload: { token: randomBytes(32).toString('base64url') } }),
  'POST /api/auth/refresh': ({ actor }) => ({ payload: actor ? { refreshToken: actor.refreshToken } : {} }),
  'POST /api/auth/logout': ({ actor }) => ({ payload: actor ? { refreshToken: actor.refreshToken } : {} }),
  'POST /api/auth/send-password-change-verification': () => ({ payload: {} }),
  'GET /api/auth/verify-email': () => ({ query: { token: randomBytes(32).toString('base64url') } }),
  'POST /api/auth/send-email-change-verification': () => ({ payload: { newEmail: uniqueEmail() } }),
  'POST /api/auth/change-email-with-verification': () => ({ payload: { verificationCode: '000000' } }),
  'GET /api/locations/search': () => ({ query: { q: 'حلب', limit: '10', country: 'sy' } }),
  'GET /api/locations/reverse': () => ({ query: { lat: '33.5023', lng: '36.2452' } }),
  'GET /api/locations/nearby-cities': () => ({ query: { lat: '34.7324', lng: '36.7137', radiusKm: '50.0' } }),
  'GET /api/vehicles/makes': () => ({ query: { subcategory: 'CARS' } }),
  'GET /api/vehicles/models': () => ({ query: { subcategory: 'CARS', make: 'Toyota' } }),
  'GET /api/vehicles/all': () => ({ query: { subcategory: 'CARS' } }),
  'POST /api/auth/change-password': ({ actor }) => ({
    payload: {
      currentPassword: actor?.user.password ?? 'x',
      newPassword: NEW_PASSWORD,
      verificationCode: '000000',
    },
  }),
  'PUT /api/users/profile': () => ({ payload: { bio: 'Selling my family car.' } }),
  'PATCH /api/users/profile': () => ({ payload: { bio: 'Selling my family car.' } }),
  'PUT /api/users/settings': () => ({ payload: { preferences: { theme: 'dark' } } }),
  'PATCH /api/users/settings': () => ({ payload: { preferences: { theme: 'dark' } } }),
  'POST /api/users/settings': () => ({
    payload: { notifications: { listingUpdates: false }, privacy: { showPhone: true } },
  }),
  'PUT /api/users/settings/:section': () => ({ payload: { newsletterSubscribed: true } }),
  'PATCH /api/users/settings/:section': () => ({ payload: { newsletterSubscribed: true } }),
  'DELETE /api/users/account': ({ actor }) => ({ payload: { password: actor?.user.password ?? 'x' } }),
  'POST /api/listings': async () =>
    multipartBody(
      {
        title: 'Kia Rio 2018, first owner',
        description: 'Serviced at the dealer, new tyres.',
        price: '9500',
        currency: 'USD',
        location: 'Aleppo, Al-Furqan',
        category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
        details: JSON.stringify({ vehicles: { make: 'kia', model: 'rio', year: '2018' } }),
      },
      [await photo()],
    ),
  'GET /api/listings/by-category': () => ({ query: { category: 'vehicles' } }),
  'GET /api/listings/by-ids': () => ({ query: { ids: randomUUID() } }),
  'GET /api/listings/nearby': () => ({ query: { lat: '33.51', lng: '36.28' } }),
  'GET /api/listings/suggestions': () => ({ query: { query: 'toyota' } }),
  'PUT /api/listings/:id': () => ({ payload: { title: 'Renamed on the authorisation walk' } }),
  'PATCH /api/listings/:id': () => ({ payload: { title: 'Renamed on the authorisation walk' } }),
  'PUT /api/listings/:id/images/order': ({ params }) => ({
    payload: { imageIds: [params.imageId, params.firstImageId] },
  }),
  'POST /api/listings/:id/report': () => ({ payload: { reason: 'SPAM' } }),
  'POST /api/listings/saved': ({ params }) => ({ payload: { listingId: params.id } }),
  'PUT /api/listings/views': ({ params }) => ({ query: { id: params.id ?? '' } }),
  'PUT /api/listings/views/': ({ params }) => ({ query: { id: params.id ?? '' } }),
  'POST /api/saved-searches': () => ({
    payload: { name: 'Flats in Aleppo', filters: { mainCategory: 'realEstate' } },
  }),
  'PATCH /api/saved-searches/:id': () => ({ payload: { alertsEnabled: false } }),
  'PUT /api/notifications/:id': () => ({ payload: { read: true } }),
  'POST /api/notifications': ({ spare }) => ({
    payload: { type: 'SYSTEM_NOTICE', userId: spare.id, title: 'Hello', message: 'Welcome to Souqna.' },
  }),
  'POST /api/admin/exchange-rates': () => ({ payload: { rate: 14750 } }),
  'POST /api/newsletter/confirm': () => ({ payload: { token: randomBytes(32).toString('base64url') } }),
  'POST /api/admin/premium-requests/:id/approve': () => ({ payload: { periodDays: 30 } }),
  'POST /api/admin/premium-requests/:id/decline': () => ({ payload: { note: 'Not paid yet.' } }),
  'POST /api/admin/contact-submissions/:id/reply': () => ({ payload: { message: 'Yes, it is free.' } }),
  'POST /api/admin/newsletter/preview': () => ({ payload: NEWSLETTER }),
  'POST /api/admin/moderation/approve': () => ({ payload: { ids: [randomUUID()] } }),
  'POST /api/admin/moderation/:id/reject': () => ({ payload: { reason: 'photos', note: 'Blurred.' } }),
  'POST /api/admin/users/:id/warn': () => ({ payload: { message: 'Please keep to the rules.' } }),
  'POST /api/admin/users/:id/role': () => ({ payload: { role: 'USER' } }),
  'POST /api/admin/users/:id/premium': () => ({ payload: { days: 30 } }),
  // An open report on the owner's listing, so an admin has something to decide.
  'POST /api/admin/reports/resolve': async ({ spare, params }) => {
    await t.db.insert(reports).values({
      reporterId: spare.id,
      targetType: 'LISTING',
      targetId: params.id ?? '',
      listingId: params.id ?? '',
      reason: 'SPAM',
    });
    return { payload: { targetType: 'LISTING', targetId: params.id, outcome: 'dismiss' } };
  },
  'POST /api/admin/reports/dismiss': () => ({
    payload: { targets: [{ targetType: 'LISTING', targetId: randomUUID() }] },
  }),
  // Someone to send to: a send with no recipients is refused (409) whoever asks.
  'POST /api/admin/newsletter/campaigns': async ({ spare }) => {
    await t.db
      .update(userSettings)
      .set({ newsletterSubscribed: true })
      .where(eq(userSettings.userId, spare.id));
    return { payload: NEWSLETTER };
  },
  'POST /api/subscriptions/premium': () => ({ payload: { note: 'Monthly, paid at the office.' } }),
  'POST /api/messages/conversations': ({ params }) => ({
    payload: {
      participantIds: [params.ownerId],
      initialMessage: 'Is it still available?',
      listingId: params.id,
    },
  }),
  'POST /api/messages': ({ params }) => ({
    payload: { recipientId: params.ownerId, content: 'Is it still available?', listingId: params.id },
  }),
  'POST /api/messages/listings/messages': ({ params }) => ({
    payload: { recipientId: params.ownerId, content: 'Is it still available?', listingId: params.id },
  }),
  'POST /api/messages/conversations/:id/messages': () => ({ payload: { content: 'Saturday at five?' } }),
  'POST /api/messages/conversations/:id/report': () => ({ payload: { reason: 'SPAM' } }),
  'POST /api/messages/conversations/:id/offers': () => ({ payload: { amount: '7500', currency: 'USD' } }),
  'PUT /api/messages/conversations/:id/offers/:messageId': () => ({ payload: { answer: 'accept' } }),
  'OPTIONS *': () => ({
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
  }),
};

/** Fills the path's parameters; the wildcards get a file that exists. */
function urlOf(path: string, params: Record<string, string>, mediaKey: string) {
  if (path === '*') return '/api/listings';
  if (path === '/media/*') return `/media/${mediaKey}`;
  if (path === '/api/docs/static/*') return '/api/docs/static/swagger-ui.css';
  return path
    .replace(':id', params.id ?? '')
    .replace(':imageId', params.imageId ?? '')
    .replace(':messageId', params.messageId ?? '')
    .replace(':name', 'cities')
    .replace(':section', 'notifications');
}

/** Where a path's `:id` or `:messageId` names another of the object's parts than usual. */
function paramsFor(route: string, params: Record<string, string>) {
  if (route === 'DELETE /api/messages/:id') return { id: params.messageId ?? '' };
  if (route === 'GET /api/messages/:id/images/:imageId') {
    return { id: params.messageId ?? '', imageId: params.messageId ?? '' };
  }
  if (route === 'PUT /api/messages/conversations/:id/offers/:messageId') {
    return { ...params, messageId: params.offerId ?? '' };
  }
  return params;
}

const matches = (expected: Expected, status: number) =>
  expected === '2xx' ? status >= 200 && status < 300 : status === expected;

/** One cell: fresh people and a fresh object, so no cell sees another's deletions or sign-outs. */
async function answerOf(entry: MatrixEntry, role: Role, mediaKey: string) {
  const remoteAddress = nextAddress();
  const owner = await signIn({}, remoteAddress);
  const params = entry.object ? await objectOf(entry.object, owner, remoteAddress) : {};
  const actor =
    role === 'anonymous'
      ? null
      : role === 'owner'
        ? owner
        : await signIn(role === 'admin' ? { role: 'ADMIN' } : {}, remoteAddress);
  const spare = await t.factories.createUser();
  const [method, path] = entry.route.split(' ') as [InjectOptions['method'], string];
  const request = await REQUESTS[entry.route]?.({ actor, spare, params });
  const response = await t.app.inject({
    ...request,
    method,
    url: urlOf(path, paramsFor(entry.route, params), mediaKey),
    remoteAddress,
    headers: { ...request?.headers, ...actor?.headers },
  });
  return response.statusCode;
}

const label = (entry: MatrixEntry) => `${entry.route}${entry.object ? ` (${entry.object})` : ''}`;

describe('authorisation matrix', () => {
  it('names every route the app has, and only those', () => {
    const registered = new Set(
      t.routes.flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${route.url}`),
      ),
    );
    const named = new Set(AUTHORIZATION_MATRIX.map((entry) => entry.route));
    expect(
      [...registered].filter((route) => !named.has(route)).sort(),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...named].filter((route) => !registered.has(route)).sort(),
      'matrix routes the app lacks',
    ).toEqual([]);
  });

  it('fills exactly the cells that apply to each route', () => {
    for (const entry of AUTHORIZATION_MATRIX) {
      const applies = entry.object
        ? ['anonymous', 'owner', 'otherUser', 'admin']
        : ['anonymous', 'user', 'admin'];
      for (const role of ROLES)
        expect(entry.expect[role] !== null, `${label(entry)} ${role}`).toBe(applies.includes(role));
    }
  });

  let mediaKey: string;
  beforeAll(async () => {
    mediaKey = `listings/${randomUUID()}/walk-card.webp`;
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await t.storage.put(mediaKey, image, 'image/webp');
  });

  it.each(AUTHORIZATION_MATRIX.map((entry) => [label(entry), entry] as const))(
    '%s answers each caller as the matrix says',
    async (_name, entry) => {
      const answers: Partial<Record<Role, number>> = {};
      const expected: Partial<Record<Role, Expected>> = {};
      for (const role of ROLES) {
        const cell = entry.expect[role];
        if (cell === null) continue;
        const status = await answerOf(entry, role, mediaKey);
        // A class matches any code of it: the answer is recorded as the class then.
        answers[role] = matches(cell, status) && typeof cell === 'string' ? (cell as never) : status;
        expected[role] = cell;
      }
      expect(answers).toEqual(expected);
    },
    60_000,
  );
});
