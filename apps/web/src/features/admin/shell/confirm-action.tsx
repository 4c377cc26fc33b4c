import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, WarningHeading } from '../../../shared/dialog/confirm-dialog';
import { DeleteDialogFooter } from '../../../shared/dialog/delete-dialog-footer';
import { notify } from '../../../shared/lib/toast';

/**
 * A destructive admin action behind the shared confirmation: the trigger button, the question,
 * the call; on success the dialog closes, a toast says what happened and the admin lists reload.
 */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel,
  done,
  testId,
  run,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** The toast after it worked. */
  done: string;
  testId: string;
  run: () => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: run,
    onSuccess: () => {
      setOpen(false);
      notify('success', done);
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) action.reset();
      }}
      trigger={trigger}
      testId={testId}
    >
      <WarningHeading title={title} description={description} />
      <DeleteDialogFooter
        error={action.error}
        pending={action.isPending}
        labels={{ cancel: t('actions.cancel'), confirm: confirmLabel, deleting: t('actions.working') }}
        confirmTestId={`${testId}-confirm`}
        onConfirm={() => action.mutate()}
      />
    </ConfirmDialog>
  );
}
