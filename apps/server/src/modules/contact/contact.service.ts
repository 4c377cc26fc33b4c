import type { ContactRequest, AdminContactSubmission } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { pageOf } from '../../platform/http/paging.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { contactReplyMail } from './contact.mails.js';
import {
  findSubmissionForUpdate,
  findSubmissions,
  insertContactSubmission,
  updateSubmission,
  type ContactRow,
} from './contact.repository.js';

/** Stores a contact-form submission for the admin inbox. */
export async function submitContact(
  deps: { db: Database; events: EventBus },
  input: ContactRequest,
  ip?: string,
) {
  const row = await insertContactSubmission(deps.db, { ...input, ip });
  await deps.events.emit('contact.submitted', { id: row.id, email: input.email, subject: input.subject });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

export const presentSubmission = (row: ContactRow): AdminContactSubmission => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  archivedAt: row.archivedAt?.toISOString() ?? null,
  reply:
    row.replyMessage && row.repliedAt
      ? { message: row.replyMessage, at: row.repliedAt.toISOString(), by: row.repliedBy }
      : null,
});

export async function listSubmissions(
  deps: { db: Database },
  query: { q?: string; archived: 'true' | 'false'; page: number; limit: number },
) {
  const { rows, total, unread } = await findSubmissions(deps.db, {
    ...query,
    archived: query.archived === 'true',
  });
  return { ...pageOf(rows.map(presentSubmission), total, query), unread };
}

/** The submission, locked for the caller's transaction. */
export async function lockSubmission(db: Database, id: string) {
  const row = await findSubmissionForUpdate(db, id);
  if (!row) throw new AppError('CONTACT_SUBMISSION_NOT_FOUND');
  return row;
}

export const changeSubmission = updateSubmission;

/** Mails an admin's reply to the person who wrote (throws if the mail server refuses it). */
export const mailReply = (deps: { mailer: Mailer }, row: ContactRow, reply: string) =>
  deps.mailer.send(
    contactReplyMail({ to: row.email, name: row.name, subject: row.subject, message: row.message, reply }),
  );
