import { useSearchParams } from 'react-router';

/**
 * The `?page=` of the address (1 when absent or unreadable), and a setter that keeps the other
 * parameters but `drops` (ones that point into the page left), drops `page` for the first page
 * and brings the top of the list into view.
 */
export function usePageParam(drops: readonly string[] = []): [number, (next: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of drops) updated.delete(name);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}

/** How many pages a list answer spans (at least one). */
export const pageCount = (data: { total: number; limit: number }) =>
  Math.max(1, Math.ceil(data.total / Math.max(1, data.limit)));
