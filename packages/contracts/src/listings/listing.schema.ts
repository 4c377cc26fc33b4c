import { z } from 'zod';
import { CURRENCIES, LISTING_ACTIONS, LISTING_STATUSES, MAIN_CATEGORIES } from '../enums/listing.js';

/** DESIGN.md 4: at most 20 photos of 10 MB each; 2 suggested, 6 or more preferred (spec 5). */
export const LISTING_IMAGE_LIMITS = {
  maxFiles: 20,
  maxBytes: 10 * 1024 * 1024,
  suggested: 2,
  preferred: 6,
} as const;

export const listingImageSchema = z.object({
  id: z.string(),
  /** The full-size variant; `thumbnailUrl` and `cardUrl` for lists and cards. */
  url: z.string(),
  thumbnailUrl: z.string(),
  cardUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  isPrimary: z.boolean(),
  position: z.number().int(),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

/**
 * Who sells. A private profile shows what its public profile shows (id, name, picture) and
 * whether it takes messages; its username and member-since date are left out.
 */
export const listingSellerSchema = z.object({
  id: z.string(),
  username: z.string().optional(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  allowMessaging: z.boolean(),
  privateProfile: z.boolean(),
  memberSince: z.string().optional(),
  /** Only when the seller's privacy settings show their phone (and they have one), else null. */
  phone: z.string().nullable(),
});

/** A listing on the wire: details nested by category, as the mobile client reads them. */
export const listingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  category: z.object({ mainCategory: z.enum(MAIN_CATEGORIES), subCategory: z.string() }),
  listingAction: z.enum(LISTING_ACTIONS),
  status: z.enum(LISTING_STATUSES),
  location: z.string(),
  cityCode: z.string().nullable(),
  areaCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  images: z.array(listingImageSchema),
  details: z.object({
    vehicles: z.record(z.string(), z.unknown()).optional(),
    realEstate: z.record(z.string(), z.unknown()).optional(),
  }),
  userId: z.string(),
  /** A rejected listing (inactive; only its owner and admins see it): why, so it can be fixed. */
  rejection: z.object({ reason: z.string(), note: z.string().nullable() }).nullable().optional(),
  seller: listingSellerSchema,
  views: z.number().int(),
  favorites: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

/**
 * A listing as its owner (or an admin) gets it: My listings and the renewal's answer. Public
 * answers keep to `listingSchema`, whose response validation strips `expiresAt`.
 */
export const ownListingSchema = listingSchema.extend({
  /** When it leaves search unless renewed (ISO); an expired listing's date is past. */
  expiresAt: z.string(),
});
export type OwnListing = z.infer<typeof ownListingSchema>;
