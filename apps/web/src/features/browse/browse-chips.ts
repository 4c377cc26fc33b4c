import type { BrowseChange, BrowseField, BrowseScope, BrowseState } from './browse-query';

export type RangeName = 'price' | 'year' | 'mileage' | 'size';

/** Filters shown as one chip each; ranges are merged, currency and sort are not filters. */
export type ValueField = Exclude<
  BrowseField,
  | 'minPrice'
  | 'maxPrice'
  | 'minYear'
  | 'maxYear'
  | 'minMileage'
  | 'maxMileage'
  | 'minSize'
  | 'maxSize'
  | 'currency'
  | 'sort'
>;

/** One removable chip: a filter (a range counts once) and the change that removes it. */
export type Chip =
  | { kind: 'value'; field: ValueField; value: string | number; remove: BrowseChange }
  | { kind: 'range'; range: RangeName; min?: number; max?: number; remove: BrowseChange };

const RANGE_FIELDS: Record<RangeName, [BrowseField, BrowseField]> = {
  price: ['minPrice', 'maxPrice'],
  year: ['minYear', 'maxYear'],
  mileage: ['minMileage', 'maxMileage'],
  size: ['minSize', 'maxSize'],
};

/** Chips in the order the filter panel lists their filters. */
const ORDER: (ValueField | RangeName)[] = [
  'q',
  'category',
  'subcategory',
  'listingAction',
  'make',
  'model',
  'price',
  'year',
  'mileage',
  'fuelType',
  'transmissionType',
  'condition',
  'bedrooms',
  'bathrooms',
  'size',
  'city',
  'area',
];

/**
 * The filters in effect as chips. Removing a parent removes what hangs on it (a make its model, a
 * city its area, a category its own filters), which `applyChange` does when given the parent.
 */
export function chipsOf(state: BrowseState, scope: BrowseScope): Chip[] {
  const chips: Chip[] = [];
  for (const name of ORDER) {
    if (name in RANGE_FIELDS) {
      const range = name as RangeName;
      const [minField, maxField] = RANGE_FIELDS[range];
      const min = state[minField] as number | undefined;
      const max = state[maxField] as number | undefined;
      if (min === undefined && max === undefined) continue;
      chips.push({
        kind: 'range',
        range,
        min,
        max,
        remove: { [minField]: undefined, [maxField]: undefined },
      });
      continue;
    }
    const field = name as ValueField;
    const value = state[field];
    if (value === undefined || (field === 'category' && scope !== 'search')) continue;
    chips.push({ kind: 'value', field, value, remove: { [field]: undefined } });
  }
  return chips;
}

/** How many filters are in effect, for the "Filters (n)" button; the words are not a filter. */
export const filterCount = (state: BrowseState, scope: BrowseScope) =>
  chipsOf(state, scope).filter((chip) => chip.kind === 'range' || chip.field !== 'q').length;
