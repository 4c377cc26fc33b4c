import { sql } from 'drizzle-orm';
import type { Listing, ListingStats, MainCategory } from '@souqna/contracts';
import { selectRows } from '../../db/client.js';
import { listings } from '../../db/schema/index.js';
import { listCacheKey, type ListCache } from '../../platform/cache/list-cache.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { presentListing } from './listings.presenter.js';
import { loadListings, sellerNotDisabled } from './listings.repository.js';

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
        from ${listings} where ${listings.status} = 'active' and ${sellerNotDisabled}
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

/**
 * Active listings counted by category and type and by city, in one scan (grouping sets). The scan
 * takes about a second at a million listings, so `counts` keeps it for five minutes whatever
 * changes: the home page's counts may lag, a busy site never rescans on every new listing.
 * A row of the city set has no category; a row of the type set has no city.
 */
export function listingStats(deps: ServiceDeps, counts: ListCache): Promise<ListingStats> {
  return counts.getOrLoad('stats', async () => {
    const rows = await selectRows<{
      main_category: MainCategory | null;
      sub_category: string | null;
      city_code: string | null;
      count: number;
    }>(
      deps.db,
      sql`select ${listings.mainCategory} as main_category, ${listings.subCategory} as sub_category,
          ${listings.cityCode} as city_code, count(*)::int as count
        from ${listings} where ${listings.status} = 'active'
        group by grouping sets ((${listings.mainCategory}, ${listings.subCategory}), (${listings.cityCode}))`,
    );
    const stats: ListingStats = {
      total: 0,
      byCategory: { vehicles: 0, realEstate: 0 },
      bySubCategory: { vehicles: {}, realEstate: {} },
      byCity: [],
    };
    for (const row of rows) {
      if (row.main_category && row.sub_category) {
        stats.total += row.count;
        stats.byCategory[row.main_category] += row.count;
        stats.bySubCategory[row.main_category][row.sub_category] = row.count;
      } else if (row.city_code) {
        stats.byCity.push({ cityCode: row.city_code, count: row.count });
      }
    }
    // Most listings first, then by code so equal counts keep one order.
    stats.byCity.sort((a, b) => b.count - a.count || a.cityCode.localeCompare(b.cityCode));
    return stats;
  });
}
