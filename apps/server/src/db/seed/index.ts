import { count, eq, sql } from 'drizzle-orm';
import { findCity, type MainCategory } from '@souqna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client.js';
import { listingImages, listings, realEstateDetails, users, vehicleDetails } from '../schema/index.js';
import type { MediaStorage } from '../../platform/media/media-storage.js';
import { processImage, storeImageVariants } from '../../platform/media/image-variants.js';
import { DEMO_ACCOUNTS, seedAccounts } from './accounts.js';
import { PROPERTY_SEEDS } from './data/real-estate.js';
import { VEHICLE_SEEDS } from './data/vehicles.js';
import { drawListingPhoto, random } from './images.js';
import { placeName, propertyText, vehicleText } from './texts.js';

export interface SeedReport {
  accounts: { email: string; password: string; role: string; plan: 'premium' | 'free' }[];
  listingsCreated: number;
  listingsTotal: number;
}

/** Seed listings get fixed ids, so a second run recognises them and adds nothing. */
const seedListingId = (index: number) => `5e3d0000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const DAY = 24 * 3600 * 1000;

interface PlannedListing {
  index: number;
  ownerKey: 'cars' | 'homes';
  category: MainCategory;
  shape: string;
  label: string;
  listing: Omit<typeof listings.$inferInsert, 'id' | 'userId'>;
  vehicle?: Omit<typeof vehicleDetails.$inferInsert, 'listingId'>;
  property?: Omit<typeof realEstateDetails.$inferInsert, 'listingId'>;
}

function plan(): PlannedListing[] {
  const rand = random(2026);
  const now = Date.now();
  const common = (index: number, city: string) => {
    const place = findCity(city)!;
    const area = place.areas[Math.floor(rand() * place.areas.length)]!;
    const age = Math.floor(rand() * 60 * DAY);
    return {
      area,
      base: {
        cityCode: city,
        areaCode: area.code,
        latitude: area.latitude + (rand() - 0.5) * 0.01,
        longitude: area.longitude + (rand() - 0.5) * 0.01,
        location: placeName(city, area.code, 'en'),
        createdAt: new Date(now - age),
        publishedAt: new Date(now - age),
        viewsCount: Math.floor(rand() * 900),
        // A few deals are done: sold and rented listings stay visible, marked.
        status:
          index % 17 === 5 ? ('sold' as const) : index % 19 === 7 ? ('rented' as const) : ('active' as const),
      },
    };
  };
  const vehiclesPlanned = VEHICLE_SEEDS.map((seed, index): PlannedListing => {
    const { area, base } = common(index, seed.city);
    const text = vehicleText(seed, area.code);
    const status =
      base.status === 'rented' && seed.action === 'SALE'
        ? 'sold'
        : base.status === 'sold' && seed.action === 'RENT'
          ? 'rented'
          : base.status;
    return {
      index,
      ownerKey: 'cars',
      category: 'vehicles',
      shape: seed.type,
      label: text.title.split(' | ')[0]!.slice(0, 60),
      listing: {
        ...base,
        status,
        title: text.title,
        description: text.description,
        price: seed.price,
        currency: seed.currency,
        mainCategory: 'vehicles',
        subCategory: seed.type,
        listingAction: seed.action,
        searchText: [
          text.title,
          text.description,
          ...text.searchNames,
          placeName(seed.city, area.code, 'ar'),
          base.location,
        ]
          .join(' ')
          .toLowerCase(),
      },
      vehicle: {
        vehicleType: seed.type,
        make: seed.make,
        model: seed.model,
        year: seed.year,
        mileage: seed.mileage,
        fuelType: seed.fuel,
        transmissionType: seed.transmission,
        condition: seed.condition,
        bodyType: seed.body ?? null,
        color: seed.color,
        extras: {
          accidentFree: rand() > 0.3,
          customsCleared: true,
          previousOwners: 1 + Math.floor(rand() * 3),
          plateType: seed.action === 'RENT' ? 'public' : 'private',
          registrationGovernorate: seed.city,
          abs: rand() > 0.3,
          bluetooth: rand() > 0.4,
          rearCamera: rand() > 0.6,
          parkingSensors: rand() > 0.5,
          sunroof: rand() > 0.7,
        },
      },
    };
  });
  const propertiesPlanned = PROPERTY_SEEDS.map((seed, offset): PlannedListing => {
    const index = VEHICLE_SEEDS.length + offset;
    const { area, base } = common(index, seed.city);
    const text = propertyText(seed, area.code);
    const status =
      base.status === 'sold' && seed.action === 'RENT'
        ? 'rented'
        : base.status === 'rented' && seed.action === 'SALE'
          ? 'sold'
          : base.status;
    return {
      index,
      ownerKey: 'homes',
      category: 'realEstate',
      shape: seed.type,
      label: text.title.split(' | ')[0]!.slice(0, 60),
      listing: {
        ...base,
        status,
        title: text.title,
        description: text.description,
        price: seed.price,
        currency: seed.currency,
        mainCategory: 'realEstate',
        subCategory: seed.type,
        listingAction: seed.action,
        searchText: [
          text.title,
          text.description,
          ...text.searchNames,
          placeName(seed.city, area.code, 'ar'),
          base.location,
        ]
          .join(' ')
          .toLowerCase(),
      },
      property: {
        propertyType: seed.type,
        size: seed.size,
        landArea:
          seed.type === 'HOUSE' || seed.type === 'LAND' || seed.type === 'OTHER' ? seed.size * 1.5 : null,
        bedrooms: seed.bedrooms,
        bathrooms: seed.bathrooms,
        yearBuilt: seed.type === 'LAND' ? null : seed.yearBuilt,
        condition: seed.finishing === 'luxury' ? 'excellent' : 'good',
        furnished: seed.furnished,
        floor: seed.floor,
        totalFloors: seed.floor === null ? null : seed.floor + 1 + Math.floor(rand() * 4),
        extras: {
          titleDeed: seed.deed,
          finishing: seed.finishing,
          electricity: rand() > 0.5 ? 'solar' : 'generatorSubscription',
          paymentTerms: seed.action === 'RENT' ? null : rand() > 0.7 ? 'instalments' : 'cash',
          rentPeriod: seed.action === 'RENT' ? (rand() > 0.5 ? 'monthly' : 'sixMonths') : null,
          parking: rand() > 0.5,
        },
      },
    };
  });
  return [...vehiclesPlanned, ...propertiesPlanned];
}

async function createListing(db: Database, storage: MediaStorage, item: PlannedListing, ownerId: string) {
  const id = seedListingId(item.index);
  const [existing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id));
  if (existing) return false;

  const rand = random(item.index + 1);
  // Mostly a few photos, sometimes a full set: 2 to 8, as real sellers post them.
  const photoCount = rand() > 0.85 ? 6 + Math.floor(rand() * 3) : 2 + Math.floor(rand() * 3);
  const prefix = `listings/${id}`;
  try {
    // sharp works on the libuv pool, so a listing's photos are drawn side by side.
    const photos = await Promise.all(
      Array.from({ length: photoCount }, async (_, position) => {
        const photo = await processImage(
          await drawListingPhoto(item.category, item.shape, item.index * 31 + position, item.label),
        );
        return { photo, variants: await storeImageVariants(storage, prefix, photo), position };
      }),
    );
    await db.transaction(async (tx) => {
      await tx.insert(listings).values({
        ...item.listing,
        id,
        userId: ownerId,
        searchVector: sql`to_tsvector('simple', ${item.listing.searchText})`,
      });
      if (item.vehicle) await tx.insert(vehicleDetails).values({ ...item.vehicle, listingId: id });
      if (item.property) await tx.insert(realEstateDetails).values({ ...item.property, listingId: id });
      await tx.insert(listingImages).values(
        photos.map(({ photo, variants, position }) => ({
          listingId: id,
          position,
          isPrimary: position === 0,
          contentHash: photo.contentHash,
          storageKey: variants.find((variant) => variant.name === 'full')!.key,
          width: photo.width,
          height: photo.height,
          variants,
        })),
      );
    });
  } catch (error) {
    await storage.deletePrefix(prefix);
    throw error;
  }
  return true;
}

/** Demo data: four accounts and listings over every type, city, action and currency. Idempotent. */
export async function seedDemo(
  db: Database,
  storage: MediaStorage,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<SeedReport> {
  const started = Date.now();
  const owners = await seedAccounts(db);
  let created = 0;
  for (const item of plan()) {
    if (await createListing(db, storage, item, owners[item.ownerKey])) created++;
  }
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(listings);
  log?.info(`demo data ready: ${created} listings created, ${total} in all (${Date.now() - started} ms)`);
  return {
    accounts: DEMO_ACCOUNTS.map((account) => ({
      email: account.email,
      password: account.password,
      role: account.role,
      plan: account.premium ? ('premium' as const) : ('free' as const),
    })),
    listingsCreated: created,
    listingsTotal: total,
  };
}

/** True when the database has no users yet: the first start of a new install. */
export async function isEmptyDatabase(db: Database) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  return total === 0;
}
