import { SORT_OPTIONS, type SortOption } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../shared/ui/field';
import { defaultSort, type BrowseScope } from './browse-query';
import type { BrowseControls } from './use-browse-state';

/** Spec section 9's orders the API serves; relevance only ranks something when there are words. */
export const sortOptionsFor = (scope: BrowseScope, q: string | undefined) =>
  SORT_OPTIONS.filter((option) => option !== 'relevance' || (scope === 'search' && Boolean(q)));

export function SortSelect({
  scope,
  state,
  change,
}: Pick<BrowseControls, 'state' | 'change'> & { scope: BrowseScope }) {
  const { t } = useTranslation('listing-browse');
  return (
    <SelectInput
      label={t('sort.label')}
      data-testid="browse-sort"
      className="w-full sm:w-56"
      value={state.sort ?? defaultSort(scope, state.q)}
      onChange={(event) => change({ sort: event.target.value as SortOption })}
    >
      {sortOptionsFor(scope, state.q).map((option) => (
        <option key={option} value={option}>
          {t(`sort.${option}`)}
        </option>
      ))}
    </SelectInput>
  );
}
