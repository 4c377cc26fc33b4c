import { Ban, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { buttonClasses } from '../../../shared/ui/button';
import { useBlockedUsers, useSetBlocked } from '../api/block-user';
import { PersonAvatar } from './person-avatar';

/**
 * The people one has blocked, each with Unblock: beside the inbox's title, where blocking happens
 * (a thread's menu), rather than in the settings.
 */
export function BlockedPeople() {
  const { t } = useTranslation(['messages', 'errors']);
  const [open, setOpen] = useState(false);
  const blocked = useBlockedUsers(open);
  const unblock = useSetBlocked();
  const items = blocked.data?.items ?? [];

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        data-testid="blocked-open"
        className="inline-flex h-9 items-center gap-1.5 rounded-xl px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Ban aria-hidden className="h-4 w-4" />
        {t('messages:blocked.open')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="blocked-dialog"
          aria-describedby={undefined}
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-3">
            <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
              {t('messages:blocked.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('messages:blocked.close')}
              className="flex h-9 w-9 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {blocked.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {translateApiError(t, blocked.error)}
            </p>
          ) : blocked.isPending ? (
            <div className="h-14 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('messages:blocked.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {items.map(({ user }) => (
                <li key={user.id} data-testid="blocked-person" className="flex items-center gap-3">
                  <PersonAvatar person={user} size="sm" />
                  <span
                    dir="auto"
                    className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 dark:text-white"
                  >
                    {user.name}
                  </span>
                  <button
                    type="button"
                    disabled={unblock.isPending}
                    data-testid="blocked-unblock"
                    className={buttonClasses('secondary', 'sm')}
                    onClick={() =>
                      unblock.mutate(
                        { userId: user.id, blocked: false },
                        {
                          onSuccess: () =>
                            notify('success', t('messages:menu.unblocked', { name: user.name })),
                          onError: (error) => notify('error', translateApiError(t, error)),
                        },
                      )
                    }
                  >
                    {t('messages:blocked.unblock')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
