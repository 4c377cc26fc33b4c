import { PackageOpen, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../shared/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyListings } from '../api/get-my-listings';
import { Pagination } from '../../../shared/listing/pagination';
import { loadCardTexts } from '../../../shared/listing/listing-card';
import { LoadFailed } from '../../../shared/listing/load-failed';
import { MyListingRow } from '../components/my-listing-row';
import { pageCount, usePageParam } from '../../../shared/lib/use-page-param';

// The pagination's texts too: it reads them even when there is one page and it shows nothing.
await Promise.all([loadCardTexts(), i18n.loadNamespaces('listing-browse')]);

function CreateLink() {
  const { t } = useTranslation('listings');
  return (
    <Link to="/listings/create" data-testid="my-listings-create" className={buttonClasses('primary')}>
      <Plus aria-hidden className="h-4 w-4" />
      {t('mine.create')}
    </Link>
  );
}

function Empty() {
  const { t } = useTranslation('listings');
  return (
    <section
      data-testid="my-listings-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-14 text-center dark:border-slate-700"
    >
      <PackageOpen aria-hidden className="h-12 w-12 text-slate-400 dark:text-slate-500" />
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{t('mine.empty.title')}</h2>
      <p className="max-w-md text-slate-600 dark:text-slate-300">{t('mine.empty.body')}</p>
      <CreateLink />
    </section>
  );
}

function Loading() {
  return (
    <div role="status" aria-busy="true" data-testid="my-listings-loading" className="flex flex-col gap-4">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-40 rounded-2xl sm:h-36" />
      ))}
    </div>
  );
}

// One function for good: React calls it once, when the linked row first mounts, not on refetches.
const bringIntoView = (row: HTMLElement | null) => {
  row?.scrollIntoView({ block: 'center' });
};

/**
 * `/profile/listings`: the signed-in user's listings, every status, with what they can do. `nav`
 * is the tabs between the user's own pages, which the app layer brings from the account feature.
 */
export default function MyListingsPage({ nav }: { nav?: React.ReactNode }) {
  const { t } = useTranslation('listings');
  // `?listing=` (the expiry notice's link): the server answers the page that holds that listing.
  const focus = useSearchParams()[0].get('listing') ?? undefined;
  const [page, setPage] = usePageParam(['listing']);
  const query = useMyListings(page, focus);

  let body: React.ReactNode;
  if (query.data) {
    body = query.data.items.length ? (
      <ul className="flex flex-col gap-4">
        {query.data.items.map((listing) => (
          <li key={listing.id} ref={listing.id === focus ? bringIntoView : undefined}>
            <MyListingRow listing={listing} highlighted={listing.id === focus} />
          </li>
        ))}
      </ul>
    ) : (
      <Empty />
    );
  } else if (query.isError) {
    body = (
      <LoadFailed
        message={t('mine.loadFailed')}
        retry={t('mine.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else body = <Loading />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
            {t('mine.title')}
          </h1>
          <p className="max-w-3xl text-slate-600 dark:text-slate-300">{t('mine.lead')}</p>
          {query.data && query.data.total > 0 && (
            <p
              data-testid="my-listings-count"
              className="text-sm font-semibold text-slate-500 dark:text-slate-400"
            >
              {t('mine.count', { count: query.data.total })}
            </p>
          )}
        </div>
        {query.data && query.data.total > 0 && <CreateLink />}
      </header>
      {nav}
      {body}
      {query.data && <Pagination page={query.data.page} pages={pageCount(query.data)} onPage={setPage} />}
    </div>
  );
}
