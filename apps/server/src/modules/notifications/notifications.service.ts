import type {
  Notification,
  NotificationList,
  NotificationsChanged,
  NotificationType,
} from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as users from '../users/users.service.js';
import type { UserRow } from '../users/users.types.js';
import { notify } from './notifications.fanout.js';
import { canAnnounce } from './notifications.policy.js';
import { presentNotification } from './notifications.presenter.js';
import {
  countUnread,
  deleteAll,
  deleteOwn,
  findOwn,
  findPage,
  markAllRead,
  setRead,
} from './notifications.repository.js';

// What other modules (saved-search alerts, the listing lifecycle, mail) use to notify people.
export {
  notify,
  notifyEach,
  type Draft,
  type NotifyOptions,
  type Previous,
  type Recipient,
} from './notifications.fanout.js';
export { formatPrice, matchText, textLanguage, withinDays, type Reader } from './notifications.texts.js';
export { mailExpiryNotices, type ExpiryNotice } from './notifications.expiry-mail.js';

const notFound = () => new AppError('NOTIFICATION_NOT_FOUND');

/** A page of the caller's notifications, newest first, with their unread count. */
export async function listNotifications(
  deps: ServiceDeps,
  user: UserRow,
  query: { page: number; limit: number; type?: NotificationType; unread?: 'true' | 'false' },
): Promise<NotificationList> {
  const { page, limit, type } = query;
  const [{ rows, total }, unreadCount] = await Promise.all([
    findPage(deps.db, user.id, { page, limit, type, unread: query.unread === 'true' }),
    countUnread(deps.db, user.id),
  ]);
  return {
    items: rows.map(presentNotification),
    total,
    page,
    limit,
    hasMore: page * limit < total,
    pagination: { page, limit, total },
    unreadCount,
  };
}

/** One of the caller's notifications; anyone else's is not found. */
export async function getNotification(deps: ServiceDeps, user: UserRow, id: string): Promise<Notification> {
  const row = await findOwn(deps.db, user.id, id);
  if (!row) throw notFound();
  return presentNotification(row);
}

/** The caller's other tabs and devices: their badge follows a read or a delete made here. */
async function tellUnread(deps: ServiceDeps, userId: string) {
  const unreadCount = await countUnread(deps.db, userId);
  deps.realtime?.toUsers([userId], 'notification:unread', { unreadCount });
  return unreadCount;
}

/** Marks one of the caller's notifications read (or unread again). */
export async function markNotification(
  deps: ServiceDeps,
  user: UserRow,
  id: string,
  read: boolean,
): Promise<Notification> {
  const row = await setRead(deps.db, user.id, id, read);
  if (!row) throw notFound();
  await tellUnread(deps, user.id);
  return presentNotification(row);
}

export async function markAllNotificationsRead(
  deps: ServiceDeps,
  user: UserRow,
): Promise<NotificationsChanged> {
  const changed = await markAllRead(deps.db, user.id);
  return { changed, unreadCount: await tellUnread(deps, user.id) };
}

export async function deleteNotification(deps: ServiceDeps, user: UserRow, id: string) {
  if (!(await deleteOwn(deps.db, user.id, id))) throw notFound();
  await tellUnread(deps, user.id);
  return { id, deleted: true as const };
}

export async function clearNotifications(deps: ServiceDeps, user: UserRow): Promise<NotificationsChanged> {
  const changed = await deleteAll(deps.db, user.id);
  return { changed, unreadCount: await tellUnread(deps, user.id) };
}

/**
 * An admin's announcement to everyone (or one user), or a notice or warning to one user. The
 * admin's words go out as written: they are not translated.
 */
export async function sendAdminNotification(
  deps: ServiceDeps,
  admin: UserRow,
  body: {
    type: 'SYSTEM_ANNOUNCEMENT' | 'SYSTEM_NOTICE' | 'ACCOUNT_WARNING';
    title: string;
    message: string;
    userId?: string;
  },
) {
  if (!canAnnounce(admin)) throw new AppError('FORBIDDEN');
  if (body.userId && !(await users.notificationPrefsOf(deps, [body.userId])).length) {
    throw new AppError('USER_NOT_FOUND');
  }
  const recipients = body.userId ? [body.userId] : await users.activeUserIds(deps);
  // The admin is not told of their own announcement to everyone.
  const actorId = body.userId ? undefined : admin.id;
  const made = await notify(deps, recipients, { type: body.type, actorId }, () => ({
    title: body.title,
    message: body.message,
  }));
  return { sent: made.length };
}
