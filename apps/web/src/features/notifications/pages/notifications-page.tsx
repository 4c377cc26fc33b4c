import { NOTIFICATION_TYPES, type NotificationType } from '@souqna/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, WarningHeading } from '../../../shared/dialog/confirm-dialog';
import { DeleteDialogFooter } from '../../../shared/dialog/delete-dialog-footer';
import { i18n } from '../../../shared/lib/i18n';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { Select } from '../../../shared/ui/select';
import {
  useClearNotifications,
  useDeleteNotification,
  useMarkAllRead,
  useNotifications,
} from '../api/notifications';
import { useOpenNotification } from '../components/notification-menu';
import { NotificationText } from '../components/notification-row';

await i18n.loadNamespaces('account');

/**
 * `/notifications`: every notification of the signed-in user, newest first, by type if chosen,
 * a page at a time; each can be opened (marked read) or deleted, and all cleared.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('account', { keyPrefix: 'center' });
  const [type, setType] = useState<NotificationType | ''>('');
  const query = useNotifications(type);
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const clear = useClearNotifications();
  const { t: tAccount } = useTranslation('account');
  const [clearing, setClearing] = useState(false);
  const open = useOpenNotification();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const first = query.data?.pages[0];
  const failed = (key: string) => () => notify('error', t(key));

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          {t('title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t('page.lead')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('page.filter')}
          <Select
            data-testid="notifications-filter"
            value={type}
            onChange={(event) => setType(event.target.value as NotificationType | '')}
          >
            <option value="">{t('types.all')}</option>
            {NOTIFICATION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </Select>
        </label>
        <div className="ms-auto flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!first?.unreadCount}
            data-testid="notifications-page-read-all"
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => notify('success', t('allRead')),
                onError: failed('errors.updateMany'),
              })
            }
          >
            {t('markAllRead')}
          </Button>
          <ConfirmDialog
            open={clearing}
            onOpenChange={(next) => {
              setClearing(next);
              if (!next) clear.reset();
            }}
            testId="notifications-clear-dialog"
            trigger={
              <Button
                variant="ghost"
                size="sm"
                disabled={items.length === 0}
                data-testid="notifications-clear"
              >
                {t('page.clear')}
              </Button>
            }
          >
            <WarningHeading title={t('page.clear')} description={t('page.clearConfirm')} />
            <DeleteDialogFooter
              error={clear.error}
              pending={clear.isPending}
              labels={{
                cancel: tAccount('delete.cancel'),
                confirm: t('page.clear'),
                deleting: tAccount('delete.deleting'),
              }}
              confirmTestId="notifications-clear-confirm"
              onConfirm={() =>
                clear.mutate(undefined, {
                  onSuccess: () => {
                    setClearing(false);
                    notify('success', t('page.cleared'));
                  },
                })
              }
            />
          </ConfirmDialog>
        </div>
      </div>
      {query.isError && <p className="text-red-700 dark:text-red-400">{t('errors.load')}</p>}
      {query.data && items.length === 0 && (
        <p data-testid="notifications-empty" className="py-10 text-center text-slate-500 dark:text-slate-400">
          {t('empty')}
        </p>
      )}
      <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {items.map((item) => (
          <li key={item.id} data-testid="notification-row" className="flex items-start gap-2 p-3">
            <button
              type="button"
              className="flex min-w-0 flex-1 rounded-lg p-1 hover:bg-slate-50 dark:hover:bg-slate-800"
              onClick={() => open(item)}
            >
              <NotificationText item={item} full />
            </button>
            <button
              type="button"
              aria-label={t('page.delete')}
              title={t('page.delete')}
              data-testid="notification-delete"
              onClick={() => remove.mutate(item.id, { onError: failed('errors.update') })}
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-red-700 dark:hover:bg-slate-800 dark:hover:text-red-400"
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          data-testid="notifications-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('page.more')}
        </Button>
      )}
    </div>
  );
}
