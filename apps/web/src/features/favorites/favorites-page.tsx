import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/lib/i18n';
import { useFavorites } from './api/get-favorites';
import { Pagination } from '../../shared/listing/pagination';
import { BrowseLinks } from '../../shared/listing/browse-links';
import { loadCardTexts } from '../../shared/listing/listing-card';
import { ListingGrid } from '../../shared/listing/listing-grid';
import { LoadFailed } from '../../shared/listing/load-failed';
import { pageCount, usePageParam } from '../../shared/lib/use-page-param';
import { favoriteCardAction } from './favorite-card-action';

// The pagination's texts too: it reads them even when there is one page and it shows nothing.
await Promise.all([loadCardTexts(), i18n.loadNamespaces('listing-browse')]);

function Empty() {
  const { t } = useTranslation('listings');
  return (
    <div data-testid="saved-empty" className="flex flex-col items-center gap-3">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{t('saved.empty.title')}</h2>
      <p className="max-w-md">{t('saved.empty.body')}</p>
      <BrowseLinks vehicles={t('saved.empty.vehicles')} realEstate={t('saved.empty.realEstate')} />
    </div>
  );
}

/**
 * `/saved-listings`: what the signed-in user saved, newest saved first. Sold and rented ones stay,
 * marked on their cards, so the person sees what became of them.
 */
export default function FavoritesPage() {
  const { t } = useTranslation('listings');
  const [page, setPage] = usePageParam();
  const query = useFavorites(page);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {t('saved.title')}
        </h1>
        <p className="max-w-3xl text-slate-600 dark:text-slate-300">{t('saved.lead')}</p>
        {query.data && query.data.total > 0 && (
          <p data-testid="saved-count" className="text-sm font-semibold text-slate-500 dark:text-slate-400">
            {t('saved.count', { count: query.data.total })}
          </p>
        )}
      </header>
      {query.isError && !query.data ? (
        <LoadFailed
          message={t('saved.loadFailed')}
          retry={t('saved.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListingGrid
          listings={query.data?.items}
          loading={query.isPending}
          empty={<Empty />}
          cardAction={favoriteCardAction}
        />
      )}
      {query.data && <Pagination page={query.data.page} pages={pageCount(query.data)} onPage={setPage} />}
    </div>
  );
}
