import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/lib/toast';
import { useDeleteMessage } from '../api/delete';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The delete button in one's own message (where a pointer can hover, shown on hover or focus), and
 * the question it asks first.
 */
export function DeleteMessage({ messageId }: { messageId: string }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  const deletion = useDeleteMessage();
  return (
    <>
      <button
        type="button"
        aria-label={t('thread.delete')}
        data-testid="message-delete"
        onClick={() => {
          deletion.reset();
          setOpen(true);
        }}
        className="-m-1 rounded-md p-1 text-white/75 group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:hover)]:opacity-0 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        <Trash2 aria-hidden className="h-3.5 w-3.5" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('thread.deleteTitle')}
        body={t('thread.deleteBody')}
        confirm={t('thread.deleteConfirm')}
        pending={deletion.isPending}
        error={deletion.isError ? deletion.error : null}
        testId="message-delete-dialog"
        onConfirm={() =>
          deletion.mutate(messageId, {
            onSuccess: () => {
              setOpen(false);
              notify('success', t('thread.deletedDone'));
            },
          })
        }
      />
    </>
  );
}
