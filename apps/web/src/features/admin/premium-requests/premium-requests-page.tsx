import type { PremiumRequest } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { usePremiumRequests } from '../api/admin-desk-api';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable, type Column } from '../table/data-table';
import { pagingOf } from '../table/paging';
import { formatInstant } from '../table/format-instant';
import { useTableParams } from '../table/use-table-params';
import { PremiumDecision } from './premium-decision';

const FILTERS = ['status'] as const;
const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** `/admin/premium-requests`: open requests first (oldest first), each approved for a period or declined. */
export default function PremiumRequestsPage() {
  const { t, i18n } = useTranslation('admin');
  const table = useTableParams(FILTERS);
  const requests = usePremiumRequests(table.query());
  const when = (iso: string) => formatInstant(i18n.language, iso);
  const columns: Column<PremiumRequest>[] = [
    {
      key: 'user',
      header: t('premium.columns.user'),
      cell: (request) => (
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold">{request.user.name}</span>
          <span dir="ltr" className="text-start text-xs text-slate-500 dark:text-slate-400">
            {request.user.email}
          </span>
        </div>
      ),
    },
    { key: 'asked', header: t('premium.columns.asked'), cell: (request) => when(request.createdAt) },
    {
      key: 'note',
      header: t('premium.columns.note'),
      wide: true,
      cell: (request) => <span className="line-clamp-3 max-w-xs break-words">{request.note ?? '—'}</span>,
    },
    {
      key: 'premium',
      header: t('premium.columns.premiumUntil'),
      wide: true,
      cell: (request) =>
        request.user.premiumUntil && new Date(request.user.premiumUntil) > new Date()
          ? when(request.user.premiumUntil)
          : '—',
    },
    {
      key: 'status',
      header: t('premium.columns.status'),
      cell: (request) => (
        <div className="flex min-w-0 flex-col gap-0.5" data-testid="premium-status">
          <span className="font-medium">{t(`premium.status.${request.status}`)}</span>
          {request.status === 'approved' && request.periodDays && (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {t('premium.days', { count: request.periodDays })}
            </span>
          )}
          {request.decisionNote && (
            <span className="max-w-xs text-xs break-words text-slate-500 dark:text-slate-400">
              {request.decisionNote}
            </span>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('premium.columns.actions'),
      cell: (request) =>
        request.status === 'pending' ? (
          <PremiumDecision request={request} />
        ) : (
          request.decidedAt && when(request.decidedAt)
        ),
    },
  ];
  return (
    <>
      <AdminPageHeader title={t('nav.premiumRequests')} />
      <div className="flex flex-wrap gap-3">
        <Select
          aria-label={t('premium.anyStatus')}
          data-testid="premium-status-filter"
          value={table.filters.status}
          onChange={(event) => table.setFilter('status', event.target.value)}
          className="w-48"
        >
          <option value="">{t('premium.anyStatus')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`premium.status.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <DataTable testId="premium-requests" columns={columns} {...pagingOf(requests, table)} />
    </>
  );
}
