import {
  findArea,
  findCity,
  REAL_ESTATE_CONDITIONS,
  SUBCATEGORIES,
  VEHICLE_CONDITIONS,
  type MainCategory,
  type SortOption,
  type VehicleType,
} from '@souqna/contracts';
import { loadedMakes } from '../../shared/listing/vehicle-makes';
import type { BrowseField, BrowseState } from './browse-query';

/** Which page: the two category pages, or the search results across both. */
export type BrowseScope = MainCategory | 'search';

/** Words are ranked by relevance; everything else starts with the newest. */
export const defaultSort = (scope: BrowseScope, q: string | undefined): SortOption =>
  scope === 'search' && q ? 'relevance' : 'newestFirst';

/** Filters that only mean something inside one category. */
export const CATEGORY_FIELDS: Record<MainCategory, BrowseField[]> = {
  vehicles: ['make', 'model', 'fuelType', 'transmissionType', 'minMileage', 'maxMileage'],
  realEstate: ['bedrooms', 'bathrooms', 'minSize', 'maxSize'],
};
/** Filters that need a category, whichever it is. */
const ANY_CATEGORY_FIELDS: BrowseField[] = ['subcategory', 'condition', 'minYear', 'maxYear'];

export const CONDITIONS: Record<MainCategory, readonly string[]> = {
  vehicles: VEHICLE_CONDITIONS,
  realEstate: REAL_ESTATE_CONDITIONS,
};

const RANGES = [
  ['minYear', 'maxYear'],
  ['minMileage', 'maxMileage'],
  ['minSize', 'maxSize'],
  ['minPrice', 'maxPrice'],
] as const;

/** Each rule names a field to drop when the rest of the state makes it meaningless. */
function dropped(state: BrowseState, category: MainCategory | undefined, scope: BrowseScope) {
  const drop = new Set<BrowseField>();
  const outside = category
    ? CATEGORY_FIELDS[category === 'vehicles' ? 'realEstate' : 'vehicles']
    : [...CATEGORY_FIELDS.vehicles, ...CATEGORY_FIELDS.realEstate, ...ANY_CATEGORY_FIELDS];
  outside.forEach((field) => drop.add(field));
  if (scope !== 'search') drop.add('category');
  if (
    category &&
    state.subcategory &&
    !(SUBCATEGORIES[category] as readonly string[]).includes(state.subcategory)
  )
    drop.add('subcategory');
  if (category && state.condition && !CONDITIONS[category].includes(state.condition)) drop.add('condition');
  if (state.city && !findCity(state.city)) drop.add('city').add('area');
  if (state.area && (!state.city || !findArea(state.city, state.area))) drop.add('area');

  // A make or model of another vehicle type than the one chosen would always find nothing. Only
  // judged with the catalogue at hand: the browse page waits for it when its URL names a make
  // (use-browse-state.ts); until then a make stays as given, and the API reads it the same way.
  const makes = loadedMakes();
  const type = drop.has('subcategory') ? undefined : (state.subcategory as VehicleType | undefined);
  const make = state.make ? makes?.findMake(state.make) : undefined;
  if (makes && state.make && (!make || (type && !make.models.some((model) => model.vehicleType === type))))
    drop.add('make').add('model');
  const model = make && state.model ? makes?.findModel(make.code, state.model) : undefined;
  if (makes && state.model && (!model || (type && model.vehicleType !== type))) drop.add('model');

  for (const [min, max] of RANGES) {
    const low = state[min];
    const high = state[max];
    if (low !== undefined && high !== undefined && high < low) drop.add(max);
  }
  // The default order stays out of the state, so equal views have one URL.
  if (state.sort === 'relevance' && (scope !== 'search' || !state.q)) drop.add('sort');
  if (state.sort === defaultSort(scope, state.q)) drop.add('sort');
  return drop;
}

/** The state without what contradicts the page, the category or another filter. */
export function consistent(state: BrowseState, scope: BrowseScope): BrowseState {
  const category = scope === 'search' ? state.category : scope;
  const next = { ...state };
  for (const field of dropped(state, category, scope)) delete next[field];
  for (const field of Object.keys(next) as (keyof BrowseState)[])
    if (next[field] === undefined) delete next[field];
  return next;
}
