import { findArea, findCity, localizedName, type Language } from '@souqna/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../shared/lib/i18n';
import { useMakes } from '../../shared/listing/vehicle-makes';
import { chipsOf, type Chip } from './browse-chips';
import { categoryOf, type BrowseScope, type BrowseState } from './browse-query';
import { useFilterOptions } from './filter-options';
import { useRangeLabels } from './range-labels';
import type { BrowseControls } from './use-browse-state';

const RANGE_TITLES = {
  price: 'listing-browse:fields.price',
  year: 'listing-browse:fields.year',
  mileage: 'listing-fields:fields.mileage',
  size: 'listing-browse:fields.size',
} as const;

/** A chip's words: the filter's name and its value, both in the reader's language. */
export function useChipLabel(state: BrowseState, scope: BrowseScope) {
  const { t, i18n } = useTranslation(['listing-browse', 'listing-fields']);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { rangeLabel, number } = useRangeLabels();
  const options = useFilterOptions();
  const makes = useMakes(Boolean(state.make || state.model));
  const category = categoryOf(state, scope);

  const value = (chip: Extract<Chip, { kind: 'value' }>): string => {
    const raw = String(chip.value);
    switch (chip.field) {
      case 'q':
        return t('listing-browse:chips.keywords', { value: raw });
      case 'category':
        return t(`listing-fields:values.mainCategory.${raw}`);
      case 'subcategory':
        return category ? options.typeLabel(category, raw) : raw;
      case 'listingAction':
      case 'fuelType':
      case 'transmissionType':
      case 'condition':
        return t(`listing-fields:values.${chip.field}.${raw}`);
      case 'make':
        return localizedName(makes!.findMake(raw)!.name, language);
      case 'model':
        return localizedName(makes!.findModel(state.make!, raw)!.name, language);
      case 'city':
        return localizedName(findCity(raw)!.name, language);
      case 'area':
        return localizedName(findArea(state.city!, raw)!.name, language);
      case 'bedrooms':
      case 'bathrooms':
        return `${t(`listing-fields:fields.${chip.field}`)}: ${t('listing-browse:range.atLeast', { min: number(chip.value as number) })}`;
    }
  };

  return (chip: Chip) =>
    chip.kind === 'range'
      ? `${t(RANGE_TITLES[chip.range])}: ${rangeLabel(chip.range, chip, state.currency, true)}`
      : value(chip);
}

/** The filters in effect, each a button that removes it, and a way to remove them all. */
export function ActiveChips({
  scope,
  state,
  change,
  clear,
}: Pick<BrowseControls, 'state' | 'change' | 'clear'> & { scope: BrowseScope }) {
  const { t } = useTranslation('listing-browse');
  const label = useChipLabel(state, scope);
  const chips = chipsOf(state, scope);
  if (!chips.length) return null;
  return (
    <ul
      aria-label={t('filters.active')}
      data-testid="browse-chips"
      className="flex flex-wrap items-center gap-2"
    >
      {chips.map((chip) => {
        const text = label(chip);
        return (
          <li key={chip.kind === 'range' ? chip.range : chip.field}>
            <button
              type="button"
              data-testid="browse-chip"
              aria-label={t('filters.remove', { label: text })}
              onClick={() => change(chip.remove)}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 ps-3 pe-2 text-sm font-medium text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-100 dark:ring-brand-800 dark:hover:bg-brand-900"
            >
              <span dir="auto" className="max-w-[60vw] min-w-0 truncate sm:max-w-xs">
                {text}
              </span>
              <X aria-hidden className="h-4 w-4 shrink-0" />
            </button>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          data-testid="browse-chips-clear"
          onClick={clear}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t('filters.clearAll')}
        </button>
      </li>
    </ul>
  );
}
