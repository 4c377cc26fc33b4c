import {
  API_PATHS,
  createNotificationBodySchema,
  notificationDeletedSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationsChangedSchema,
  notificationsSentSchema,
  successEnvelope,
  updateNotificationBodySchema,
} from '@souqna/contracts';
import { z } from 'zod';
import { authOf, type AuthGuard } from '../../platform/auth/auth-guard.js';
import { errorResponses, ok, type AppInstance } from '../../platform/http/route-types.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  clearNotifications,
  deleteNotification,
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotification,
  sendAdminNotification,
} from './notifications.service.js';

const PATHS = API_PATHS.notifications;
const idParams = z.object({ id: z.uuid('invalidFormat') });
const OWN_ONLY = 'Only the caller’s own: another user’s id answers 404 `NOTIFICATION_NOT_FOUND`.';

/** Spec section 7 "Notifications": each person's own, and admins' announcements. */
export function registerNotificationsRoutes(app: AppInstance, deps: ServiceDeps, guard: AuthGuard) {
  const tags = ['notifications'];
  const read = { preHandler: guard.requireUser };
  const write = {
    preHandler: guard.requireUser,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  };
  const one = { params: idParams, description: OWN_ONLY };

  app.get(
    PATHS.list,
    {
      ...read,
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first, with their unread count',
        description:
          'Filter by `type`, or `unread=true`. `items` with `total`, `page`, `limit`, `hasMore`, the same in `pagination {page, limit, total}`, and `unreadCount` of every type.',
        querystring: notificationListQuerySchema,
        response: { 200: successEnvelope(notificationListSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await listNotifications(deps, authOf(request).user, request.query)),
  );

  app.put(
    PATHS.readAll,
    {
      ...write,
      schema: {
        tags,
        summary: 'Mark all of the signed-in user’s notifications read',
        response: { 200: successEnvelope(notificationsChangedSchema), ...errorResponses(401, 429) },
      },
    },
    async (request) => ok(await markAllNotificationsRead(deps, authOf(request).user)),
  );

  app.delete(
    PATHS.list,
    {
      ...write,
      schema: {
        tags,
        summary: 'Clear all of the signed-in user’s notifications',
        response: { 200: successEnvelope(notificationsChangedSchema), ...errorResponses(401, 429) },
      },
    },
    async (request) => ok(await clearNotifications(deps, authOf(request).user)),
  );

  app.post(
    PATHS.list,
    {
      preHandler: guard.requireAdmin,
      schema: {
        tags,
        summary: 'Admins: announce to everyone, or notify or warn one user',
        description:
          'A SYSTEM_ANNOUNCEMENT goes to every active account (but the sender) unless `userId` names one; SYSTEM_NOTICE and ACCOUNT_WARNING need `userId`. The text goes out as written.',
        body: createNotificationBodySchema,
        response: { 201: successEnvelope(notificationsSentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await sendAdminNotification(deps, authOf(request).user, request.body))),
  );

  app.get(
    PATHS.one,
    {
      ...read,
      schema: {
        tags,
        summary: 'One notification',
        ...one,
        response: { 200: successEnvelope(notificationSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await getNotification(deps, authOf(request).user, request.params.id)),
  );

  app.put(
    PATHS.one,
    {
      ...write,
      schema: {
        tags,
        summary: 'Mark one notification read or unread (`read`, true by default)',
        ...one,
        body: updateNotificationBodySchema.partial().optional(),
        response: { 200: successEnvelope(notificationSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      ok(await markNotification(deps, authOf(request).user, request.params.id, request.body?.read ?? true)),
  );

  app.put(
    PATHS.read,
    {
      ...write,
      schema: {
        tags,
        summary: 'Mark one notification read',
        ...one,
        response: { 200: successEnvelope(notificationSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ok(await markNotification(deps, authOf(request).user, request.params.id, true)),
  );

  app.delete(
    PATHS.one,
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete one notification',
        ...one,
        response: { 200: successEnvelope(notificationDeletedSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ok(await deleteNotification(deps, authOf(request).user, request.params.id)),
  );
}
