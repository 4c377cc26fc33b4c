import { pageCount } from '../../../shared/lib/use-page-param';

interface PagedQuery<Item> {
  data?: { items: Item[]; total: number; limit: number };
  isFetching: boolean;
}

/** What DataTable needs to page a list: its rows, whether it reloads, and where in it the address is. */
export interface Paging<Row> {
  rows: Row[] | undefined;
  loading: boolean;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * One admin list's paging for DataTable (`<DataTable {...pagingOf(query, table)} …/>`): the
 * answer's items (or `rows`, when the page shapes them) and page count, the page from the address.
 */
export function pagingOf<Item>(
  query: PagedQuery<Item>,
  table: { page: number; setPage: (page: number) => void },
): Paging<Item>;
export function pagingOf<Row>(
  query: PagedQuery<unknown>,
  table: { page: number; setPage: (page: number) => void },
  rows: Row[] | undefined,
): Paging<Row>;
export function pagingOf(
  query: PagedQuery<unknown>,
  table: { page: number; setPage: (page: number) => void },
  ...rows: [unknown[] | undefined] | []
): Paging<unknown> {
  return {
    rows: rows.length ? rows[0] : query.data?.items,
    loading: query.isFetching,
    page: table.page,
    pages: query.data ? pageCount(query.data) : 1,
    onPage: table.setPage,
  };
}
