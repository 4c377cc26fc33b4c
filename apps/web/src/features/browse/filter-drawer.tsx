import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../shared/lib/idle-preload';
import { formatNumber } from '../../shared/lib/format';
import { Button } from '../../shared/ui/button';

const loadSheet = () => import('./filter-sheet');
const FilterSheet = lazy(loadSheet);

/**
 * Below 768 px the filters live in a sheet opened by "Filters (n)". The page renders this only
 * below 768 px, so widening the window unmounts it for the sidebar. The sheet and its dialog
 * library are not part of the page's first load: fetched once the browser is idle, so the first
 * tap opens at once.
 */
export function FilterDrawer({
  count,
  total,
  children,
}: {
  count: number;
  total?: number;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('listing-browse');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => void loadSheet()), []);

  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        data-testid="browse-filters-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden className="h-4 w-4" />
        {count > 0
          ? t('filters.openCount', { number: formatNumber(i18n.language, count) })
          : t('filters.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterSheet total={total} onClose={() => setOpen(false)} returnFocus={button}>
            {children}
          </FilterSheet>
        </Suspense>
      )}
    </>
  );
}
