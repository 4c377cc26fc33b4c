import { unsubscribeLinks } from '../../platform/mail/unsubscribe-token.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as messaging from '../messaging/messaging.service.js';
import * as users from '../users/users.service.js';
import { messageMail } from './notifications.mails.js';
import { claimMessageMail } from './notifications.repository.js';
import { quotedMessage } from './notifications.texts.js';

export const MESSAGE_MAIL_JOB = 'mail.new-message';
/**
 * A message mail waits this long, then goes only if the message is still unread: someone who
 * reads it in the app meanwhile (or whose socket had the thread open) gets no mail.
 */
export const MESSAGE_MAIL_DELAY_MS = 5 * 60_000;

/** A durable job per reader, run after the delay (it survives a restart). */
export async function queueMessageMails(
  deps: Pick<ServiceDeps, 'jobs'>,
  userIds: readonly string[],
  conversationId: string,
) {
  const startAfter = new Date(Date.now() + MESSAGE_MAIL_DELAY_MS);
  for (const userId of new Set(userIds)) {
    await deps.jobs.enqueue(MESSAGE_MAIL_JOB, { userId, conversationId }, { startAfter });
  }
}

/**
 * Sends the mail if the reader chose message mails, the thread still has unread messages for
 * them, and no mail of this thread went to them within the hour.
 */
export async function sendMessageMail(
  deps: ServiceDeps,
  userId: string,
  conversationId: string,
  jobId: string,
) {
  const reader = await users.mailRecipientOf(deps, userId);
  if (!reader?.settings.emailMessages) return;
  const unread = await messaging.unreadForMail(deps, conversationId, userId);
  if (!unread) return;
  if (!(await claimMessageMail(deps.db, userId, conversationId, jobId))) return;
  const people = await users.peopleByIds(deps, [
    ...new Set(unread.messages.map((message) => message.senderId)),
  ]);
  const textReader = { language: reader.settings.language, latinDigits: reader.settings.latinDigits };
  const nameOf = (id: string) => {
    const person = people.get(id);
    return person?.profile.name || person?.profile.username || '—';
  };
  await deps.mailer.send(
    messageMail({
      to: reader.email,
      language: reader.settings.language,
      senderName: nameOf(unread.messages[0]!.senderId),
      listingTitle: unread.listingTitle,
      unread: unread.unread,
      quotes: unread.messages.map((message) => ({
        name: nameOf(message.senderId),
        content: quotedMessage(textReader, message),
      })),
      threadUrl: `${deps.publicUrl}/messages/${conversationId}`,
      unsubscribe: unsubscribeLinks(deps.publicUrl, deps.jwtSecret, { kind: 'messages', userId }),
    }),
  );
}

export function registerMessageMail(deps: ServiceDeps) {
  deps.jobs.work(MESSAGE_MAIL_JOB, (data, job) =>
    sendMessageMail(deps, String(data.userId), String(data.conversationId), job.id),
  );
}
