import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';
import { buttonClasses } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { SUBSCRIBERS_CSV, useSubscribers, type Subscriber, type SubscriberList } from '../api/admin-desk-api';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable, type Column } from '../table/data-table';
import { pagingOf } from '../table/paging';
import { FilterBar } from '../table/filter-bar';
import { formatInstant } from '../table/format-instant';
import { useTableParams } from '../table/use-table-params';
import { NewsletterCampaigns } from './newsletter-campaigns';
import { NewsletterCompose } from './newsletter-compose';

const FILTERS = ['q'] as const;
const COUNTS = [
  'recipients',
  'footer',
  'accounts',
  'arabic',
  'unconfirmed',
] as const satisfies readonly (keyof SubscriberList['counts'])[];

/**
 * `/admin/newsletter`: who receives it (footer sign-ups once confirmed, and accounts that chose
 * it, each address once), the list as CSV, a new newsletter in English and Arabic, and the sends.
 */
export default function NewsletterPage() {
  const { t, i18n } = useTranslation('admin');
  const table = useTableParams(FILTERS);
  const subscribers = useSubscribers(table.query());
  const counts = subscribers.data?.counts;
  // An address is the row's identity: the list holds each once.
  const rows = subscribers.data?.items.map((row) => ({ ...row, id: row.email }));
  const columns: Column<Subscriber>[] = [
    {
      key: 'email',
      header: t('newsletter.columns.email'),
      cell: (row) => (
        <bdi dir="ltr" className="break-all">
          {row.email}
        </bdi>
      ),
    },
    { key: 'language', header: t('newsletter.columns.language'), cell: (row) => row.language.toUpperCase() },
    {
      key: 'source',
      header: t('newsletter.columns.source'),
      cell: (row) => t(`newsletter.source.${row.source}`),
    },
    {
      key: 'since',
      header: t('newsletter.columns.since'),
      wide: true,
      cell: (row) => formatInstant(i18n.language, row.since),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('nav.newsletter')}
        actions={
          <a
            href={SUBSCRIBERS_CSV}
            download
            data-testid="newsletter-export"
            className={buttonClasses('secondary')}
          >
            <Download aria-hidden className="h-4 w-4" />
            {t('newsletter.export')}
          </a>
        }
      />
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" data-testid="newsletter-counts">
        {COUNTS.map((key) => (
          <Card key={key} className="flex flex-col gap-1 p-4">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">
              {t(`newsletter.counts.${key}`)}
            </dt>
            <dd
              data-testid={`newsletter-count-${key}`}
              className="text-2xl font-bold text-slate-900 dark:text-white"
            >
              {counts ? formatNumber(i18n.language, counts[key]) : '…'}
            </dd>
          </Card>
        ))}
      </dl>
      <NewsletterCompose recipients={counts?.recipients} />
      <NewsletterCampaigns />
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">{t('newsletter.subscribers')}</h2>
        <FilterBar
          label={t('newsletter.search')}
          value={table.filters.q}
          onSearch={(value) => table.setFilter('q', value)}
        />
        <DataTable
          testId="newsletter-subscribers"
          columns={columns}
          {...pagingOf(subscribers, table, rows)}
        />
      </section>
    </>
  );
}
