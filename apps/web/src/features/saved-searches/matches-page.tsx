import { SAVED_SEARCH_LIMIT } from '@souqna/contracts';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/listing/load-failed';
import { i18n } from '../../shared/lib/i18n';
import { Skeleton } from '../../shared/ui/skeleton';
import { Pagination } from '../../shared/listing/pagination';
import { BrowseLinks } from '../../shared/listing/browse-links';
import { loadCardTexts } from '../../shared/listing/listing-card';
import { ListingGrid } from '../../shared/listing/listing-grid';
import { pageCount, usePageParam } from '../../shared/lib/use-page-param';
import { useMatches } from './api/get-matches';
import { useSavedSearches } from './api/get-saved-searches';
import { SavedSearchRow } from './saved-search-row';
import { favoriteCardAction } from '../favorites';

await Promise.all([
  loadCardTexts(),
  i18n.loadNamespaces(['saved-searches', 'listing-browse', 'listing-fields']),
]);

function MatchesLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('saved-searches');
  return <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={onRetry} />;
}

/** No saved search yet: where to find something worth saving. */
function NoSearches() {
  const { t } = useTranslation('saved-searches');
  return (
    <div
      data-testid="saved-searches-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-700"
    >
      <BellRing aria-hidden className="h-10 w-10 text-slate-400 dark:text-slate-500" />
      <h3 className="text-lg font-bold text-slate-900 dark:text-white">{t('searches.empty.title')}</h3>
      <p className="max-w-md text-slate-600 dark:text-slate-300">{t('searches.empty.body')}</p>
      <BrowseLinks vehicles={t('searches.empty.vehicles')} realEstate={t('searches.empty.realEstate')} />
    </div>
  );
}

function SavedSearches() {
  const { t } = useTranslation('saved-searches');
  const query = useSavedSearches();
  const data = query.data;
  return (
    <section aria-labelledby="saved-searches-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-searches-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {t('searches.title')}
        </h2>
        {data && data.total > 0 && (
          <p
            data-testid="saved-searches-count"
            className="text-sm font-semibold text-slate-500 dark:text-slate-400"
          >
            {t('searches.count', { count: data.total, max: data.max })}
          </p>
        )}
      </div>
      {query.isError && !data ? (
        <MatchesLoadFailed onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Skeleton className="h-24" />
      ) : data.items.length === 0 ? (
        <NoSearches />
      ) : (
        <ul data-testid="saved-searches" className="flex flex-col gap-3">
          {data.items.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Matches() {
  const { t } = useTranslation(['saved-searches', 'listing-browse']);
  const [page, setPage] = usePageParam();
  const query = useMatches(page);
  const data = query.data;
  const pages = data ? pageCount(data) : 0;
  return (
    <section aria-labelledby="matches-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="matches-title" className="text-xl font-bold text-slate-900 dark:text-white">
          {t('saved-searches:matches.title')}
        </h2>
        {data && data.total > 0 && (
          <p
            aria-live="polite"
            data-testid="matches-count"
            className="text-sm font-semibold text-slate-600 dark:text-slate-300"
          >
            {t(data.totalIsEstimate ? 'listing-browse:countAtLeast' : 'listing-browse:count', {
              count: data.total,
            })}
          </p>
        )}
      </div>
      {query.isError && !data ? (
        <MatchesLoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <div
          aria-busy={query.isPlaceholderData}
          data-testid="matches"
          className={query.isPlaceholderData ? 'opacity-60' : ''}
        >
          <ListingGrid
            listings={data?.items}
            loading={!data}
            skeletons={4}
            cardAction={favoriteCardAction}
            empty={
              <p data-testid="matches-empty" className="text-slate-600 dark:text-slate-300">
                {t('saved-searches:matches.empty')}
              </p>
            }
          />
        </div>
      )}
      {data && <Pagination page={Math.min(data.page, pages)} pages={pages} onPage={setPage} />}
    </section>
  );
}

/**
 * `/listings?match=true` (DESIGN.md 4; where NEW_LISTING_MATCH leads): the signed-in user's saved
 * searches, with their alerts, and the newest listings any of them match.
 */
export default function MatchesPage() {
  const { t } = useTranslation('saved-searches');
  const searches = useSavedSearches();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {t('page.title')}
        </h1>
        <p className="max-w-3xl text-slate-600 dark:text-slate-300">
          {t('page.lead', { max: SAVED_SEARCH_LIMIT })}
        </p>
      </header>
      <SavedSearches />
      {(searches.data?.total ?? 0) > 0 && <Matches />}
    </div>
  );
}
