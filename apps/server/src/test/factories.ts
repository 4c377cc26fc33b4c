import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.js';
import { listings, realEstateDetails, userSettings, users, vehicleDetails } from '../db/schema/index.js';
import { hashPassword } from '../platform/security/password.js';

type UserRow = typeof users.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

/** Meets the spec's password rules, so tests can sign in with it. */
export const TEST_PASSWORD = 'Test#Password1';

// argon2 is deliberately slow; one hash of the shared test password serves every factory user.
let testPasswordHash: Promise<string> | undefined;
const defaultPasswordHash = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString('hex');

/** An active, verified USER with default settings; any column can be overridden. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = TEST_PASSWORD, ...columns } = overrides;
  const suffix = unique();
  const passwordHash =
    columns.passwordHash ??
    (password === TEST_PASSWORD ? await defaultPasswordHash() : await hashPassword(password));
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${suffix}@example.com`,
      username: `user_${suffix}`,
      name: `Test User ${suffix}`,
      status: 'active',
      emailVerifiedAt: new Date(),
      ...columns,
      passwordHash,
    })
    .returning();
  await db.insert(userSettings).values({ userId: user!.id });
  return { ...user!, password };
}

export type ListingOverrides = Partial<typeof listings.$inferInsert> & {
  /** Vehicle columns, for a vehicles listing (the default). */
  vehicle?: Partial<typeof vehicleDetails.$inferInsert>;
  /** Real-estate columns; setting this makes a realEstate listing. */
  realEstate?: Partial<typeof realEstateDetails.$inferInsert>;
};

/** An active listing with its details row; a seller is created when no `userId` is given. */
export async function createListing(db: Database, overrides: ListingOverrides = {}): Promise<ListingRow> {
  const { vehicle, realEstate, ...columns } = overrides;
  const mainCategory = columns.mainCategory ?? (realEstate ? 'realEstate' : 'vehicles');
  const userId = columns.userId ?? (await createUser(db)).id;
  const isVehicle = mainCategory === 'vehicles';
  const [listing] = await db
    .insert(listings)
    .values({
      title: isVehicle ? 'Toyota Corolla 2015' : 'Apartment in Mezzeh',
      description: isVehicle ? 'Well kept, one owner.' : 'Three bedrooms, sunny, near the university.',
      price: isVehicle ? 8_500 : 45_000,
      currency: 'USD',
      subCategory: isVehicle ? (vehicle?.vehicleType ?? 'CAR') : (realEstate?.propertyType ?? 'APARTMENT'),
      location: 'Damascus, Mezzeh',
      cityCode: 'damascus',
      areaCode: 'mezzeh',
      publishedAt: new Date(),
      ...columns,
      mainCategory,
      userId,
    })
    .returning();
  if (isVehicle) {
    await db.insert(vehicleDetails).values({
      vehicleType: 'CAR',
      make: 'toyota',
      model: 'corolla',
      year: 2015,
      mileage: 120_000,
      fuelType: 'gasoline',
      transmissionType: 'automatic',
      condition: 'good',
      ...vehicle,
      listingId: listing!.id,
    });
  } else {
    await db.insert(realEstateDetails).values({
      propertyType: 'APARTMENT',
      size: 140,
      bedrooms: 3,
      bathrooms: 1.5,
      ...realEstate,
      listingId: listing!.id,
    });
  }
  return listing!;
}

/** The factories bound to one database, as `buildTestApp` hands them out. */
export const factoriesFor = (db: Database) => ({
  createUser: (overrides?: Parameters<typeof createUser>[1]) => createUser(db, overrides),
  createListing: (overrides?: ListingOverrides) => createListing(db, overrides),
});
