import type { Listing, Page } from '@souqna/contracts';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/listing/load-failed';
import { Button } from '../../shared/ui/button';
import { ListingGrid } from '../../shared/listing/listing-grid';
import { PAGE_LIMIT } from './browse-query';
import { Pagination } from '../../shared/listing/pagination';
import { favoriteCardAction } from '../favorites';

/** Nothing matched: say so, and offer the way out when filters are the reason. */
function NoMatches({ filtered, query, onClear }: { filtered: boolean; query?: string; onClear: () => void }) {
  const { t } = useTranslation('listing-browse');
  return (
    <section
      data-testid="browse-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-14 text-center dark:border-slate-700"
    >
      <SearchX aria-hidden className="h-12 w-12 text-slate-400 dark:text-slate-500" />
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{t('empty.title')}</h2>
      <p
        dir="auto"
        className="max-w-full text-slate-600 [overflow-wrap:anywhere] sm:max-w-md dark:text-slate-300"
      >
        {filtered ? t('empty.filtered') : query ? t('empty.noResults', { query }) : t('empty.none')}
      </p>
      {filtered && (
        <Button variant="secondary" onClick={onClear} data-testid="browse-empty-clear">
          {t('filters.clearAll')}
        </Button>
      )}
    </section>
  );
}

interface ResultsProps {
  data: Page<Listing> | undefined;
  /** The next page or filter is on its way; the current cards stay until it arrives. */
  updating: boolean;
  failed: boolean;
  filtered: boolean;
  /** The searched words, when the search itself found nothing. */
  query?: string;
  onRetry: () => void;
  onClear: () => void;
  onPage: (page: number) => void;
}

/** The grid, its loading and failure states, and the pages below it. */
export function BrowseResults({
  data,
  updating,
  failed,
  filtered,
  query,
  onRetry,
  onClear,
  onPage,
}: ResultsProps) {
  const { t } = useTranslation('listing-browse');
  if (!data && failed) return <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={onRetry} />;
  if (data && data.total === 0) return <NoMatches filtered={filtered} query={query} onClear={onClear} />;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.limit || PAGE_LIMIT))) : 0;
  // A link to a page past the end (the list shrank since it was shared) leads back to the last one.
  const pastEnd = data && data.items.length === 0 && data.page > pages;
  return (
    <div className="flex flex-col gap-6">
      <div
        aria-busy={updating}
        data-testid="browse-results"
        className={updating ? 'opacity-60 transition-opacity' : 'transition-opacity'}
      >
        {pastEnd ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {t('pagination.pastEnd')}
          </p>
        ) : (
          <ListingGrid
            listings={data?.items}
            loading={!data}
            skeletons={PAGE_LIMIT}
            empty={null}
            cardAction={favoriteCardAction}
          />
        )}
      </div>
      {data && <Pagination page={Math.min(data.page, pages)} pages={pages} onPage={onPage} />}
    </div>
  );
}
