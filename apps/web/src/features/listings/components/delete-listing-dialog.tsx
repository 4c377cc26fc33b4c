import type { Listing } from '@souqna/contracts';
import { Trash2, TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { useDeleteListing } from '../api/delete-listing';

// The button look of shared/ui in red: deleting a listing removes it and its photos for good.
const DANGER =
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-xl bg-red-700 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:bg-red-700/60 dark:bg-red-600 dark:hover:bg-red-700';

/**
 * Delete, after a confirmation naming the listing. The listing queries are refreshed by the
 * mutation itself; `onDeleted` decides where the person goes next.
 */
export function DeleteListingDialog({ listing, onDeleted }: { listing: Listing; onDeleted: () => void }) {
  const { t } = useTranslation(['listings', 'errors']);
  const deletion = useDeleteListing();
  const [open, setOpen] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) deletion.reset();
  };

  const confirm = () =>
    deletion.mutate(listing.id, {
      onSuccess: () => {
        setOpen(false);
        notify('success', t('delete.done'));
        onDeleted();
      },
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <button type="button" data-testid="listing-delete" className={DANGER}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('delete.open')}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid="listing-delete-dialog"
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
              <TriangleAlert aria-hidden className="h-5 w-5" />
            </span>
            <div className="flex min-w-0 flex-col gap-2">
              <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
                {t('delete.title')}
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm leading-relaxed break-words text-slate-600 dark:text-slate-300">
                {t('delete.body', { title: listing.title })}
              </AlertDialog.Description>
            </div>
          </div>
          {deletion.isError && (
            <p
              role="alert"
              data-testid="listing-delete-error"
              className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
            >
              {translateApiError(t, deletion.error)}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={deletion.isPending}>
                {t('delete.cancel')}
              </Button>
            </AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action: the dialog stays open until the server agrees. */}
            <button
              type="button"
              disabled={deletion.isPending}
              data-testid="listing-delete-confirm"
              className={DANGER}
              onClick={confirm}
            >
              {deletion.isPending ? t('delete.deleting') : t('delete.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
