import { useSearchParams } from 'react-router';

/**
 * A table's filters and page kept in the address, so a filtered page can be reloaded, shared and
 * gone back to. Changing a filter returns to the first page: page 7 of the old filter means
 * nothing under the new one.
 */
export function useTableParams<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const setFilter = (key: Key, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });
  const setPage = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set('page', String(value));
      else next.delete('page');
      return next;
    });

  /** The API query: the filters that are set, and the page. */
  const query = () => {
    const search = new URLSearchParams();
    for (const key of keys) if (filters[key]) search.set(key, filters[key]);
    search.set('page', String(page));
    return search.toString();
  };
  return { filters, page, setFilter, setPage, query };
}
