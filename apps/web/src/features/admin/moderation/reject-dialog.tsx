import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REJECTION_REASON_CODES, type RejectionReason } from '@souqna/contracts';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/dialog/confirm-dialog';
import { DeleteDialogFooter, QUIET_DANGER_BUTTON } from '../../../shared/dialog/delete-dialog-footer';
import { notify } from '../../../shared/lib/toast';
import { TextArea } from '../../../shared/ui/field';
import { rejectListing } from '../api/admin-api';
import { decidedElsewhere } from './moderation-actions';

/** Reject one listing: a reason from the list its owner reads translated, and a note in the admin's words. */
export function RejectDialog({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation(['admin', 'listings']);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const queryClient = useQueryClient();
  const reject = useMutation({
    mutationFn: () =>
      rejectListing(id, { reason: reason as RejectionReason, note: note.trim() || undefined }),
    onSuccess: () => {
      setOpen(false);
      notify('success', t('moderation.reject.done', { title }));
    },
    onError: (error) => {
      if (!decidedElsewhere(error)) return;
      setOpen(false);
      notify('error', t('moderation.decidedElsewhere'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const noteNeeded = reason === 'other' && !note.trim();
  const submit = () => {
    setMissing(true);
    if (!reason || noteNeeded) return;
    reject.mutate();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) return;
        reject.reset();
        setMissing(false);
      }}
      testId="moderation-reject"
      trigger={
        <button type="button" data-testid="moderation-reject-open" className={QUIET_DANGER_BUTTON}>
          {t('moderation.reject.action')}
        </button>
      }
    >
      <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
        {t('moderation.reject.title', { title })}
      </AlertDialog.Title>
      <AlertDialog.Description className="text-sm text-slate-600 dark:text-slate-300">
        {t('moderation.reject.description')}
      </AlertDialog.Description>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('moderation.reject.reason')}
        </legend>
        {REJECTION_REASON_CODES.map((code) => (
          <label
            key={code}
            className="flex cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <input
              type="radio"
              name="rejection-reason"
              value={code}
              data-testid={`moderation-reason-${code}`}
              checked={reason === code}
              onChange={() => setReason(code)}
              className="mt-0.5"
            />
            {t(`listings:rejection.reasons.${code}`)}
          </label>
        ))}
        {missing && !reason && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {t('moderation.reject.reasonRequired')}
          </p>
        )}
      </fieldset>
      <TextArea
        label={t('moderation.reject.note')}
        hint={t('moderation.reject.noteHint')}
        error={missing && noteNeeded ? t('moderation.reject.noteRequired') : undefined}
        rows={3}
        maxLength={1000}
        value={note}
        data-testid="moderation-reject-note"
        onChange={(event) => setNote(event.target.value)}
      />
      <DeleteDialogFooter
        error={reject.error && !decidedElsewhere(reject.error) ? reject.error : null}
        pending={reject.isPending}
        labels={{
          cancel: t('actions.cancel'),
          confirm: t('moderation.reject.confirm'),
          deleting: t('actions.working'),
        }}
        confirmTestId="moderation-reject-confirm"
        onConfirm={submit}
      />
    </ConfirmDialog>
  );
}
