import { z } from 'zod';
import { integerLike } from '../common/numbers.js';

/** Spec section 9: the home page's trending row shows 4. */
export const TRENDING_LIMITS = { default: 4, max: 20 } as const;

/** `GET /api/listings/trending`: the newest listings people engage with most. */
export const trendingQuerySchema = z.object({
  limit: integerLike.pipe(z.number().int().min(1).max(TRENDING_LIMITS.max)).default(TRENDING_LIMITS.default),
});
export type TrendingQuery = z.infer<typeof trendingQuerySchema>;

/** `GET /api/listings/stats`: how many active listings there are, by category, type and city. */
export const listingStatsSchema = z.object({
  total: z.number().int(),
  byCategory: z.object({ vehicles: z.number().int(), realEstate: z.number().int() }),
  /** Per category, since both have an OTHER type. */
  bySubCategory: z.object({
    vehicles: z.record(z.string(), z.number().int()),
    realEstate: z.record(z.string(), z.number().int()),
  }),
  /** Most listings first. */
  byCity: z.array(z.object({ cityCode: z.string(), count: z.number().int() })),
});
export type ListingStats = z.infer<typeof listingStatsSchema>;

/**
 * The plan roles the older clients branch on (api-compat.md 0, 2): a premium seller reads
 * `PREMIUM_USER`, so the old web client never tells them to upgrade.
 */
export const PLAN_ROLES = ['PRIVATE_USER', 'PREMIUM_USER', 'ADMIN'] as const;
/** `NONE` while the user may post now; `LIMIT_REACHED` at their plan's quota (DESIGN.md 4). */
export const LISTING_RESTRICTIONS = ['NONE', 'LIMIT_REACHED'] as const;

/** `GET /api/listings/permission` (and `/api/user/listing-permission`): may the user post now. */
export const listingPermissionSchema = z.object({
  canCreate: z.boolean(),
  /** null: no quota (premium users and admins). */
  maxListings: z.number().int().nullable(),
  currentListings: z.number().int(),
  isPremium: z.boolean(),
  userRole: z.enum(PLAN_ROLES),
  listingRestriction: z.enum(LISTING_RESTRICTIONS),
});
export type ListingPermission = z.infer<typeof listingPermissionSchema>;
