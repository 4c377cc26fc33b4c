import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { QUIET_DANGER_BUTTON } from '../../../shared/dialog/delete-dialog-footer';
import { listingHref } from '../../../shared/listing/listing-card';
import { Button } from '../../../shared/ui/button';
import { Select } from '../../../shared/ui/select';
import { dismissReports, resolveReports, useReportQueue, type ReportRow } from '../api/admin-people-api';
import { AdminPageHeader } from '../shell/admin-page-header';
import { ConfirmAction } from '../shell/confirm-action';
import { WarnAction } from '../shell/warn-action';
import { DataTable, type Column } from '../table/data-table';
import { pagingOf } from '../table/paging';
import { formatInstant } from '../table/format-instant';
import { useTableParams } from '../table/use-table-params';

const LINK = 'font-semibold text-brand-700 hover:underline dark:text-brand-300';
const MUTED = 'text-xs text-slate-500 dark:text-slate-400';
const FILTERS = ['status'] as const;

function useDismiss() {
  const { t } = useTranslation(['admin', 'errors']);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: (result) => notify('success', t('admin:reports.dismissed', { count: result.closed })),
    onError: (error) => notify('error', translateApiError(t, error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

function TargetCell({ group }: { group: ReportRow }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex min-w-48 flex-col gap-0.5">
      <span className={MUTED}>{t(`reports.target.${group.targetType}`)}</span>
      {group.listing ? (
        <Link to={listingHref(group.listing.id)} className={LINK} data-testid="reports-listing">
          {group.listing.title}
        </Link>
      ) : (
        <span>—</span>
      )}
      {group.reportedUser && (
        <Link
          to={`/admin/users/${group.reportedUser.id}`}
          className="text-sm hover:underline"
          data-testid="reports-user"
        >
          {group.reportedUser.name}
          {group.reportedUser.status === 'disabled' && ` · ${t('users.status.disabled')}`}
        </Link>
      )}
    </div>
  );
}

function ReasonsCell({ group }: { group: ReportRow }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <span className="font-semibold" data-testid="reports-count">
        {t('reports.count', { count: group.count })}
      </span>
      <div className="flex flex-wrap gap-1">
        {group.reasons.map(({ reason, count }) => (
          <span
            key={reason}
            className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
          >
            {t(`reports.reason.${reason}`, reason)} × {count}
          </span>
        ))}
      </div>
      {group.details.slice(0, 3).map((text, index) => (
        <p key={index} className="line-clamp-2 text-xs break-words text-slate-600 dark:text-slate-300">
          “{text}”
        </p>
      ))}
      <span className={MUTED}>
        {t('reports.when', {
          first: formatInstant(i18n.language, group.firstReportedAt),
          last: formatInstant(i18n.language, group.lastReportedAt),
        })}
      </span>
    </div>
  );
}

function DecisionCell({ group }: { group: ReportRow }) {
  const { t } = useTranslation('admin');
  const dismiss = useDismiss();
  if (group.status !== 'open') return <span className={MUTED}>{t('reports.status.closed')}</span>;
  const target = { targetType: group.targetType, targetId: group.targetId };
  const name = group.reportedUser?.name ?? '';
  const confirmed = (outcome: 'removeListing' | 'disable') => (
    <ConfirmAction
      testId={`reports-${outcome}`}
      trigger={
        <button type="button" className={QUIET_DANGER_BUTTON} data-testid={`reports-${outcome}-open`}>
          {t(`reports.${outcome}.action`)}
        </button>
      }
      title={t(`reports.${outcome}.title`, { title: group.listing?.title ?? '', name })}
      description={t(`reports.${outcome}.description`)}
      confirmLabel={t(`reports.${outcome}.action`)}
      done={t(`reports.${outcome}.done`, { title: group.listing?.title ?? '', name })}
      run={() => resolveReports({ ...target, outcome })}
    />
  );
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        size="sm"
        variant="secondary"
        data-testid="reports-dismiss"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate([target])}
      >
        {t('reports.dismiss')}
      </Button>
      {group.targetType === 'LISTING' && group.listing && confirmed('removeListing')}
      {group.reportedUser && (
        <WarnAction
          testId="reports-warn"
          trigger={
            <button type="button" className={QUIET_DANGER_BUTTON} data-testid="reports-warn-open">
              {t('userDetail.warn.action')}
            </button>
          }
          name={name}
          send={(message) => resolveReports({ ...target, outcome: 'warn', message })}
        />
      )}
      {group.reportedUser && group.reportedUser.status !== 'disabled' && confirmed('disable')}
    </div>
  );
}

/** `/admin/reports`: listing and conversation reports, one row a target, open first; decided here. */
export default function ReportsPage() {
  const { t } = useTranslation('admin');
  const table = useTableParams(FILTERS);
  const queue = useReportQueue(table.query());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const dismiss = useDismiss();
  const chosen = queue.rows?.filter((row) => selected.has(row.id) && row.status === 'open') ?? [];
  const columns: Column<ReportRow>[] = [
    { key: 'target', header: t('reports.columns.target'), cell: (group) => <TargetCell group={group} /> },
    { key: 'reasons', header: t('reports.columns.reports'), cell: (group) => <ReasonsCell group={group} /> },
    { key: 'actions', header: t('reports.columns.actions'), cell: (group) => <DecisionCell group={group} /> },
  ];
  return (
    <>
      <AdminPageHeader
        title={t('nav.reports')}
        actions={
          <Button
            data-testid="reports-dismiss-selected"
            disabled={chosen.length === 0 || dismiss.isPending}
            onClick={() =>
              dismiss.mutate(
                chosen.map(({ targetType, targetId }) => ({ targetType, targetId })),
                { onSuccess: () => setSelected(new Set()) },
              )
            }
          >
            {t('reports.dismissSelected', { count: chosen.length })}
          </Button>
        }
      />
      <Select
        aria-label={t('reports.filter')}
        data-testid="reports-status"
        value={table.filters.status}
        onChange={(event) => table.setFilter('status', event.target.value)}
        className="w-56"
      >
        <option value="">{t('reports.status.all')}</option>
        <option value="open">{t('reports.status.open')}</option>
        <option value="closed">{t('reports.status.closed')}</option>
      </Select>
      <DataTable
        testId="reports-queue"
        columns={columns}
        {...pagingOf(queue, table, queue.rows)}
        selection={{ selected, onChange: setSelected }}
      />
    </>
  );
}
