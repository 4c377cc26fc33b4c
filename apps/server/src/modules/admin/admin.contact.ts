import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  changeSubmission,
  lockSubmission,
  mailReply,
  presentSubmission,
} from '../contact/contact.service.js';
import { recordAudit } from './admin.audit.js';
import type { Actor } from './admin.service.js';

type Change = 'read' | 'archive';

/** Marks a contact message read or archives it (both idempotent: a repeat changes nothing). */
export async function changeContactSubmission(deps: ServiceDeps, actor: Actor, id: string, change: Change) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockSubmission(tx, id);
    const field = change === 'read' ? 'readAt' : 'archivedAt';
    if (before[field]) return before;
    const now = new Date();
    // An archived message was dealt with: it is read too.
    const after = await changeSubmission(tx, id, { [field]: now, readAt: before.readAt ?? now });
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: `contactSubmission.${change}`,
      targetType: 'contactSubmission',
      targetId: id,
      before: { [field]: null },
      after: { [field]: now.toISOString() },
    });
    return after;
  });
  return presentSubmission(row);
}

/**
 * Replies by mail and keeps the reply with the message. The mail goes out inside the
 * transaction: if the mail server refuses it, nothing is stored and the admin sees the error.
 */
export async function replyToContactSubmission(deps: ServiceDeps, actor: Actor, id: string, message: string) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockSubmission(tx, id);
    const now = new Date();
    const after = await changeSubmission(tx, id, {
      replyMessage: message,
      repliedAt: now,
      repliedBy: actor.id,
      readAt: before.readAt ?? now,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'contactSubmission.reply',
      targetType: 'contactSubmission',
      targetId: id,
      before: { reply: before.replyMessage },
      after: { reply: message },
    });
    await mailReply(deps, before, message);
    return after;
  });
  return presentSubmission(row);
}
