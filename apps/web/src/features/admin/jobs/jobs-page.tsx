import type { DeadJob } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';
import { useDeadLetters } from '../api/admin-jobs-api';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable, type Column } from '../table/data-table';
import { pagingOf } from '../table/paging';
import { formatInstant } from '../table/format-instant';
import { useTableParams } from '../table/use-table-params';
import { RetryJobAction } from './retry-job-action';

const NO_FILTERS = [] as const;
/** What a row shows of a job's data: enough to tell two jobs apart; the whole of it on hover. */
const DATA_PREVIEW = 80;

const preview = (data: Record<string, unknown>) => {
  const text = JSON.stringify(data);
  return text.length > DATA_PREVIEW ? `${text.slice(0, DATA_PREVIEW - 1)}…` : text;
};

/** `/admin/jobs`: the dead letters (jobs that failed every attempt), each retried after a confirmation. */
export default function JobsPage() {
  const { t, i18n } = useTranslation('admin');
  const table = useTableParams(NO_FILTERS);
  const jobs = useDeadLetters(table.query());
  const columns: Column<DeadJob>[] = [
    { key: 'name', header: t('jobs.columns.name'), cell: (job) => <code dir="ltr">{job.name}</code> },
    {
      key: 'failedAt',
      header: t('jobs.columns.failedAt'),
      cell: (job) => (job.failedAt ? formatInstant(i18n.language, job.failedAt, true) : '—'),
    },
    {
      key: 'attempts',
      header: t('jobs.columns.attempts'),
      cell: (job) => formatNumber(i18n.language, job.attempts),
    },
    {
      key: 'error',
      header: t('jobs.columns.error'),
      cell: (job) => (
        <span
          dir="ltr"
          className="line-clamp-3 block max-w-xs text-start break-words"
          title={job.error ?? ''}
        >
          {job.error ?? '—'}
        </span>
      ),
    },
    {
      key: 'data',
      header: t('jobs.columns.data'),
      wide: true,
      cell: (job) => (
        <code
          dir="ltr"
          className="block max-w-xs text-start text-xs break-all"
          title={JSON.stringify(job.data)}
        >
          {preview(job.data)}
        </code>
      ),
    },
    { key: 'actions', header: t('jobs.columns.actions'), cell: (job) => <RetryJobAction job={job} /> },
  ];
  return (
    <>
      <AdminPageHeader title={t('nav.jobs')} />
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('jobs.intro')}</p>
      <DataTable testId="dead-jobs" columns={columns} {...pagingOf(jobs, table)} empty={t('jobs.empty')} />
    </>
  );
}
