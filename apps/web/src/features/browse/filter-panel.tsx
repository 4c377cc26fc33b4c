import { CURRENCIES, LISTING_ACTIONS, type MainCategory } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { categoryOf, type BrowseScope } from './browse-query';
import { PRICE_BANDS, YEAR_BANDS } from './filter-bands';
import { CommitBox, FilterGroup, OptionSelect, Pills, RangeFilter, Segmented } from './filter-controls';
import { useFilterOptions } from './filter-options';
import { useRangeLabels } from './range-labels';
import { RealEstateFilters } from './real-estate-filters';
import type { BrowseControls } from './use-browse-state';
import { MakeModelFilters, VehicleDetailFilters } from './vehicle-filters';

type PanelProps = Pick<BrowseControls, 'state' | 'change'>;

/** Price bands follow the chosen currency; switching currency starts the price range afresh. */
function PriceFilter({ state, change }: PanelProps) {
  const { t } = useTranslation(['listing-browse', 'listing-fields']);
  const { rangeLabel } = useRangeLabels();
  const currency = state.currency ?? 'SYP';
  return (
    <RangeFilter
      title={t('listing-browse:fields.price')}
      bands={PRICE_BANDS[currency]}
      bandLabel={(band) => rangeLabel('price', band, currency)}
      min={state.minPrice}
      max={state.maxPrice}
      onChange={({ min, max }) => change({ minPrice: min, maxPrice: max, currency })}
      testId="filter-price"
      extra={
        <Segmented
          label={t('listing-browse:fields.currency')}
          options={CURRENCIES.map((value) => ({ value, label: t(`listing-browse:currencies.${value}`) }))}
          value={currency}
          onPick={(value) => change({ currency: value })}
          testId="filter-currency"
        />
      }
    />
  );
}

function LocationFilters({ state, change }: PanelProps) {
  const { t } = useTranslation('listing-browse');
  const options = useFilterOptions();
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-1">
      <OptionSelect
        label={t('fields.city')}
        anyLabel={t('any.city')}
        value={state.city}
        options={options.cities()}
        onChange={(city) => change({ city })}
        testId="filter-city"
      />
      <OptionSelect
        label={t('fields.area')}
        anyLabel={t('any.area')}
        value={state.area}
        options={options.areas(state.city)}
        onChange={(area) => change({ area })}
        testId="filter-area"
      />
    </div>
  );
}

/** Category, type, sale or rent: what narrows the most, first. */
function KindFilters({
  state,
  change,
  category,
  scope,
}: PanelProps & { category?: MainCategory; scope: BrowseScope }) {
  const { t } = useTranslation(['listing-browse', 'listing-fields']);
  const options = useFilterOptions();
  return (
    <>
      {scope === 'search' && (
        <OptionSelect
          label={t('listing-browse:fields.category')}
          anyLabel={t('listing-browse:any.category')}
          value={state.category}
          options={options.categories()}
          onChange={(value) => change({ category: value as MainCategory | undefined })}
          testId="filter-category"
        />
      )}
      {category && (
        <OptionSelect
          label={t('listing-browse:fields.type')}
          anyLabel={t('listing-browse:any.type')}
          value={state.subcategory}
          options={options.types(category)}
          onChange={(subcategory) => change({ subcategory })}
          testId="filter-type"
        />
      )}
      <FilterGroup title={t('listing-browse:fields.listingAction')}>
        <Pills
          label={t('listing-browse:fields.listingAction')}
          options={LISTING_ACTIONS.map((value) => ({
            value,
            label: t(`listing-fields:values.listingAction.${value}`),
          }))}
          isOn={(value) => state.listingAction === value}
          onPick={(listingAction) => change({ listingAction })}
          testId="filter-action"
        />
      </FilterGroup>
    </>
  );
}

/** Every filter the page's category offers; `/search` offers a category's once one is chosen. */
export function FilterPanel({ scope, state, change }: PanelProps & { scope: BrowseScope }) {
  const { t } = useTranslation(['listing-browse', 'listing-fields']);
  const { rangeLabel } = useRangeLabels();
  const options = useFilterOptions();
  const category = categoryOf(state, scope);
  const props = { state, change };
  return (
    <div className="flex flex-col gap-6" data-testid="browse-filters">
      <CommitBox<string>
        label={t('listing-browse:fields.keywords')}
        type="search"
        enterKeyHint="search"
        placeholder={t('listing-browse:fields.keywordsPlaceholder')}
        value={state.q}
        read={(text) => text.trim() || undefined}
        show={(value) => value}
        onCommit={(q) => change({ q })}
        testId="filter-keywords"
      />
      <KindFilters {...props} category={category} scope={scope} />
      {category === 'vehicles' && <MakeModelFilters {...props} options={options} />}
      <PriceFilter {...props} />
      {category && (
        <RangeFilter
          title={t(
            category === 'vehicles' ? 'listing-fields:fields.year' : 'listing-browse:fields.yearBuilt',
          )}
          bands={YEAR_BANDS}
          bandLabel={(band) => rangeLabel('year', band)}
          min={state.minYear}
          max={state.maxYear}
          onChange={({ min, max }) => change({ minYear: min, maxYear: max })}
          testId="filter-year"
        />
      )}
      {category === 'vehicles' && <VehicleDetailFilters {...props} options={options} />}
      {category === 'realEstate' && <RealEstateFilters {...props} />}
      {category && (
        <OptionSelect
          label={t('listing-fields:fields.condition')}
          anyLabel={t('listing-browse:any.value')}
          value={state.condition}
          options={options.conditions(category)}
          onChange={(condition) => change({ condition })}
          testId="filter-condition"
        />
      )}
      <LocationFilters {...props} />
    </div>
  );
}
