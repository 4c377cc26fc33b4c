import type { Listing } from '@souqna/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/lib/toast';
import { useDeleteListing } from '../api/delete-listing';
import { DeleteDialogFooter, QUIET_DANGER_BUTTON } from '../../../shared/dialog/delete-dialog-footer';
import { ConfirmDialog, WarningHeading } from '../../../shared/dialog/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="listing-delete-dialog"
      trigger={
        <button type="button" data-testid="listing-delete" className={QUIET_DANGER_BUTTON}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('delete.open')}
        </button>
      }
    >
      <WarningHeading title={t('delete.title')} description={t('delete.body', { title: listing.title })} />
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
    </ConfirmDialog>
  );
}
