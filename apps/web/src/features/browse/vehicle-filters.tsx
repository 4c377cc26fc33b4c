import { useTranslation } from 'react-i18next';
import { useMakesSoon } from '../../shared/listing/vehicle-makes';
import type { BrowseChange, BrowseState } from './browse-query';
import { MILEAGE_BANDS } from './filter-bands';
import { OptionSelect, RangeFilter } from './filter-controls';
import type { FilterOptions } from './filter-options';
import { useRangeLabels } from './range-labels';

interface Props {
  state: BrowseState;
  change: (change: BrowseChange) => void;
  options: FilterOptions;
}

/** Make and model from the catalogue in contracts, narrowed to the chosen vehicle type. */
export function MakeModelFilters({ state, change, options }: Props) {
  const { t } = useTranslation(['listing-browse', 'listing-fields']);
  // The lists fill in once the catalogue arrives, just after the page shows; a make already
  // chosen had it loaded before the page did.
  useMakesSoon();
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-1">
      <OptionSelect
        label={t('listing-fields:fields.make')}
        anyLabel={t('any.make')}
        value={state.make}
        options={options.makes(state.subcategory)}
        onChange={(make) => change({ make })}
        testId="filter-make"
      />
      <OptionSelect
        label={t('listing-fields:fields.model')}
        anyLabel={t('any.model')}
        value={state.model}
        options={options.models(state.make, state.subcategory)}
        onChange={(model) => change({ model })}
        testId="filter-model"
      />
    </div>
  );
}

/** Mileage, fuel and transmission: what only a vehicle has. */
export function VehicleDetailFilters({ state, change, options }: Props) {
  const { t } = useTranslation(['listing-browse', 'listing-fields']);
  const { rangeLabel } = useRangeLabels();
  return (
    <>
      <RangeFilter
        title={t('listing-fields:fields.mileage')}
        bands={MILEAGE_BANDS}
        bandLabel={(band) => rangeLabel('mileage', band)}
        min={state.minMileage}
        max={state.maxMileage}
        onChange={({ min, max }) => change({ minMileage: min, maxMileage: max })}
        testId="filter-mileage"
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-1">
        <OptionSelect
          label={t('listing-fields:fields.fuelType')}
          anyLabel={t('any.value')}
          value={state.fuelType}
          options={options.fuels()}
          onChange={(fuelType) => change({ fuelType: fuelType as BrowseState['fuelType'] })}
          testId="filter-fuel"
        />
        <OptionSelect
          label={t('listing-fields:fields.transmissionType')}
          anyLabel={t('any.value')}
          value={state.transmissionType}
          options={options.transmissions()}
          onChange={(value) => change({ transmissionType: value as BrowseState['transmissionType'] })}
          testId="filter-transmission"
        />
      </div>
    </>
  );
}
