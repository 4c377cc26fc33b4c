import type { AdminContactSubmission } from '@souqna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, Mail } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { TextArea } from '../../../shared/ui/field';
import { archiveContact, markContactRead, replyToContact } from '../api/admin-desk-api';
import { formatInstant } from '../table/format-instant';

const REPLY_MAX = 5000;

/**
 * One contact message, opened from the inbox: opening it marks it read; the admin answers by mail
 * from here (the reply sent is kept and shown) and archives it when it is dealt with.
 */
export function ContactSubmissionDialog({
  submission,
  onClose,
}: {
  submission: AdminContactSubmission;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const [shown, setShown] = useState(submission);

  const { id, readAt } = submission;
  useEffect(() => {
    if (readAt) return;
    // A message counts as read once an admin opened it, whatever they do next.
    void markContactRead(id)
      .then(setShown)
      .then(reload, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened message
  }, [id, readAt]);

  const send = useMutation({
    mutationFn: () => replyToContact(id, reply.trim()),
    onSuccess: (answered) => {
      setShown(answered);
      setReply('');
      notify('success', t('admin:contact.reply.sent', { email: submission.email }));
      return reload();
    },
  });
  const archive = useMutation({
    mutationFn: () => archiveContact(id),
    onSuccess: () => {
      notify('success', t('admin:contact.archived', { count: 1 }));
      onClose();
      return reload();
    },
  });
  const when = (iso: string) => formatInstant(i18n.language, iso, true);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          data-testid="contact-submission"
          className="fade-in fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <div className="flex flex-col gap-1">
            <Dialog.Title className="text-lg font-bold break-words text-slate-900 dark:text-white">
              {shown.subject}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
              {t('admin:contact.from', { name: shown.name })}{' '}
              <bdi dir="ltr" className="font-medium">
                {shown.email}
              </bdi>{' '}
              · {when(shown.createdAt)}
            </Dialog.Description>
          </div>
          <p
            data-testid="contact-submission-message"
            className="rounded-xl bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800 dark:bg-slate-800/60 dark:text-slate-100"
          >
            {shown.message}
          </p>
          {shown.reply && (
            <section
              data-testid="contact-submission-reply"
              className="flex flex-col gap-1 rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-900 dark:bg-brand-950/40"
            >
              <h3 className="text-xs font-semibold text-brand-800 dark:text-brand-200">
                {t('admin:contact.reply.stored', { date: when(shown.reply.at) })}
              </h3>
              <p className="text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
                {shown.reply.message}
              </p>
            </section>
          )}
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!reply.trim()) return setReplyError(t('admin:contact.reply.required'));
              send.mutate();
            }}
          >
            <TextArea
              label={shown.reply ? t('admin:contact.reply.again') : t('admin:contact.reply.label')}
              hint={t('admin:contact.reply.hint', { email: shown.email })}
              rows={5}
              maxLength={REPLY_MAX}
              error={replyError ?? (send.error ? translateApiError(t, send.error) : undefined)}
              data-testid="contact-reply-text"
              value={reply}
              onChange={(event) => {
                setReply(event.target.value);
                setReplyError(undefined);
              }}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              {shown.archivedAt ? (
                <span className="self-center text-sm text-slate-500 dark:text-slate-400">
                  {t('admin:contact.status.archived')}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  data-testid="contact-archive"
                  disabled={archive.isPending}
                  onClick={() => archive.mutate()}
                >
                  <Archive aria-hidden className="h-4 w-4" />
                  {t('admin:contact.archiveAction')}
                </Button>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Dialog.Close asChild>
                  <Button variant="ghost">{t('admin:contact.close')}</Button>
                </Dialog.Close>
                <Button type="submit" data-testid="contact-reply-send" disabled={send.isPending}>
                  <Mail aria-hidden className="h-4 w-4" />
                  {send.isPending ? t('admin:actions.working') : t('admin:contact.reply.send')}
                </Button>
              </div>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
