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
import { ConfirmDialog } from '../../shared/dialog/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="saved-search-delete-dialog"
      trigger={
        <button
          type="button"
          data-testid="saved-search-delete"
          aria-label={t('saved-searches:delete.openNamed', { name: isolated(search.name) })}
          className={`${buttonClasses('ghost', 'sm')} text-red-700 dark:text-red-400`}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('saved-searches:delete.open')}
        </button>
      }
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
    </ConfirmDialog>
  );
}
