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

/** One notification to make or grow: for whom, and the group key of the row it grows, if any. */
interface Entry {
  recipientId: string;
  groupKey: string | null;
}

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
  const { type, group } = options;
  const entries = [...new Set(recipientIds)]
    .filter((id) => id !== options.actorId)
    .map((recipientId) => ({ recipientId, groupKey: group?.key ?? null }));
  const batch = group ? { lock: group.key, withinMs: group.withinMs } : undefined;
  return fanOut(deps, type, entries, batch, (recipient, _entry, previous) => build(recipient, previous));
}

/**
 * `notify` for notifications of one type that each grow a group of their own (a saved search's
 * matches of the day): one per entry, many groups per batch. Fan-outs of the same `lock` run one
 * at a time, so two at once never both add a row to the same group.
 */
export async function notifyEach<E extends { recipientId: string; groupKey: string }>(
  deps: Pick<ServiceDeps, 'db' | 'realtime' | 'log'>,
  type: NotificationType,
  entries: readonly E[],
  groups: { lock: string; withinMs: number },
  build: (recipient: Recipient, entry: E, previous: Previous | null) => Draft | null,
): Promise<Notification[]> {
  return fanOut(deps, type, entries, groups, build);
}

async function fanOut<E extends Entry>(
  deps: Pick<ServiceDeps, 'db' | 'realtime' | 'log'>,
  type: NotificationType,
  entries: readonly E[],
  groups: { lock: string; withinMs: number } | undefined,
  build: (recipient: Recipient, entry: E, previous: Previous | null) => Draft | null,
): Promise<Notification[]> {
  const made: Notification[] = [];
  for (let start = 0; start < entries.length; start += CHUNK) {
    const rows = await notifyBatch(deps, type, entries.slice(start, start + CHUNK), groups, build);
    made.push(...(await push(deps, rows)));
  }
  return made;
}

const groupOf = (groupKey: string, userId: string) => `${groupKey}\n${userId}`;

async function notifyBatch<E extends Entry>(
  deps: Pick<ServiceDeps, 'db'>,
  type: NotificationType,
  entries: readonly E[],
  groups: { lock: string; withinMs: number } | undefined,
  build: (recipient: Recipient, entry: E, previous: Previous | null) => Draft | null,
): Promise<NotificationRow[]> {
  const ids = [...new Set(entries.map((entry) => entry.recipientId))];
  const recipients = new Map(
    (await users.notificationPrefsOf(deps, ids))
      .filter((person) => wantsNotification(type, person))
      .map((person) => [person.id, person]),
  );
  const kept = entries.filter((entry) => recipients.has(entry.recipientId));
  if (kept.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const previous = new Map<string, { id: string } & Previous>();
    const keys = [...new Set(kept.flatMap((entry) => (entry.groupKey === null ? [] : [entry.groupKey])))];
    if (groups && keys.length > 0) {
      await lockGroup(tx, groups.lock);
      const since = new Date(Date.now() - groups.withinMs);
      const found = await findGroupRows(tx, keys, [...recipients.keys()], since);
      for (const row of found) previous.set(groupOf(row.groupKey, row.userId), row);
    }
    const inserts: NewNotification[] = [];
    const updates: GroupedUpdate[] = [];
    for (const entry of kept) {
      const { groupKey } = entry;
      const grown = groupKey === null ? null : (previous.get(groupOf(groupKey, entry.recipientId)) ?? null);
      const draft = build(recipients.get(entry.recipientId)!, entry, grown);
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
        userId: entry.recipientId,
        type,
        title: draft.title,
        message: draft.message,
        listingId: draft.listingId ?? null,
        targetId: draft.targetId ?? null,
        targetType: draft.targetType ?? null,
        relatedId: draft.relatedId ?? null,
        groupKey,
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
