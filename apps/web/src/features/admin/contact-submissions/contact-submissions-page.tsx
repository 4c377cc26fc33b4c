import type { AdminContactSubmission } from '@souqna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { Select } from '../../../shared/ui/select';
import { archiveContact, markContactRead, useContactSubmissions } from '../api/admin-desk-api';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable, type Column } from '../table/data-table';
import { pagingOf } from '../table/paging';
import { FilterBar } from '../table/filter-bar';
import { formatInstant } from '../table/format-instant';
import { useTableParams } from '../table/use-table-params';
import { ContactSubmissionDialog } from './contact-submission-dialog';

const FILTERS = ['q', 'archived'] as const;
const BULK = { read: markContactRead, archive: archiveContact } as const;

const statusOf = (row: AdminContactSubmission) =>
  row.archivedAt ? 'archived' : row.reply ? 'replied' : row.readAt ? 'read' : 'unread';

/**
 * `/admin/contact-submissions`: what visitors wrote from /contact, unread first; search, open to
 * read and answer by mail, archive; several marked read or archived at once.
 */
export default function ContactSubmissionsPage() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const table = useTableParams(FILTERS);
  const submissions = useContactSubmissions(table.query());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<AdminContactSubmission>();
  const queryClient = useQueryClient();
  const bulk = useMutation({
    mutationFn: async (change: keyof typeof BULK) => {
      // One call per message: a page holds twenty at most, and each change is audited on its own.
      await Promise.all([...selected].map((id) => BULK[change](id)));
      return change;
    },
    onSuccess: (change) => {
      notify(
        'success',
        t(change === 'read' ? 'admin:contact.markedRead' : 'admin:contact.archived', {
          count: selected.size,
        }),
      );
      setSelected(new Set());
    },
    onError: (error) => notify('error', translateApiError(t, error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const archived = table.filters.archived === 'true';
  const columns: Column<AdminContactSubmission>[] = [
    {
      key: 'from',
      header: t('admin:contact.columns.from'),
      cell: (row) => (
        <div className="flex min-w-0 flex-col">
          <span className={row.readAt ? '' : 'font-bold'}>{row.name}</span>
          <span dir="ltr" className="text-start text-xs text-slate-500 dark:text-slate-400">
            {row.email}
          </span>
        </div>
      ),
    },
    {
      key: 'subject',
      header: t('admin:contact.columns.subject'),
      cell: (row) => (
        <button
          type="button"
          data-testid="contact-open"
          onClick={() => setOpened(row)}
          className={`flex max-w-md flex-col text-start hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 ${row.readAt ? '' : 'font-bold'}`}
        >
          <span className="break-words">{row.subject}</span>
          <span className="line-clamp-1 text-xs font-normal text-slate-500 dark:text-slate-400">
            {row.message}
          </span>
        </button>
      ),
    },
    {
      key: 'received',
      header: t('admin:contact.columns.received'),
      wide: true,
      cell: (row) => formatInstant(i18n.language, row.createdAt, true),
    },
    {
      key: 'status',
      header: t('admin:contact.columns.status'),
      cell: (row) => (
        <span
          data-testid="contact-status"
          className={row.readAt ? '' : 'font-bold text-brand-700 dark:text-brand-300'}
        >
          {t(`admin:contact.status.${statusOf(row)}`)}
        </span>
      ),
    },
  ];
  const unread = submissions.data?.unread;
  return (
    <>
      <AdminPageHeader
        title={t('admin:nav.contact')}
        actions={
          unread !== undefined && (
            <span data-testid="contact-unread" className="text-sm text-slate-600 dark:text-slate-300">
              {t('admin:contact.unread', { count: unread })}
            </span>
          )
        }
      />
      <FilterBar
        label={t('admin:contact.search')}
        value={table.filters.q}
        onSearch={(value) => table.setFilter('q', value)}
      >
        <Select
          aria-label={t('admin:contact.box')}
          data-testid="contact-box"
          value={table.filters.archived}
          onChange={(event) => table.setFilter('archived', event.target.value)}
          className="w-44"
        >
          <option value="">{t('admin:contact.inbox')}</option>
          <option value="true">{t('admin:contact.archiveBox')}</option>
        </Select>
      </FilterBar>
      {selected.size > 0 && (
        <div
          data-testid="contact-bulk"
          className="flex flex-wrap items-center gap-2 rounded-2xl bg-brand-50 px-4 py-2 text-sm dark:bg-brand-950/50"
        >
          <span className="me-auto font-medium">{t('admin:table.selected', { count: selected.size })}</span>
          <Button
            size="sm"
            variant="secondary"
            data-testid="contact-bulk-read"
            disabled={bulk.isPending}
            onClick={() => bulk.mutate('read')}
          >
            {t('admin:contact.markRead')}
          </Button>
          {!archived && (
            <Button
              size="sm"
              variant="secondary"
              data-testid="contact-bulk-archive"
              disabled={bulk.isPending}
              onClick={() => bulk.mutate('archive')}
            >
              {t('admin:contact.archiveAction')}
            </Button>
          )}
        </div>
      )}
      <DataTable
        testId="contact-submissions"
        columns={columns}
        {...pagingOf(submissions, table)}
        // A selection is of the page it was made on.
        onPage={(page) => {
          setSelected(new Set());
          table.setPage(page);
        }}
        selection={{ selected, onChange: setSelected }}
      />
      {opened && <ContactSubmissionDialog submission={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
