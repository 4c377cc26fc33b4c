import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../shared/listing/pagination';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Hidden below 1024 px: the columns a tablet can do without. */
  wide?: boolean;
}

const CELL = 'px-3 py-2.5 text-start align-middle';

/**
 * An admin list: a header, one row per item, an empty state, and the pages. With `selection` each
 * row has a checkbox and the header one selects the whole page (for bulk actions above it).
 */
export function DataTable<Row extends { id: string }>({
  rows,
  columns,
  page,
  pages,
  onPage,
  loading,
  testId,
  selection,
  empty,
}: {
  rows: Row[] | undefined;
  columns: Column<Row>[];
  /** A paged list's place (see `pagingOf`); a list that fits on one page leaves them out. */
  page?: number;
  pages?: number;
  onPage?: (page: number) => void;
  loading?: boolean;
  testId: string;
  selection?: { selected: ReadonlySet<string>; onChange: (next: Set<string>) => void };
  /** What an empty list says, where the page knows better than 'Nothing matches.'. */
  empty?: string;
}) {
  const { t } = useTranslation('admin');
  const ids = rows?.map((row) => row.id) ?? [];
  const allSelected = Boolean(selection) && ids.length > 0 && ids.every((id) => selection!.selected.has(id));
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const hide = (column: Column<Row>) => (column.wide ? 'hidden lg:table-cell' : '');
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table
          data-testid={testId}
          aria-busy={loading}
          className="w-full text-sm text-slate-800 dark:text-slate-100"
        >
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              {selection && (
                <th className={`${CELL} w-10`}>
                  <input
                    type="checkbox"
                    aria-label={t('table.selectPage')}
                    checked={allSelected}
                    onChange={() => selection.onChange(allSelected ? new Set() : new Set(ids))}
                  />
                </th>
              )}
              {columns.map((column) => (
                <th key={column.key} scope="col" className={`${CELL} ${hide(column)}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows?.map((row) => (
              <tr
                key={row.id}
                data-testid={`${testId}-row`}
                className="hover:bg-slate-50 dark:hover:bg-slate-800/40"
              >
                {selection && (
                  <td className={CELL}>
                    <input
                      type="checkbox"
                      aria-label={t('table.selectRow')}
                      checked={selection.selected.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} className={`${CELL} ${hide(column)}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows?.length === 0 && (
          <p
            data-testid={`${testId}-empty`}
            className="px-4 py-10 text-center text-sm text-slate-500 dark:text-slate-400"
          >
            {empty ?? t('table.empty')}
          </p>
        )}
        {!rows && <p className="px-4 py-10 text-center text-sm text-slate-500">{t('table.loading')}</p>}
      </div>
      {onPage && <Pagination page={page ?? 1} pages={pages ?? 1} onPage={onPage} />}
    </div>
  );
}
