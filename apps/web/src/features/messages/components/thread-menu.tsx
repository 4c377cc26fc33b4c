import { REPORT_REASONS, type Conversation } from '@souqna/contracts';
import { Ban, ChevronRight, Flag, MoreVertical, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { useSetBlocked } from '../api/block-user';
import { useHideConversation } from '../api/delete';
import { useReportConversation } from '../api/report-conversation';
import { ConfirmDialog } from './confirm-dialog';

// Never wider than the screen: a long name in "Block …" would push the menu past a phone's edge.
const MENU =
  'fade-in z-50 max-w-[calc(100vw-1rem)] min-w-56 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900';
const ITEM =
  'flex h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

/**
 * Block or unblock the other person, report the conversation to the admins with a reason, or
 * delete it from one's own list (after a confirmation; the other side keeps it).
 */
export function ThreadMenu({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation(['messages', 'errors']);
  const block = useSetBlocked();
  const report = useReportConversation();
  const hide = useHideConversation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const other = conversation.otherParticipant;
  if (!other) return null;

  const deleteForMe = () =>
    hide.mutate(conversation.id, {
      onSuccess: () => {
        setConfirming(false);
        notify('success', t('messages:menu.deleted'));
        void navigate('/messages');
      },
    });

  const toggleBlock = () =>
    block.mutate(
      { userId: other.id, blocked: !conversation.blocked },
      {
        onSuccess: ({ blocked }) =>
          notify(
            'success',
            t(blocked ? 'messages:menu.blocked' : 'messages:menu.unblocked', { name: other.name }),
          ),
        onError: (error) => notify('error', translateApiError(t, error)),
      },
    );

  const sendReport = (reason: (typeof REPORT_REASONS)[number]) =>
    report.mutate(
      { id: conversation.id, reason },
      {
        onSuccess: () => notify('success', t('messages:menu.reported')),
        onError: (error) =>
          error instanceof ApiError && error.status === 409
            ? notify('info', t('messages:menu.alreadyReported'))
            : notify('error', translateApiError(t, error)),
      },
    );

  return (
    <>
      <DropdownMenu.Root dir={i18n.dir()} modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('messages:menu.open')}
          data-testid="thread-menu"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <MoreVertical aria-hidden className="h-5 w-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className={MENU}>
            <DropdownMenu.Item className={ITEM} data-testid="thread-block" onSelect={toggleBlock}>
              <Ban aria-hidden className="h-4 w-4 shrink-0 text-red-700 dark:text-red-400" />
              <span className="min-w-0 truncate">
                {t(conversation.blocked ? 'messages:menu.unblock' : 'messages:menu.block', {
                  name: other.name,
                })}
              </span>
            </DropdownMenu.Item>
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={ITEM} data-testid="thread-report">
                <Flag aria-hidden className="h-4 w-4 shrink-0 text-brand-700 dark:text-brand-300" />
                {t('messages:menu.report')}
                <ChevronRight aria-hidden className="ms-auto h-4 w-4 rtl:-scale-x-100" />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent sideOffset={4} className={MENU}>
                  <DropdownMenu.Label className="px-3 py-1.5 text-xs text-slate-500 dark:text-slate-400">
                    {t('messages:menu.reportWhy')}
                  </DropdownMenu.Label>
                  {REPORT_REASONS.map((reason) => (
                    <DropdownMenu.Item
                      key={reason}
                      className={ITEM}
                      data-testid={`report-${reason}`}
                      onSelect={() => sendReport(reason)}
                    >
                      {t(`messages:menu.reasons.${reason}`)}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
            <DropdownMenu.Item
              className={ITEM}
              data-testid="thread-delete"
              onSelect={() => {
                hide.reset();
                setConfirming(true);
              }}
            >
              <Trash2 aria-hidden className="h-4 w-4 shrink-0 text-red-700 dark:text-red-400" />
              {t('messages:menu.delete')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('messages:menu.deleteTitle')}
        body={t('messages:menu.deleteBody', { name: other.name })}
        confirm={t('messages:menu.deleteConfirm')}
        pending={hide.isPending}
        error={hide.isError ? hide.error : null}
        testId="thread-delete-dialog"
        onConfirm={deleteForMe}
      />
    </>
  );
}
