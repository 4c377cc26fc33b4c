import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The floating panel under the search box. Pressing in it keeps the focus in the box, so the list
 * stays open until the click lands.
 */
export function SuggestionPanel({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="suggestions"
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {children}
    </div>
  );
}

/** 'Searching...' or 'No results found for "{query}"', announced as it changes. */
export function SuggestionStatus({ query }: { query?: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      data-testid="suggestions-status"
      className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300"
    >
      {query === undefined ? t('search.searching') : t('search.noResults', { query })}
    </p>
  );
}
