import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { focusBackTo } from '../../shared/ui/on-demand';
import { Button } from '../../shared/ui/button';

/**
 * The filters' sheet rising from the bottom, in reach of a thumb. Changes apply at once (the
 * results behind update); the footer button closes it. Mounted open by `FilterDrawer`, which
 * loads it on demand, so closing hands focus back to the drawer's button by hand.
 */
export default function FilterSheet({
  total,
  onClose,
  returnFocus,
  children,
}: {
  total?: number;
  onClose: () => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation('listing-browse');

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="browse-filter-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={focusBackTo(returnFocus)}
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
