import type { ListingFilters } from '../../shared/listing/api/list-listings';
import { parseBrowseParams, toApiQuery, toSearchParams, type BrowseScope, type BrowseState } from '../browse';

/** What a saved search keeps: the browse's API filters without page, size and order. */
export type SavedFilters = Omit<ListingFilters, 'page' | 'limit' | 'sortBy' | 'sortOrder' | 'lang'>;

/** The filters a browse page saves, in the API's names; empty ones left out. */
export function savedFiltersOf(state: BrowseState, scope: BrowseScope): SavedFilters {
  const {
    page: _page,
    limit: _limit,
    sortBy: _sortBy,
    sortOrder: _sortOrder,
    lang: _lang,
    ...filters
  } = toApiQuery(state, scope);
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as SavedFilters;
}

const BROWSE_PATHS: Record<BrowseScope, string> = {
  vehicles: '/vehicles',
  realEstate: '/realestate',
  search: '/search',
};

export interface BrowseView {
  scope: BrowseScope;
  state: BrowseState;
  /** The browse page that shows the search, its filters in the URL. */
  href: string;
}

/**
 * A saved search read back as the browse page that shows it. Its filters go through the browse's
 * own URL reading (which knows the API's names as aliases), so what the page cannot show drops out.
 */
export function browseViewOf(filters: Record<string, unknown>): BrowseView {
  const category = filters.mainCategory;
  const scope: BrowseScope = category === 'vehicles' || category === 'realEstate' ? category : 'search';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' || typeof value === 'number') params.set(name, String(value));
  }
  // The server fills in SYP for every search; a currency only means something with a price.
  if (!params.has('minPrice') && !params.has('maxPrice')) params.delete('currency');
  const state = parseBrowseParams(params, scope);
  const query = toSearchParams(state, scope).toString();
  return { scope, state, href: query ? `${BROWSE_PATHS[scope]}?${query}` : BROWSE_PATHS[scope] };
}
