import { Dialog } from 'radix-ui';
import { Button } from '../ui/button';

/** A form dialog's buttons: Cancel closes it, the submit button says when it is at work. */
export function FormDialogActions({
  pending,
  labels,
  submitTestId,
}: {
  pending: boolean;
  labels: { cancel: string; submit: string; submitting: string };
  submitTestId: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={pending}>
          {labels.cancel}
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={pending} data-testid={submitTestId}>
        {pending ? labels.submitting : labels.submit}
      </Button>
    </div>
  );
}
