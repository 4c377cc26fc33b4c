import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../lib/field-errors';
import { Button } from '../ui/button';

// The button look of shared/ui in red: what it deletes is gone for good.
export const DANGER_BUTTON =
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-xl bg-red-700 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:bg-red-700/60 dark:bg-red-600 dark:hover:bg-red-700';

/**
 * What opens a delete dialog: red words on no fill, so a row's or a page's main actions lead and
 * the filled red stays with the confirmation, where the deleting really happens.
 */
export const QUIET_DANGER_BUTTON =
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold whitespace-nowrap text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:text-red-300 dark:hover:bg-red-950/60';

/** A delete dialog's foot: what the server refused, Cancel, and the button that deletes. */
export function DeleteDialogFooter({
  error,
  pending,
  labels,
  confirmTestId,
  errorTestId,
  onConfirm,
}: {
  error: unknown;
  pending: boolean;
  labels: { cancel: string; confirm: string; deleting: string };
  confirmTestId: string;
  errorTestId?: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('errors');
  return (
    <>
      {error != null && (
        <p
          role="alert"
          data-testid={errorTestId}
          className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          {translateApiError(t, error)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel asChild>
          <Button variant="secondary" disabled={pending}>
            {labels.cancel}
          </Button>
        </AlertDialog.Cancel>
        {/* A plain button, not AlertDialog.Action: the dialog stays open until the server agrees. */}
        <button
          type="button"
          disabled={pending}
          data-testid={confirmTestId}
          className={DANGER_BUTTON}
          onClick={onConfirm}
        >
          {pending ? labels.deleting : labels.confirm}
        </button>
      </div>
    </>
  );
}
