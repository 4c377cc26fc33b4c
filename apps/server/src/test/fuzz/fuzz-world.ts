import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '../build-test-app.js';
import type { TestFile } from '../multipart.js';
import { multipartBody } from '../multipart.js';
import { signIn } from '../sign-in.js';
import type { Actor } from './request-plan.js';
import type { KnownValues } from './schema-arbitrary.js';

type Session = Awaited<ReturnType<typeof signIn>>;
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000);

/**
 * The people and objects requests are aimed at: a premium user with a listing that has photos, a
 * saved search and a favourite; another user with a listing; an admin with a property; and an
 * account whose address requests may name but which the fuzz never signs in as (failed logins
 * against it may lock it without locking the fuzz out).
 */
export async function fuzzWorld(t: TestApp) {
  const sessions: Record<'user' | 'other' | 'admin', Session> = {
    user: await signIn(t, { premiumUntil: inAMonth() }),
    other: await signIn(t),
    admin: await signIn(t, { role: 'ADMIN' }),
  };
  const target = await t.factories.createUser();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const form = await multipartBody(
    {
      title: 'Toyota Corolla 2016',
      description: 'One owner, full service history.',
      price: '9500',
      currency: 'USD',
      category: JSON.stringify({ mainCategory: 'vehicles', subCategory: 'CAR' }),
      cityCode: 'damascus',
      details: JSON.stringify({ make: 'toyota', model: 'corolla', year: 2016 }),
    },
    [
      { name: 'images', body: photo, type: 'image/jpeg' },
      { name: 'images', body: Buffer.concat([photo, Buffer.from('second')]), type: 'image/jpeg' },
    ],
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    ...form,
    headers: { ...form.headers, ...sessions.user.auth },
  });
  if (created.statusCode !== 201) throw new Error(`fuzz world: listing not created: ${created.body}`);
  const listing = created.json().data as { id: string; images: { id: string }[] };
  const othersListing = await t.factories.createListing({ userId: sessions.other.user.id });
  const adminsListing = await t.factories.createListing({ userId: sessions.admin.user.id, realEstate: {} });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: sessions.user.auth,
    payload: { name: 'Corollas', filters: { make: 'toyota' } },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/listings/saved/${othersListing.id}`,
    headers: sessions.user.auth,
  });

  const known: KnownValues = {
    ids: [
      listing.id,
      ...listing.images.map((image) => image.id),
      othersListing.id,
      adminsListing.id,
      (saved.json().data as { id: string }).id,
      ...Object.values(sessions).map((session) => session.user.id),
      target.id,
    ],
    emails: [target.email, `nobody-${randomBytes(3).toString('hex')}@example.com`],
  };

  // Photos, and files that only claim to be photos.
  const files: fc.Arbitrary<TestFile[]> = fc.oneof(
    { weight: 4, arbitrary: fc.constant<TestFile[]>([]) },
    { weight: 1, arbitrary: fc.constant<TestFile[]>([{ name: 'images', body: photo, type: 'image/jpeg' }]) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => [{ name: 'profilePicture', body: Buffer.from(bytes), type: 'image/png' }]),
    },
    {
      weight: 1,
      arbitrary: fc.constant<TestFile[]>([
        { name: 'images', body: Buffer.from('<svg onload="x()"/>'), type: 'image/svg+xml' },
      ]),
    },
  );

  let signIns = 0;
  const forged = `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x","role":"ADMIN"}').toString('base64url')}.`;
  return {
    known,
    files,
    headers(actor: Actor): Record<string, string> {
      if (actor === 'anonymous') return {};
      if (actor === 'forged') return { authorization: forged };
      return sessions[actor].auth;
    },
    /**
     * A request that ended a session (a logout) is followed by a new sign-in of that person;
     * true when it was.
     */
    async afterResponse(actor: Actor, url: string, response: LightMyRequestResponse): Promise<boolean> {
      if (actor === 'anonymous' || actor === 'forged' || response.statusCode >= 300) return false;
      if (!url.startsWith('/api/auth/logout')) return false;
      const { user } = sessions[actor];
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        // Its own address each time, or the login's per-address limit ends the fuzz's sessions.
        remoteAddress: `192.0.2.${++signIns % 250}`,
      });
      if (login.statusCode !== 200) throw new Error(`fuzz world: sign-in again failed: ${login.body}`);
      const token = (login.json() as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
      sessions[actor] = { user, auth: { authorization: `Bearer ${token}` } };
      return true;
    },
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>;
