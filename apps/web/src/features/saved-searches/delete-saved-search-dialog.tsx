import type { SavedSearch } from '@souqna/contracts';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_NAMESPACES } from '../../shared/lib/field-errors';
import { notify } from '../../shared/lib/toast';
import { buttonClasses } from '../../shared/ui/button';
import { DeleteDialogFooter } from '../../shared/dialog/delete-dialog-footer';
import { useDeleteSavedSearch } from './api/delete-saved-search';
import { isolated } from '../../shared/lib/bidi';

/** Delete, after a confirmation naming the search: its alerts stop with it. */
export function DeleteSavedSearchDialog({ search }: { search: SavedSearch }) {
  const { t } = useTranslation(['saved-searches', ...FORM_NAMESPACES]);
  const [open, setOpen] = useState(false);
  const deletion = useDeleteSavedSearch({
    onDeleted: () => {
      setOpen(false);
      notify('success', t('saved-searches:delete.done'));
    },
  });

  const onOpenChange = (next: boolean) => {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) deletion.reset();
  };
  const confirm = () => deletion.mutate(search.id);

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          data-testid="saved-search-delete"
          aria-label={t('saved-searches:delete.openNamed', { name: isolated(search.name) })}
          className={`${buttonClasses('ghost', 'sm')} text-red-700 dark:text-red-400`}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('saved-searches:delete.open')}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid="saved-search-delete-dialog"
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            {t('saved-searches:delete.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm break-words text-slate-600 dark:text-slate-300">
            {t('saved-searches:delete.body', { name: isolated(search.name) })}
          </AlertDialog.Description>
          <DeleteDialogFooter
            error={deletion.isError ? deletion.error : null}
            pending={deletion.isPending}
            labels={{
              cancel: t('saved-searches:delete.cancel'),
              confirm: t('saved-searches:delete.confirm'),
              deleting: t('saved-searches:delete.deleting'),
            }}
            confirmTestId="saved-search-delete-confirm"
            onConfirm={confirm}
          />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
