import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listingHref } from '../../../shared/listing/listing-card';
import { formatListingPrice } from '../../../shared/lib/price';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { approveListing, approveListings, useModerationQueue, type ModerationRow } from '../api/admin-api';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable, type Column } from '../table/data-table';
import { pagingOf } from '../table/paging';
import { formatInstant } from '../table/format-instant';
import { useTableParams } from '../table/use-table-params';
import { useDecision } from './moderation-actions';
import { RejectDialog } from './reject-dialog';

const LINK = 'font-semibold text-brand-700 hover:underline dark:text-brand-300';
const MUTED = 'text-xs text-slate-500 dark:text-slate-400';
// A photo taken from a popular ad can match dozens: the first few say enough to decide.
const SHOWN_FLAGS = 3;

function ListingCell({ item }: { item: ModerationRow }) {
  const { t, i18n } = useTranslation('admin');
  const { listing } = item;
  return (
    <div className="flex min-w-56 flex-col gap-2">
      <div className="flex gap-1.5" data-testid="moderation-photos">
        {listing.images.slice(0, 4).map((image) => (
          <a key={image.id} href={image.url} target="_blank" rel="noreferrer">
            <img
              src={image.thumbnailUrl}
              alt={t('moderation.photoOf', { title: listing.title })}
              loading="lazy"
              className="h-14 w-18 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
            />
          </a>
        ))}
      </div>
      <Link to={listingHref(listing.id)} className={LINK} data-testid="moderation-title">
        {listing.title}
      </Link>
      <span className="text-sm">
        {formatListingPrice(i18n.language, listing.price, listing.currency)} · {listing.location}
      </span>
      <span className={MUTED}>
        {t('moderation.sent', { date: formatInstant(i18n.language, listing.updatedAt, true) })}
      </span>
    </div>
  );
}

function FlagsCell({ item }: { item: ModerationRow }) {
  const { t } = useTranslation('admin');
  if (item.flags.length === 0) return <span className={MUTED}>{t('moderation.noFlags')}</span>;
  return (
    <ul className="flex min-w-44 flex-col gap-1.5" data-testid="moderation-flags">
      {item.flags.slice(0, SHOWN_FLAGS).map((flag, index) => (
        <li key={index} className="flex flex-col gap-0.5">
          <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
            {t(`moderation.flags.${flag.kind}`, { defaultValue: flag.kind })}
          </span>
          {flag.relatedListing && (
            <Link
              to={listingHref(flag.relatedListing.id)}
              className={`${LINK} text-xs`}
              data-testid="moderation-flag-match"
            >
              {t('moderation.matches', { title: flag.relatedListing.title })}
            </Link>
          )}
        </li>
      ))}
      {item.flags.length > SHOWN_FLAGS && (
        <li className={MUTED}>{t('moderation.moreFlags', { count: item.flags.length - SHOWN_FLAGS })}</li>
      )}
    </ul>
  );
}

function SellerCell({ item }: { item: ModerationRow }) {
  const { t, i18n } = useTranslation('admin');
  const { seller } = item;
  return (
    <div className="flex min-w-44 flex-col gap-0.5" data-testid="moderation-seller">
      <span className="font-semibold">{seller.name}</span>
      <span dir="ltr" className={`${MUTED} text-start`}>
        {seller.email}
      </span>
      <span className={MUTED}>
        {t('moderation.memberSince', { date: formatInstant(i18n.language, seller.memberSince) })}
      </span>
      <span className={MUTED}>
        {t('moderation.record', {
          listings: seller.listings,
          rejections: seller.rejections,
          reports: seller.reports,
        })}
      </span>
    </div>
  );
}

function DecisionCell({ item }: { item: ModerationRow }) {
  const { t } = useTranslation('admin');
  const approve = useDecision(approveListing, () =>
    t('moderation.approve.done', { title: item.listing.title }),
  );
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        size="sm"
        data-testid="moderation-approve"
        disabled={approve.isPending}
        onClick={() => approve.mutate(item.id)}
      >
        {t('moderation.approve.action')}
      </Button>
      <RejectDialog id={item.id} title={item.listing.title} />
    </div>
  );
}

/** `/admin/moderation`: the listings waiting for review, oldest first, approved or rejected here. */
export default function ModerationPage() {
  const { t } = useTranslation('admin');
  const table = useTableParams([]);
  const queue = useModerationQueue(table.query());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const bulk = useDecision(approveListings, (result) =>
    t('moderation.approve.doneMany', { count: result.approved.length }),
  );
  const approveSelected = () =>
    bulk.mutate(
      [...selected].filter((id) => queue.rows?.some((row) => row.id === id)),
      {
        onSuccess: (result) => {
          setSelected(new Set());
          // Someone else decided these meanwhile: they leave the queue with the reload, and a word why.
          if (result.skipped.length > 0)
            notify('info', t('moderation.skipped', { count: result.skipped.length }));
        },
      },
    );
  const columns: Column<ModerationRow>[] = [
    { key: 'listing', header: t('moderation.columns.listing'), cell: (item) => <ListingCell item={item} /> },
    { key: 'flags', header: t('moderation.columns.flags'), cell: (item) => <FlagsCell item={item} /> },
    { key: 'seller', header: t('moderation.columns.seller'), cell: (item) => <SellerCell item={item} /> },
    {
      key: 'actions',
      header: t('moderation.columns.actions'),
      cell: (item) => <DecisionCell item={item} />,
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('nav.moderation')}
        actions={
          <Button
            data-testid="moderation-approve-selected"
            disabled={selected.size === 0 || bulk.isPending}
            onClick={approveSelected}
          >
            {t('moderation.approve.selected', { count: selected.size })}
          </Button>
        }
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('moderation.lead', { count: queue.data?.total ?? 0 })}
      </p>
      <DataTable
        testId="moderation-queue"
        columns={columns}
        {...pagingOf(queue, table, queue.rows)}
        selection={{ selected, onChange: setSelected }}
      />
    </>
  );
}
