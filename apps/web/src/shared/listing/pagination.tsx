import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { buttonClasses } from '../ui/button';

/** The pages to offer: first, last, and two either side of the current one, gaps as `null`. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page]));
}

/** Page numbers with previous and next; the arrows turn with the reading direction. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('listing-browse');
  if (pages <= 1) return null;
  const step = buttonClasses('secondary', 'sm');
  return (
    <nav
      aria-label={t('pagination.label')}
      data-testid="browse-pagination"
      className="flex flex-wrap items-center justify-center gap-1.5"
    >
      <button
        type="button"
        className={step}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="browse-page-previous"
      >
        <ChevronLeft aria-hidden className="h-4 w-4 rtl:rotate-180" />
        {t('pagination.previous')}
      </button>
      {pageWindow(page, pages).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: formatNumber(i18n.language, number) })}
            onClick={() => onPage(number)}
            className={`${buttonClasses(number === page ? 'primary' : 'ghost', 'sm')} min-w-9 tabular-nums`}
          >
            {formatNumber(i18n.language, number)}
          </button>
        ),
      )}
      <button
        type="button"
        className={step}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid="browse-page-next"
      >
        {t('pagination.next')}
        <ChevronRight aria-hidden className="h-4 w-4 rtl:rotate-180" />
      </button>
    </nav>
  );
}
