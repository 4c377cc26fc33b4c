import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CITIES, PROPERTY_TYPES, VEHICLE_TYPES } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImages, listings, users } from '../schema/index.js';
import { verifyPassword } from '../../platform/security/password.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedDemo, type SeedReport } from './index.js';

let t: TestApp;
let report: SeedReport;
beforeAll(async () => {
  t = await buildTestApp();
  report = await seedDemo(t.db, t.storage);
}, 180_000);
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates the four documented accounts with their roles and plans', async () => {
    const rows = await t.db.select().from(users);
    expect(rows).toHaveLength(4);
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((user) => user.email === account.email)!;
      expect(row.role).toBe(account.role);
      expect(row.status).toBe('active');
      expect(Boolean(row.premiumUntil && row.premiumUntil > new Date())).toBe(account.premium);
      expect(await verifyPassword(row.passwordHash, account.password)).toBe(true);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    }
    expect(report.accounts.map((account) => account.email)).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email),
    );
  });

  it('covers every type, city, action and currency', async () => {
    const rows = await t.db.select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const set = (pick: (row: (typeof rows)[number]) => string) => new Set(rows.map(pick));
    expect(set((row) => row.subCategory)).toEqual(new Set([...VEHICLE_TYPES, ...PROPERTY_TYPES]));
    expect(set((row) => row.cityCode ?? '')).toEqual(new Set(CITIES.map((city) => city.code)));
    expect(set((row) => row.listingAction)).toEqual(new Set(['SALE', 'RENT']));
    expect(set((row) => row.currency)).toEqual(new Set(['SYP', 'USD']));
    expect(rows.some((row) => /[\u0600-\u06FF]/.test(row.title))).toBe(true);
    expect(rows.some((row) => /^[\x20-\x7E²]+$/.test(row.title))).toBe(true);
  });

  it('gives every listing 2 to 8 stored WebP photos without metadata', async () => {
    const rows = await t.db
      .select({ listingId: listingImages.listingId, total: count() })
      .from(listingImages)
      .groupBy(listingImages.listingId);
    expect(rows.length).toBe(report.listingsTotal);
    for (const row of rows) {
      expect(row.total).toBeGreaterThanOrEqual(2);
      expect(row.total).toBeLessThanOrEqual(8);
    }
    const [image] = await t.db.select().from(listingImages).where(eq(listingImages.isPrimary, true)).limit(1);
    expect(image!.variants.map((variant) => variant.name)).toEqual(['thumbnail', 'card', 'full']);
    for (const variant of image!.variants) {
      const file = await t.storage.get(variant.key);
      const meta = await sharp(file!).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(variant.height);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('adds nothing when run again', async () => {
    const again = await seedDemo(t.db, t.storage);
    expect(again.listingsCreated).toBe(0);
    expect(again.listingsTotal).toBe(report.listingsTotal);
    expect((await t.db.select().from(users)).length).toBe(4);
  }, 60_000);
});
