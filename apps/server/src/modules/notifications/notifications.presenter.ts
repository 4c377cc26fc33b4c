import type { Notification, NotificationType } from '@souqna/contracts';
import type { NotificationRow } from './notifications.repository.js';

/** A notification on the wire: spec section 3's fields; the grouping key and facts stay here. */
export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  userId: row.userId,
  type: row.type as NotificationType,
  title: row.title,
  message: row.message,
  content: row.message,
  read: row.readAt !== null,
  readAt: row.readAt?.toISOString() ?? null,
  relatedId: row.relatedId,
  targetId: row.targetId,
  listingId: row.listingId,
  count: row.count,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
