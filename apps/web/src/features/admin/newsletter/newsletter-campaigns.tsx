import type { NewsletterCampaign } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { useCampaigns } from '../api/admin-desk-api';
import { DataTable, type Column } from '../table/data-table';
import { formatInstant } from '../table/format-instant';

/** Newsletters sent, newest first, with their batches' progress (it refreshes while one is sending). */
export function NewsletterCampaigns() {
  const { t, i18n } = useTranslation('admin');
  const campaigns = useCampaigns();
  const columns: Column<NewsletterCampaign>[] = [
    {
      key: 'subject',
      header: t('newsletter.campaigns.subject'),
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <span lang="en" dir="ltr" className="text-start font-semibold break-words">
            {row.subjectEn}
          </span>
          <span
            lang="ar"
            dir="rtl"
            className="text-start text-xs break-words text-slate-500 dark:text-slate-400"
          >
            {row.subjectAr}
          </span>
        </div>
      ),
    },
    {
      key: 'progress',
      header: t('newsletter.campaigns.progress'),
      cell: (row) => (
        <div className="flex min-w-32 flex-col gap-1" data-testid="newsletter-campaign-progress">
          <progress
            max={Math.max(row.recipients, 1)}
            value={row.sent + row.failed}
            aria-label={t('newsletter.campaigns.progress')}
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
          <span className="text-xs text-slate-600 dark:text-slate-300">
            {t('newsletter.campaigns.sent', { sent: row.sent, recipients: row.recipients })}
            {row.failed > 0 && ` · ${t('newsletter.campaigns.failed', { count: row.failed })}`}
          </span>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('newsletter.campaigns.statusLabel'),
      cell: (row) => (
        <span data-testid="newsletter-campaign-status">{t(`newsletter.campaigns.states.${row.status}`)}</span>
      ),
    },
    {
      key: 'at',
      header: t('newsletter.campaigns.at'),
      wide: true,
      cell: (row) => formatInstant(i18n.language, row.createdAt, true),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{t('newsletter.campaigns.title')}</h2>
      <DataTable testId="newsletter-campaigns" rows={campaigns.data?.items} columns={columns} />
    </section>
  );
}
