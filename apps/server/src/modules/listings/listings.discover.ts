import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Listing, ListingStats } from '@souqna/contracts';
import { selectRows } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';
import { listCacheKey } from '../../platform/cache/list-cache.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { presentListing } from './listings.presenter.js';
import { loadListings } from './listings.repository.js';

/**
 * Trending is judged among this many newest listings: recent interest is what trends, and it
 * keeps the ranking to a slice of the newest-first index however many listings there are.
 */
export const TRENDING_WINDOW = 1_000;

/**
 * The newest listings people engage with most: saves weigh three views, ties go to the newest.
 * Cached like every list (cleared on any listing change, spec section 9).
 */
export function trendingListings(deps: ServiceDeps, limit: number): Promise<Listing[]> {
  return deps.listCache.getOrLoad(listCacheKey('trending', { limit }), async () => {
    const rows = await selectRows<{ id: string }>(
      deps.db,
      sql`select recent.id from (
        select ${listings.id} as id, ${listings.createdAt} as created_at,
          ${listings.favoritesCount} * 3 + ${listings.viewsCount} as score
        from ${listings} where ${listings.status} = 'active'
        order by ${listings.createdAt} desc, ${listings.id} desc limit ${TRENDING_WINDOW}
      ) as recent order by recent.score desc, recent.created_at desc, recent.id desc limit ${limit}`,
    );
    const loaded = await loadListings(
      deps.db,
      rows.map((row) => row.id),
    );
    return loaded.map((row) => presentListing(deps.storage, row));
  });
}

/** Active listings counted by category, type and city, in two grouped queries, cached. */
export function listingStats(deps: ServiceDeps): Promise<ListingStats> {
  return deps.listCache.getOrLoad(listCacheKey('stats', {}), async () => {
    const active = eq(listings.status, 'active');
    const [byType, byCity] = await Promise.all([
      deps.db
        .select({
          mainCategory: listings.mainCategory,
          subCategory: listings.subCategory,
          count: sql<number>`count(*)::int`,
        })
        .from(listings)
        .where(active)
        .groupBy(listings.mainCategory, listings.subCategory),
      deps.db
        .select({ cityCode: sql<string>`${listings.cityCode}`, count: sql<number>`count(*)::int` })
        .from(listings)
        .where(and(active, isNotNull(listings.cityCode)))
        .groupBy(listings.cityCode)
        .orderBy(desc(sql`count(*)`), listings.cityCode),
    ]);
    const stats: ListingStats = {
      total: 0,
      byCategory: { vehicles: 0, realEstate: 0 },
      bySubCategory: {},
      byCity,
    };
    for (const row of byType) {
      stats.total += row.count;
      stats.byCategory[row.mainCategory] += row.count;
      stats.bySubCategory[row.subCategory] = (stats.bySubCategory[row.subCategory] ?? 0) + row.count;
    }
    return stats;
  });
}
