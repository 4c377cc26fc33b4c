import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../shared/dialog/form-dialog-actions';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';

/**
 * An admin action that needs words or a number first (a period, a note, a reply): the trigger,
 * a dialog with the fields, the call; the dialog stays open with the server's error until it
 * agrees, then a toast says what happened and the admin lists reload.
 */
export function FormAction({
  trigger,
  title,
  description,
  submitLabel,
  done,
  testId,
  run,
  onClosed,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description?: string;
  submitLabel: string;
  done: string;
  testId: string;
  /** Resolves when the server agreed; returning `false` keeps the dialog open (the fields said no). */
  run: () => Promise<unknown> | false;
  onClosed?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: async () => {
      const call = run();
      if (call === false) return false;
      await call;
      return true;
    },
    onSuccess: (sent) => {
      if (!sent) return;
      change(false);
      notify('success', done);
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const change = (next: boolean) => {
    if (action.isPending) return;
    setOpen(next);
    if (!next) {
      action.reset();
      onClosed?.();
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          data-testid={testId}
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-lg font-bold break-words text-slate-900 dark:text-white">
            {title}
          </Dialog.Title>
          {description && (
            <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
              {description}
            </Dialog.Description>
          )}
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              action.mutate();
            }}
          >
            {children}
            {action.error && (
              <p
                role="alert"
                className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
              >
                {translateApiError(t, action.error)}
              </p>
            )}
            <FormDialogActions
              pending={action.isPending}
              labels={{
                cancel: t('admin:actions.cancel'),
                submit: submitLabel,
                submitting: t('admin:actions.working'),
              }}
              submitTestId={`${testId}-submit`}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
