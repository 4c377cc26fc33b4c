import { z } from 'zod';
import { integerLike } from '../common/numbers.js';
import { PAGE_SIZE } from '../common/pagination.js';
import { requiredText } from '../common/validation.js';
import { NOTIFICATION_TYPES } from '../enums/notification.js';
import { notificationTypeSchema } from '../enums/notification.schema.js';

/** Spec section 9: notification texts are cut to this many characters (with an ellipsis) in the bell. */
export const NOTIFICATION_TEXT_PREVIEW = 50;
export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_MESSAGE_MAX = 1000;

/**
 * A notification on the wire: every field of spec section 3. `message` and `content` carry the
 * same text (both readings exist); `relatedId` is what caused it (the conversation, the listing),
 * `targetId` where a click goes (`/messages/{targetId}`), `listingId` the listing it is about.
 * `count` is how many events a grouped one stands for ("3 people saved your Corolla today").
 */
export const notificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  content: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  relatedId: z.string().nullable(),
  targetId: z.string().nullable(),
  listingId: z.string().nullable(),
  count: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: spec section 9's page of 20 in the context. */
export const notificationListQuerySchema = z.object({
  page: integerLike.pipe(z.number().int().min(1)).default(1),
  limit: integerLike.pipe(z.number().int().min(1).max(PAGE_SIZE.max)).default(PAGE_SIZE.notifications),
  type: notificationTypeSchema.optional(),
  /** Only the unread ones. */
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/**
 * The list: `items` with the page shape of DESIGN.md section 3, spec section 3's
 * `pagination {page, limit, total}`, and the caller's unread count (of every type).
 */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `PUT /api/notifications/{id}`: read or unread again. */
export const updateNotificationBodySchema = z.object({ read: z.boolean('invalidFormat') });

/**
 * `POST /api/notifications` (admins): a SYSTEM_ANNOUNCEMENT to everyone, or to the one user named;
 * SYSTEM_NOTICE and ACCOUNT_WARNING need a `userId`.
 */
export const createNotificationBodySchema = z
  .object({
    type: z.enum(['SYSTEM_ANNOUNCEMENT', 'SYSTEM_NOTICE', 'ACCOUNT_WARNING']).default('SYSTEM_ANNOUNCEMENT'),
    title: requiredText(NOTIFICATION_TITLE_MAX),
    message: requiredText(NOTIFICATION_MESSAGE_MAX),
    userId: z.uuid('invalidFormat').optional(),
  })
  .refine((body) => body.type === 'SYSTEM_ANNOUNCEMENT' || body.userId !== undefined, {
    path: ['userId'],
    message: 'required',
  });
export type CreateNotificationBody = z.input<typeof createNotificationBodySchema>;

export const notificationsSentSchema = z.object({ sent: z.number().int() });
export const notificationDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export const notificationsChangedSchema = z.object({
  changed: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationsChanged = z.infer<typeof notificationsChangedSchema>;

/** Spec section 7's socket event for a price change: the notification it stands for. */
export interface PriceChangeEvent {
  id: string;
  userId: string;
  type: 'PRICE_UPDATE';
  createdAt: string;
  read: false;
  title: string;
  content: string;
  listingId: string;
}

/** A notification was made (or a grouped one grew): the bell adds it, the badge shows `unreadCount`. */
export interface NotificationNewEvent {
  notification: Notification;
  unreadCount: number;
}
