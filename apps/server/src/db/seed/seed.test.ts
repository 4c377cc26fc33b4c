import { count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import {
  CITIES,
  findArea,
  findModel,
  LISTING_EXPIRY_NOTICE_DAYS,
  OTHER_MAKE,
  PROPERTY_TYPES,
  VEHICLE_TYPES,
} from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listingImages,
  listings,
  messages,
  realEstateDetails,
  userSettings,
  users,
  vehicleDetails,
} from '../schema/index.js';
import { verifyPassword } from '../../platform/security/password.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedDemo, type SeedReport } from './index.js';
import { planListings } from './plan.js';
import { normaliseSearchText } from '../../modules/listings/listings.search-text.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let report: SeedReport;
beforeAll(async () => {
  t = await buildTestApp();
  report = await seedDemo(t.db, t.storage);
}, 180_000);
afterAll(() => t?.close());

describe('demo seed', () => {
  it('creates the four documented accounts, active, verified, with settings', async () => {
    const rows = await t.db.select().from(users);
    expect(rows).toHaveLength(4);
    const settings = await t.db.select().from(userSettings);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((user) => user.email === account.email)!;
      expect(row.role).toBe(account.role);
      expect(row.status).toBe('active');
      expect(row.emailVerifiedAt).toBeInstanceOf(Date);
      const premium = Boolean(row.premiumUntil && row.premiumUntil.getTime() > Date.now() + 300 * DAY_MS);
      expect(premium).toBe(account.plan === 'premium');
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(row.passwordHash, account.password)).toBe(true);
      expect(settings.some((setting) => setting.userId === row.id)).toBe(true);
    }
    expect(rows.find((user) => user.email === 'cars@souqna.example')!.name).toContain('Sham Motors');
    expect(report.accounts.map((account) => [account.email, account.role, account.plan])).toEqual([
      ['admin@souqna.example', 'ADMIN', 'free'],
      ['cars@souqna.example', 'USER', 'premium'],
      ['homes@souqna.example', 'USER', 'premium'],
      ['user@souqna.example', 'USER', 'free'],
    ]);
  });

  it('covers every type, city, action and currency with plausible rows', async () => {
    const rows = await t.db.select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(64);
    expect(report.listingsCreated).toBe(rows.length);
    const set = (pick: (row: (typeof rows)[number]) => string) => new Set(rows.map(pick));
    expect(set((row) => row.subCategory)).toEqual(new Set([...VEHICLE_TYPES, ...PROPERTY_TYPES]));
    expect(set((row) => row.cityCode ?? '')).toEqual(new Set(CITIES.map((city) => city.code)));
    expect(set((row) => row.listingAction)).toEqual(new Set(['SALE', 'RENT']));
    expect(set((row) => row.currency)).toEqual(new Set(['SYP', 'USD']));
    expect(set((row) => row.status)).toEqual(new Set(['active', 'sold', 'rented']));
    expect(rows.some((row) => row.mainCategory === 'vehicles' && row.listingAction === 'RENT')).toBe(true);
    expect(rows.some((row) => /[\u0600-\u06FF]/.test(row.title) && !/[A-Za-z]{4}/.test(row.title))).toBe(
      true,
    );
    expect(rows.some((row) => !/[\u0600-\u06FF]/.test(row.title))).toBe(true);
    for (const row of rows) {
      const area = findArea(row.cityCode!, row.areaCode!);
      expect(area, `${row.title}: area`).toBeDefined();
      expect(Math.abs(row.latitude! - area!.latitude)).toBeLessThan(0.01);
      expect(Math.abs(row.longitude! - area!.longitude)).toBeLessThan(0.01);
      expect(row.price).toBeGreaterThan(0);
      expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60 * DAY_MS);
      expect(row.searchText.length).toBeGreaterThan(40);
    }
    const [{ unindexed } = { unindexed: -1 }] = await t.db
      .select({ unindexed: count() })
      .from(listings)
      .where(isNull(listings.searchVector));
    expect(unindexed).toBe(0);
  });

  it('keeps makes, models and details consistent with the reference data', async () => {
    const vehicles = await t.db
      .select({ details: vehicleDetails, subCategory: listings.subCategory, searchText: listings.searchText })
      .from(vehicleDetails)
      .innerJoin(listings, eq(listings.id, vehicleDetails.listingId));
    const properties = await t.db.select().from(realEstateDetails);
    const [{ total } = { total: 0 }] = await t.db.select({ total: count() }).from(listings);
    expect(vehicles.length + properties.length).toBe(total);
    for (const { details, subCategory } of vehicles) {
      expect(details.vehicleType).toBe(subCategory);
      if (details.make === OTHER_MAKE) {
        expect(details.customMake).toBeTruthy();
        continue;
      }
      expect(findModel(details.make, details.model)?.vehicleType).toBe(details.vehicleType);
      expect(details.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(details.year).toBeGreaterThanOrEqual(1990);
      expect(details.extras).toHaveProperty('previousOwners');
    }
    const toyota = vehicles.find(({ details }) => details.make === 'toyota')!;
    expect(toyota.searchText).toContain('toyota');
    expect(toyota.searchText).toContain(normaliseSearchText('تويوتا'));
    expect(properties.some((row) => row.bathrooms === 1.5)).toBe(true);
    expect(properties.every((row) => row.size! > 0)).toBe(true);
  });

  it('gives every listing 2 to 8 stored WebP photos with the declared sizes', async () => {
    const images = await t.db.select().from(listingImages);
    const byListing = new Map<string, typeof images>();
    for (const image of images)
      byListing.set(image.listingId, [...(byListing.get(image.listingId) ?? []), image]);
    expect(byListing.size).toBe(report.listingsTotal);
    expect(report.imagesCreated).toBe(images.length);
    for (const photos of byListing.values()) {
      expect(photos.length).toBeGreaterThanOrEqual(2);
      expect(photos.length).toBeLessThanOrEqual(8);
      expect(photos.map((photo) => photo.position).sort((a, b) => a - b)).toEqual(
        photos.map((_, index) => index),
      );
      expect(photos.filter((photo) => photo.isPrimary).map((photo) => photo.position)).toEqual([0]);
    }
    for (const image of images) {
      expect(image.contentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(image.variants.map((variant) => variant.name)).toEqual(['thumbnail', 'card', 'full']);
      expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, image.width]);
      expect(image.storageKey).toBe(image.variants[2]!.key);
      for (const variant of image.variants) {
        expect(variant.key).toMatch(
          new RegExp(`^listings/${image.listingId}/[0-9a-f]{16}-${variant.name}\\.webp$`),
        );
        expect(await t.storage.exists(variant.key)).toBe(true);
      }
    }
    for (const variant of images[0]!.variants) {
      const file = (await t.storage.get(variant.key))!;
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
      expect(meta.exif).toBeUndefined();
      expect(file.length).toBe(variant.bytes);
    }
  });

  it('opens conversations of the demo buyer with both sellers, in English and in Arabic', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'user@souqna.example', password: 'Souqna#User2026' },
    });
    const authorization = `Bearer ${login.json().data.tokens.accessToken}`;
    const list = await t.app.inject({ url: '/api/messages/conversations', headers: { authorization } });
    const items = list.json().data.items as {
      id: string;
      unreadCount: number;
      listing: { status: string };
      lastMessage: { content: string };
    }[];
    expect(items.map((item) => [item.unreadCount, item.listing.status])).toEqual([
      [1, 'active'],
      [0, 'active'],
    ]);
    expect(items[0]!.lastMessage.content).toMatch(/[\u0600-\u06FF]/);
    const thread = await t.app.inject({
      url: `/api/messages/conversations/${items[1]!.id}/messages`,
      headers: { authorization },
    });
    expect(thread.json().data.items).toHaveLength(4);
  });

  it('adds nothing when run again', async () => {
    const messagesBefore = await t.db.select({ total: count() }).from(messages);
    const before = await t.db.select({ total: count() }).from(listingImages);
    const again = await seedDemo(t.db, t.storage);
    expect([again.usersCreated, again.listingsCreated, again.imagesCreated]).toEqual([0, 0, 0]);
    expect(again.listingsTotal).toBe(report.listingsTotal);
    expect(await t.db.select({ total: count() }).from(users)).toEqual([{ total: 4 }]);
    expect(await t.db.select({ total: count() }).from(listingImages)).toEqual(before);
    expect(await t.db.select({ total: count() }).from(messages)).toEqual(messagesBefore);
  }, 60_000);
});

describe('demo plan', () => {
  it('is the same on every run', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(planListings(now)).toEqual(planListings(now));
  });

  it('lets each listing live 60 days from publication, so each seller has one days from expiring', () => {
    const now = new Date();
    const plans = planListings(now);
    for (const { listing } of plans) {
      expect(listing.expiresAt!.getTime() - listing.publishedAt!.getTime()).toBe(60 * DAY_MS);
      expect(listing.expiresAt!.getTime()).toBeGreaterThan(now.getTime());
    }
    // The browser test of the renewal (e2e/renew.spec.ts) renews one of each seller's.
    for (const seller of ['cars', 'homes']) {
      const expiring = plans.filter(
        (plan) =>
          plan.seller === seller &&
          plan.listing.status === 'active' &&
          plan.listing.expiresAt!.getTime() - now.getTime() <= LISTING_EXPIRY_NOTICE_DAYS * DAY_MS,
      );
      expect(expiring.length).toBeGreaterThan(0);
    }
  });
});
