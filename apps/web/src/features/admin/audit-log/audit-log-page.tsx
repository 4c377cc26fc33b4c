import type { AuditEntry } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { useAuditLog } from '../api/admin-api';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable, type Column } from '../table/data-table';
import { pagingOf } from '../table/paging';
import { FilterBar } from '../table/filter-bar';
import { formatInstant } from '../table/format-instant';
import { useTableParams } from '../table/use-table-params';
import { AuditDiff } from './audit-diff';

const FILTERS = ['q', 'action'] as const;
/** The actions the admin routes record (the API filters by any text; these are the ones offered). */
const ACTIONS = [
  'user.disable',
  'user.enable',
  'exchangeRate.set',
  'premiumRequest.approve',
  'premiumRequest.decline',
  'contactSubmission.reply',
  'newsletter.export',
  'newsletter.send',
  'job.retry',
];

/** `/admin/audit-log`: read-only; who did what to which object, and what it changed. */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation('admin');
  const table = useTableParams(FILTERS);
  const log = useAuditLog(table.query());
  const columns: Column<AuditEntry>[] = [
    {
      key: 'at',
      header: t('auditLog.at'),
      cell: (entry) => formatInstant(i18n.language, entry.createdAt, true),
    },
    {
      key: 'actor',
      header: t('auditLog.actor'),
      cell: (entry) => <span dir="ltr">{entry.actor?.email ?? t('auditLog.system')}</span>,
    },
    { key: 'action', header: t('auditLog.action'), cell: (entry) => <code dir="ltr">{entry.action}</code> },
    {
      key: 'target',
      header: t('auditLog.target'),
      wide: true,
      cell: (entry) => (
        <span dir="ltr" className="break-all">
          {[entry.targetType, entry.targetId].filter(Boolean).join(' ')}
        </span>
      ),
    },
    {
      key: 'diff',
      header: t('auditLog.changes'),
      cell: (entry) => (
        <details>
          <summary className="cursor-pointer text-brand-700 dark:text-brand-300">
            {t('auditLog.show')}
          </summary>
          <AuditDiff before={entry.before} after={entry.after} />
        </details>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader title={t('nav.auditLog')} />
      <FilterBar
        label={t('auditLog.search')}
        value={table.filters.q}
        onSearch={(value) => table.setFilter('q', value)}
      >
        <Select
          aria-label={t('auditLog.action')}
          data-testid="audit-log-action"
          value={table.filters.action}
          onChange={(event) => table.setFilter('action', event.target.value)}
          className="w-56"
        >
          <option value="">{t('auditLog.anyAction')}</option>
          {ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </Select>
      </FilterBar>
      <DataTable testId="audit-log" columns={columns} {...pagingOf(log, table)} />
    </>
  );
}
