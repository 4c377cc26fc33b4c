import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { notify, textLanguage, type Reader } from '../notifications/notifications.service.js';
import {
  decideRequest,
  lockPendingRequest,
  presentForAdmin,
} from '../subscriptions/subscriptions.service.js';
import { updateAccount } from '../users/users.service.js';
import { recordAudit } from './admin.audit.js';
import type { Actor } from './admin.service.js';

const DAY_MS = 86_400_000;

const dateFor = (reader: Reader, date: Date) =>
  new Intl.DateTimeFormat(
    textLanguage(reader.language) === 'ar' ? (reader.latinDigits ? 'ar-SY-u-nu-latn' : 'ar-SY') : 'en-GB',
    { dateStyle: 'long', timeZone: 'UTC' },
  ).format(date);

const approvedText = (reader: Reader, until: Date) =>
  textLanguage(reader.language) === 'ar'
    ? {
        title: 'تمت الموافقة على طلب الاشتراك المميز',
        message: `حسابك مميز حتى ${dateFor(reader, until)}. يمكنك الآن نشر إعلاناتك.`,
      }
    : {
        title: 'Your premium request was approved',
        message: `Your account is premium until ${dateFor(reader, until)}. You can post listings now.`,
      };

const declinedText = (reader: Reader, note: string) =>
  textLanguage(reader.language) === 'ar'
    ? { title: 'لم تتم الموافقة على طلب الاشتراك المميز', message: note }
    : { title: 'Your premium request was declined', message: note };

/**
 * Approves a request: premium from now, or from the end of a period still running, for
 * `periodDays`; the request, the account and the audit entry commit together, then the
 * requester is told in their language.
 */
export async function approvePremiumRequest(deps: ServiceDeps, actor: Actor, id: string, periodDays: number) {
  const decided = await deps.db.transaction(async (tx) => {
    const row = await lockPendingRequest(tx, id);
    const before = row.user.premiumUntil;
    const from = Math.max(Date.now(), before?.getTime() ?? 0);
    const until = new Date(from + periodDays * DAY_MS);
    await updateAccount({ ...deps, db: tx }, row.user.id, { premiumUntil: until });
    const request = await decideRequest(tx, id, { status: 'approved', decidedBy: actor.id, periodDays });
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'premiumRequest.approve',
      targetType: 'premiumRequest',
      targetId: id,
      before: { status: 'pending', premiumUntil: before?.toISOString() ?? null },
      after: { status: 'approved', periodDays, premiumUntil: until.toISOString() },
    });
    return { request, user: { ...row.user, premiumUntil: until } };
  });
  await notify(deps, [decided.user.id], { type: 'SYSTEM_NOTICE' }, (reader) => ({
    ...approvedText(reader, decided.user.premiumUntil),
    targetType: 'premium',
  }));
  return presentForAdmin(decided);
}

export async function declinePremiumRequest(deps: ServiceDeps, actor: Actor, id: string, note: string) {
  if (!note.trim()) throw new AppError('VALIDATION_ERROR');
  const decided = await deps.db.transaction(async (tx) => {
    const row = await lockPendingRequest(tx, id);
    const request = await decideRequest(tx, id, {
      status: 'rejected',
      decidedBy: actor.id,
      decisionNote: note,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'premiumRequest.decline',
      targetType: 'premiumRequest',
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', note },
    });
    return { request, user: row.user };
  });
  await notify(deps, [decided.user.id], { type: 'SYSTEM_NOTICE' }, (reader) => ({
    ...declinedText(reader, note),
    targetType: 'premium',
  }));
  return presentForAdmin(decided);
}
