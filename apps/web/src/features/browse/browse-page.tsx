import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/lib/i18n';
import { usePageTitle } from '../../shared/lib/page-title';
import { useListings } from '../../shared/listing/api/list-listings';
import { ActiveChips } from './active-chips';
import { filterCount } from './browse-chips';
import { toApiQuery, type BrowseScope, type BrowseState } from './browse-query';
import { BrowseResults } from './browse-results';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import { useBrowseState } from './use-browse-state';
import { useIsDesktop } from './use-is-desktop';
import { loadCardTexts } from '../../shared/listing/listing-card';

/** Pages showing the browse await this when their module loads: no flash of keys on first paint. */
export const loadBrowseTexts = () => Promise.all([loadCardTexts(), i18n.loadNamespaces('listing-browse')]);

const TITLES: Record<BrowseScope, string> = {
  vehicles: 'titles.vehicles',
  realEstate: 'titles.realEstate',
  search: 'titles.search',
};

/**
 * `/vehicles`, `/realestate` and `/search`: filters (a sidebar at the inline start from 768 px, a
 * sheet below), sort, the result count, chips for what is in effect, the cards and their pages.
 */
export function BrowsePage({
  scope,
  saveSearch,
}: {
  scope: BrowseScope;
  /** Beside the sort: the saved searches' button, which app/ puts here. */
  saveSearch?: (state: BrowseState) => ReactNode;
}) {
  const { t, i18n } = useTranslation('listing-browse');
  const controls = useBrowseState(scope);
  const { state, change, clear, setPage } = controls;
  const query = useListings(toApiQuery(state, scope, i18n.language));
  const desktop = useIsDesktop();
  const data = query.data;
  const count = filterCount(state, scope);
  const heading = scope === 'search' && state.q ? t('resultsFor', { query: state.q }) : t(TITLES[scope]);
  usePageTitle(scope === 'search' && state.q ? heading : undefined);

  const panel = <FilterPanel scope={scope} state={state} change={change} />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1
          dir="auto"
          className="text-3xl font-extrabold tracking-tight break-words text-slate-900 dark:text-white"
        >
          {heading}
        </h1>
        <p className="max-w-3xl text-slate-600 dark:text-slate-300">{t(`leads.${scope}`)}</p>
      </header>
      <div className="flex items-start gap-8">
        {desktop && (
          <aside aria-label={t('filters.title')} data-testid="browse-sidebar" className="w-72 shrink-0">
            {panel}
          </aside>
        )}
        <section aria-labelledby="browse-results" className="flex min-w-0 flex-1 flex-col gap-4">
          {/* The cards' titles are h3: without this the outline jumps from the page's h1. */}
          <h2 id="browse-results" className="sr-only">
            {t('results')}
          </h2>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p
              aria-live="polite"
              data-testid="browse-count"
              className="text-sm font-semibold text-slate-600 dark:text-slate-300"
            >
              {data ? t(data.totalIsEstimate ? 'countAtLeast' : 'count', { count: data.total }) : '\u00a0'}
            </p>
            <div className="flex w-full items-end gap-2 sm:w-auto">
              {!desktop && (
                <FilterDrawer count={count} total={data?.totalIsEstimate ? undefined : data?.total}>
                  {panel}
                </FilterDrawer>
              )}
              <SortSelect scope={scope} state={state} change={change} />
              {saveSearch?.(state)}
            </div>
          </div>
          <ActiveChips scope={scope} state={state} change={change} clear={clear} />
          <BrowseResults
            data={data}
            updating={query.isPlaceholderData}
            failed={query.isError}
            filtered={count > 0}
            query={state.q}
            onRetry={() => void query.refetch()}
            onClear={clear}
            onPage={setPage}
          />
        </section>
      </div>
    </div>
  );
}
