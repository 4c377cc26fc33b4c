import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useMakes } from '../../shared/listing/vehicle-makes';
import {
  applyChange,
  parseBrowseParams,
  toSearchParams,
  type BrowseChange,
  type BrowseScope,
  type BrowseState,
} from './browse-query';

/**
 * The page's filters, sort and page, read from and written to the URL, so back and forward step
 * through them and a copied link shows the same results. Every change is a history entry.
 */
export function useBrowseState(scope: BrowseScope) {
  const [params, setParams] = useSearchParams();
  // A make or model in the URL is checked against the catalogue (browse-rules.ts), so the render
  // waits for it first; the render that waited is thrown away, and the memo runs again after.
  useMakes(params.has('make') || params.has('model'));
  const state = useMemo(() => parseBrowseParams(params, scope), [params, scope]);

  // Filters stay where the reader is; a new page of results starts at the top.
  const go = (next: BrowseState, keepScroll: boolean) =>
    setParams(toSearchParams(next, scope), { preventScrollReset: keepScroll });

  return {
    state,
    change: (change: BrowseChange) => go(applyChange(state, change, scope), true),
    setPage: (page: number) => go({ ...state, page }, false),
    /** Every filter off; on `/search` the words stay, since they are the search itself. */
    clear: () => go({ page: 1, ...(scope === 'search' && state.q ? { q: state.q } : {}) }, true),
  };
}

export type BrowseControls = ReturnType<typeof useBrowseState>;
