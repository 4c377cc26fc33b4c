import type { Notification, NotificationType } from '@souqna/contracts';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as users from '../users/users.service.js';
import { wantsNotification, type NotificationToggles } from './notifications.policy.js';
import { presentNotification } from './notifications.presenter.js';
import {
  countUnreadOf,
  findGroupRows,
  insertMany,
  lockGroup,
  updateGrouped,
  type GroupedUpdate,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository.js';
import type { Reader } from './notifications.texts.js';

/** Someone a notification is made for: what their text and their settings need. */
export interface Recipient extends Reader, NotificationToggles {
  id: string;
}

/** One recipient's notification, its title and message already in their language. */
export interface Draft {
  title: string;
  message: string;
  listingId?: string | null;
  /** Where a click goes (`/messages/{targetId}`). */
  targetId?: string | null;
  targetType?: string | null;
  /** What caused it (the conversation, the listing). */
  relatedId?: string | null;
  /** What the text was made from, handed back when the next event of its group grows it. */
  facts?: Record<string, unknown>;
}

/** The unread row a new event of the same group grows, instead of a new one. */
export interface Previous {
  count: number;
  facts: Record<string, unknown>;
}

export interface NotifyOptions {
  type: NotificationType;
  /** Whoever acted is never told of their own action. */
  actorId?: string;
  /**
   * Events of one key (a listing's price edits, a thread's messages, a day's saves) grow the
   * recipient's unread row of that key updated within `withinMs`, rather than adding one.
   */
  group?: { key: string; withinMs: number };
}

/** Rows per statement: 10,000 recipients are two round trips of inserts, not 10,000. */
const CHUNK = 5000;

/**
 * Makes one notification per recipient who wants this type, in batches: their settings in one
 * read, grouped rows grown in one UPDATE, new ones in one multi-row INSERT (in one transaction per
 * batch, under the group's lock), then each recipient's sockets get `notification:new` with their
 * unread count, and PRICE_CHANGE for a price update (spec section 7). `build` words a recipient's
 * notification in their language (null: none for them); it is told the row it grows, if any.
 * Returns what was made or grown, for mail and callers' tests.
 */
export async function notify(
  deps: Pick<ServiceDeps, 'db' | 'realtime' | 'log'>,
  recipientIds: readonly string[],
  options: NotifyOptions,
  build: (recipient: Recipient, previous: Previous | null) => Draft | null,
): Promise<Notification[]> {
  const ids = [...new Set(recipientIds)].filter((id) => id !== options.actorId);
  const made: Notification[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await notifyBatch(deps, ids.slice(start, start + CHUNK), options, build);
    made.push(...(await push(deps, rows)));
  }
  return made;
}

async function notifyBatch(
  deps: Pick<ServiceDeps, 'db'>,
  ids: readonly string[],
  { type, group }: NotifyOptions,
  build: (recipient: Recipient, previous: Previous | null) => Draft | null,
): Promise<NotificationRow[]> {
  const recipients = (await users.notificationPrefsOf(deps, ids)).filter((person) =>
    wantsNotification(type, person),
  );
  if (recipients.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const previous = new Map<string, { id: string } & Previous>();
    if (group) {
      await lockGroup(tx, group.key);
      const since = new Date(Date.now() - group.withinMs);
      const found = await findGroupRows(
        tx,
        group.key,
        recipients.map((person) => person.id),
        since,
      );
      for (const row of found) previous.set(row.userId, row);
    }
    const inserts: NewNotification[] = [];
    const updates: GroupedUpdate[] = [];
    for (const recipient of recipients) {
      const grown = previous.get(recipient.id) ?? null;
      const draft = build(recipient, grown);
      if (!draft) continue;
      const facts = draft.facts ?? {};
      if (grown) {
        updates.push({
          id: grown.id,
          title: draft.title,
          message: draft.message,
          count: grown.count + 1,
          facts,
        });
        continue;
      }
      inserts.push({
        userId: recipient.id,
        type,
        title: draft.title,
        message: draft.message,
        listingId: draft.listingId ?? null,
        targetId: draft.targetId ?? null,
        targetType: draft.targetType ?? null,
        relatedId: draft.relatedId ?? null,
        groupKey: group?.key ?? null,
        facts,
      });
    }
    return [...(await updateGrouped(tx, updates)), ...(await insertMany(tx, inserts))];
  });
}

/** After the commit: each recipient's sockets hear of theirs, with their unread count. */
async function push(deps: Pick<ServiceDeps, 'db' | 'realtime' | 'log'>, rows: NotificationRow[]) {
  const notifications = rows.map(presentNotification);
  const { realtime } = deps;
  if (!realtime || notifications.length === 0) return notifications;
  try {
    const unread = await countUnreadOf(
      deps.db,
      notifications.map((notification) => notification.userId),
    );
    for (const notification of notifications) {
      const { userId } = notification;
      realtime.toUsers([userId], 'notification:new', { notification, unreadCount: unread.get(userId) ?? 0 });
      if (notification.type === 'PRICE_UPDATE') {
        realtime.toUsers([userId], 'PRICE_CHANGE', {
          id: notification.id,
          userId,
          type: 'PRICE_UPDATE',
          createdAt: notification.createdAt,
          read: false,
          title: notification.title,
          content: notification.content,
          listingId: notification.listingId ?? '',
        });
      }
    }
  } catch (error) {
    // The rows are stored; a socket that missed them reads them at its next load.
    deps.log.warn({ err: error }, 'notification socket events failed');
  }
  return notifications;
}
