import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/lib/page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { isListingMissing, useListing } from '../api/get-listing';
import { LoadFailed } from '../../../shared/listing/load-failed';
import { loadMakes } from '../../../shared/listing/vehicle-makes';
import { loadDetailTexts } from '../detail/detail-texts';
import { ListingDetail } from '../detail/listing-detail';

// A vehicle's make and model are named from the catalogue: it downloads beside the page's texts,
// so that the detail does not wait for it after the listing has come.
void loadMakes().catch(() => undefined);
await loadDetailTexts();

/** The page's shape while the listing loads: the same boxes, so nothing jumps when it arrives. */
function Loading() {
  return (
    <div
      role="status"
      aria-busy="true"
      data-testid="listing-loading"
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8"
    >
      <Skeleton className="aspect-[4/3] rounded-2xl" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('listing-detail');
  return (
    <section data-testid="listing-not-found" className="flex flex-col items-center gap-4 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <SearchX aria-hidden className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('notFound.title')}
      </h1>
      <p className="text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

/** `/listings/{id}`: one listing, for everyone; its owner and admins also manage it here. */
export default function ListingPage() {
  const { t } = useTranslation('listing-detail');
  const { id = '' } = useParams();
  const query = useListing(id);
  usePageTitle(query.data?.title);

  // A listing on screen stays there when a later refetch fails.
  let body: React.ReactNode;
  if (query.data) body = <ListingDetail listing={query.data} />;
  else if (query.isPending) body = <Loading />;
  else {
    body = isListingMissing(query.error) ? (
      <NotFound />
    ) : (
      <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />
    );
  }

  return <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">{body}</div>;
}
