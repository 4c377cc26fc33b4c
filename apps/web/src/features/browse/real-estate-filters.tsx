import { useTranslation } from 'react-i18next';
import type { BrowseChange, BrowseState } from './browse-query';
import { ROOM_MINIMUMS, SIZE_BANDS } from './filter-bands';
import { FilterGroup, Pills, RangeFilter } from './filter-controls';
import { useRangeLabels } from './range-labels';

interface Props {
  state: BrowseState;
  change: (change: BrowseChange) => void;
}

/** "3+" bedrooms or bathrooms: a minimum, as people search for homes. */
function RoomFilter({ field, state, change }: Props & { field: 'bedrooms' | 'bathrooms' }) {
  const { t } = useTranslation(['listing-browse', 'listing-fields']);
  const { number } = useRangeLabels();
  const title = t(`listing-fields:fields.${field}`);
  return (
    <FilterGroup title={title}>
      <Pills
        label={title}
        options={ROOM_MINIMUMS.map((value) => ({
          value,
          label: t('listing-browse:range.atLeast', { min: number(value) }),
        }))}
        isOn={(value) => state[field] === value}
        onPick={(value) => change({ [field]: value })}
        testId={`filter-${field}`}
      />
    </FilterGroup>
  );
}

/** Rooms and size: what only a property has. */
export function RealEstateFilters({ state, change }: Props) {
  const { t } = useTranslation('listing-browse');
  const { rangeLabel } = useRangeLabels();
  return (
    <>
      <RoomFilter field="bedrooms" state={state} change={change} />
      <RoomFilter field="bathrooms" state={state} change={change} />
      <RangeFilter
        title={t('fields.size')}
        bands={SIZE_BANDS}
        bandLabel={(band) => rangeLabel('size', band)}
        min={state.minSize}
        max={state.maxSize}
        onChange={({ min, max }) => change({ minSize: min, maxSize: max })}
        testId="filter-size"
      />
    </>
  );
}
