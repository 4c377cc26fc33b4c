import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as ConfirmFrame } from '../../../shared/dialog/confirm-dialog';
import { DeleteDialogFooter } from '../../../shared/dialog/delete-dialog-footer';

/**
 * Asks before a delete in the messages (a message, a conversation). Opened by its caller (from a
 * menu item or a button); stays open, Cancel disabled, until the server answers, and says what it
 * refused.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirm,
  pending,
  error,
  testId,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirm: string;
  pending: boolean;
  error: unknown;
  testId: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <ConfirmFrame open={open} onOpenChange={(next) => !pending && onOpenChange(next)} testId={testId}>
      <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </AlertDialog.Title>
      <AlertDialog.Description className="text-sm break-words text-slate-600 dark:text-slate-300">
        {body}
      </AlertDialog.Description>
      <DeleteDialogFooter
        error={error}
        pending={pending}
        labels={{ cancel: t('confirm.cancel'), confirm, deleting: t('confirm.deleting') }}
        confirmTestId={`${testId}-confirm`}
        onConfirm={onConfirm}
      />
    </ConfirmFrame>
  );
}
