import { useTranslation } from 'react-i18next';
import { useChipLabel } from '../browse';
import { chipsOf } from '../browse';
import type { BrowseView } from './saved-search-filters';

/**
 * A search in words, as the browse's chips say it: the category first (the chips leave it to the
 * page's title), then each filter. A search without filters is "all listings".
 */
export function useSearchSummary({ scope, state }: Pick<BrowseView, 'scope' | 'state'>): string {
  const { t } = useTranslation(['saved-searches', 'listing-fields']);
  const label = useChipLabel(state, scope);
  const parts = chipsOf(state, scope).map(label);
  if (scope !== 'search') parts.unshift(t(`listing-fields:values.mainCategory.${scope}`));
  return parts.length ? parts.join(' · ') : t('saved-searches:summary.everything');
}
