import type { Listing } from '@souqna/contracts';
import { Trash2, TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/lib/toast';
import { useDeleteListing } from '../api/delete-listing';
import { DeleteDialogFooter, QUIET_DANGER_BUTTON } from '../../../shared/dialog/delete-dialog-footer';

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
        <button type="button" data-testid="listing-delete" className={QUIET_DANGER_BUTTON}>
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
          <DeleteDialogFooter
            error={deletion.isError ? deletion.error : null}
            pending={deletion.isPending}
            labels={{
              cancel: t('delete.cancel'),
              confirm: t('delete.confirm'),
              deleting: t('delete.deleting'),
            }}
            confirmTestId="listing-delete-confirm"
            errorTestId="listing-delete-error"
            onConfirm={confirm}
          />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
