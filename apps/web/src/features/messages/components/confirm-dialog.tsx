import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { Button } from '../../../shared/ui/button';

const DANGER =
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-xl bg-red-700 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:bg-red-700/60 dark:bg-red-600 dark:hover:bg-red-700';

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
  const { t } = useTranslation(['messages', 'errors']);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid={testId}
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm break-words text-slate-600 dark:text-slate-300">
            {body}
          </AlertDialog.Description>
          {error != null && (
            <p
              role="alert"
              className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
            >
              {translateApiError(t, error)}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {t('messages:confirm.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={pending}
              data-testid={`${testId}-confirm`}
              className={DANGER}
              onClick={onConfirm}
            >
              {pending ? t('messages:confirm.deleting') : confirm}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
