import { SlidersHorizontal, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';

/**
 * Below 768 px the filters live in a sheet rising from the bottom, in reach of a thumb, opened by
 * "Filters (n)". Changes apply at once (the results behind update); the footer button closes it.
 * The page renders it only below 768 px, so widening the window unmounts it for the sidebar.
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

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" data-testid="browse-filters-open">
          <SlidersHorizontal aria-hidden className="h-4 w-4" />
          {count > 0
            ? t('filters.openCount', { number: formatNumber(i18n.language, count) })
            : t('filters.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="browse-filter-drawer"
          aria-describedby={undefined}
          className="fade-in fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
              {t('filters.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('filters.close')}
              className="flex h-10 w-10 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-5">{children}</div>
          <div className="border-t border-slate-200 p-4 dark:border-slate-800">
            <Dialog.Close asChild>
              <Button className="w-full" data-testid="browse-filters-done">
                {total === undefined ? t('filters.done') : t('filters.showResults', { count: total })}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
