import type { Listing, ListingImage } from '@souqna/contracts';

export const SELLER_ID = '7d0c4a52-9a1e-4f4b-8c2d-5b8e1f3a6c01';
export const VEHICLE_ID = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const HOME_ID = '9a8b7c6d-5e4f-4d3c-8b2a-1f0e9d8c7b6a';

/** A photo with the server's three variants, `n` telling them apart. */
export const photo = (n: number, overrides: Partial<ListingImage> = {}): ListingImage => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `/media/listings/photo-${n}-full.webp`,
  thumbnailUrl: `/media/listings/photo-${n}-thumbnail.webp`,
  cardUrl: `/media/listings/photo-${n}-card.webp`,
  width: 1600,
  height: 1200,
  isPrimary: n === 1,
  position: n - 1,
  ...overrides,
});

const seller: Listing['seller'] = {
  id: SELLER_ID,
  username: 'shammotors',
  name: 'Sham Motors',
  profilePicture: null,
  allowMessaging: true,
  privateProfile: false,
  memberSince: '2024-05-01T09:00:00.000Z',
  phone: null,
};

const base = {
  description: 'One owner.\nFull service history at the agency.',
  price: 8500,
  currency: 'USD',
  listingAction: 'SALE',
  status: 'active',
  location: 'Damascus, Mezzeh',
  cityCode: 'damascus',
  areaCode: 'mezzeh',
  latitude: null,
  longitude: null,
  images: [photo(1), photo(2), photo(3)],
  userId: SELLER_ID,
  views: 42,
  favorites: 3,
  createdAt: '2026-02-14T08:30:00.000Z',
  updatedAt: '2026-02-14T08:30:00.000Z',
} satisfies Partial<Listing>;

/** Any field of a listing; the seller's fields one by one. */
export type ListingOverrides = Partial<Omit<Listing, 'seller'>> & { seller?: Partial<Listing['seller']> };

/** A car for sale with details from several groups, equipment on and off. */
export const vehicleListing = (overrides: ListingOverrides = {}): Listing => ({
  ...base,
  id: VEHICLE_ID,
  title: 'Toyota Corolla 2015',
  category: { mainCategory: 'vehicles', subCategory: 'CAR' },
  details: {
    vehicles: {
      vehicleType: 'CAR',
      make: 'toyota',
      model: 'corolla',
      year: 2015,
      mileage: 120000,
      fuelType: 'gasoline',
      transmissionType: 'automatic',
      condition: 'good',
      color: '#1e40af',
      horsepower: 132,
      accidentFree: true,
      customsCleared: false,
      plateType: 'private',
      abs: true,
      sunroof: false,
      bluetooth: true,
      features: ['Tinted windows'],
    },
  },
  ...overrides,
  seller: { ...seller, ...overrides.seller },
});

/** An apartment for rent in Aleppo, pinned on the map. */
export const homeListing = (overrides: ListingOverrides = {}): Listing => ({
  ...base,
  id: HOME_ID,
  title: 'Sunny apartment in Aleppo',
  price: 2500000,
  currency: 'SYP',
  listingAction: 'RENT',
  category: { mainCategory: 'realEstate', subCategory: 'APARTMENT' },
  cityCode: 'aleppo',
  areaCode: null,
  latitude: 36.2021,
  longitude: 37.1343,
  details: {
    realEstate: {
      propertyType: 'APARTMENT',
      size: 140,
      bedrooms: 3,
      bathrooms: 1.5,
      floor: 2,
      furnished: false,
      titleDeedType: 'greenTabu',
      rentPeriod: 'monthly',
      features: [],
      amenities: ['Elevator'],
    },
  },
  ...overrides,
  seller: { ...seller, ...overrides.seller },
});
