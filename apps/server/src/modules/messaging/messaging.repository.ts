import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  conversationParticipants,
  conversations,
  listings,
  messageImages,
  messages,
  reports,
  userBlocks,
} from '../../db/schema/index.js';
import { disabledUserIds } from '../users/users.policy.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type MessageImageRow = typeof messageImages.$inferSelect;
/** A message with its photos when they were read (a thread's page, a send, the list's last). */
export type MessageWithImages = MessageRow & { images?: MessageImageRow[] };

/**
 * A position in a list ordered newest first: the time as PostgreSQL wrote it (microseconds, which
 * a JavaScript Date would round away, skipping rows of the same millisecond) and the id that
 * breaks ties.
 */
export interface Keyset {
  at: string;
  id: string;
}

/**
 * A conversation with someone an admin disabled is gone for the others until they are enabled
 * again (issue 24): the caller is signed in, so a disabled participant is never the caller.
 */
const noDisabledParticipant = sql`not exists (select 1 from ${conversationParticipants} as other where other.conversation_id = ${conversations.id} and other.user_id in (${disabledUserIds()}))`;

/** One person's row in one conversation. */
const rowOf = (conversationId: string, userId: string) =>
  and(
    eq(conversationParticipants.conversationId, conversationId),
    eq(conversationParticipants.userId, userId),
  );

/**
 * A send's checks in one statement: the conversation, every participant row and, for each, whether
 * a block stands between them and `userId`. Empty when the conversation does not exist or is gone
 * from view because a participant is disabled, so a send there is refused as one to nowhere.
 */
export async function threadFor(db: Database, conversationId: string, userId: string) {
  const blocked = sql<boolean>`exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${userId} and ${userBlocks.blockedId} = ${conversationParticipants.userId}) or (${userBlocks.blockerId} = ${conversationParticipants.userId} and ${userBlocks.blockedId} = ${userId}))`;
  return db
    .select({ conversation: conversations, participant: conversationParticipants, blocked })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(and(eq(conversationParticipants.conversationId, conversationId), noDisabledParticipant));
}

/** The conversation and the caller's row in it; undefined when the caller takes no part. */
export async function findMembership(db: Database, conversationId: string, userId: string) {
  const [row] = await db
    .select({ conversation: conversations, me: conversationParticipants })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(and(eq(conversations.id, conversationId), noDisabledParticipant));
  return row;
}

export const findConversationByPairKey = async (db: Database, pairKey: string) =>
  (await db.select().from(conversations).where(eq(conversations.pairKey, pairKey)))[0];

/** Every participant row of these conversations. */
export const participantsOf = async (db: Database, conversationIds: readonly string[]) =>
  conversationIds.length === 0
    ? []
    : db
        .select()
        .from(conversationParticipants)
        .where(inArray(conversationParticipants.conversationId, [...conversationIds]));

/** Everyone who shares a conversation with the user (presence goes to them). */
export async function partnersOf(db: Database, userId: string) {
  const mine = db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId));
  const rows = await db
    .selectDistinct({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        inArray(conversationParticipants.conversationId, mine),
        ne(conversationParticipants.userId, userId),
      ),
    );
  return rows.map((row) => row.userId);
}

export const conversationsByIds = async (db: Database, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(conversations)
        .where(inArray(conversations.id, [...ids]));

const activity = sql<Date>`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

/**
 * The caller's visible conversations, newest activity first: not hidden by a delete-for-me, and
 * one the other side opened without a first message is not shown until a message comes.
 */
function visibleTo(userId: string) {
  return and(
    eq(conversationParticipants.userId, userId),
    isNull(conversationParticipants.deletedAt),
    or(sql`${conversations.lastMessageAt} is not null`, eq(conversations.createdBy, userId)),
    noDisabledParticipant,
  );
}

/** A page of the caller's conversation ids after `after` (keyset) or at `offset`, and how many there are. */
export async function listConversationIds(
  db: Database,
  userId: string,
  page: { limit: number; offset: number; after?: Keyset },
) {
  const where = page.after
    ? and(
        visibleTo(userId),
        sql`(${activity}, ${conversations.id}) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`,
      )
    : visibleTo(userId);
  const rows = await db
    .select({ id: conversations.id, cursorAt: sql<string>`(${activity})::text` })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(where)
    .orderBy(desc(activity), desc(conversations.id))
    .limit(page.limit + 1)
    .offset(page.after ? 0 : page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(visibleTo(userId));
  return { rows, total: count?.total ?? 0 };
}

/** Unread messages over the caller's visible conversations, and how many conversations hold them. */
export async function unreadTotalOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${conversationParticipants.unreadCount}), 0)::int`,
      conversations: sql<number>`count(*) filter (where ${conversationParticipants.unreadCount} > 0)::int`,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(visibleTo(userId));
  return { count: row?.count ?? 0, conversations: row?.conversations ?? 0 };
}

/** The latest message of each conversation (deleted ones included: the list says so). */
export async function lastMessagesOf(db: Database, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, [...conversationIds]))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
}

/** A page of a thread, newest first, never older than what the reader cleared. */
export async function listMessages(
  db: Database,
  conversationId: string,
  options: { limit: number; offset: number; after?: Keyset; readerId: string },
) {
  // Compared in SQL: a JavaScript Date would drop the microseconds and let a cleared message of
  // the same millisecond back in.
  const clearedAt = sql`(select ${conversationParticipants.clearedAt} from ${conversationParticipants} where ${rowOf(conversationId, options.readerId)})`;
  return db
    .select({ message: messages, cursorAt: sql<string>`${messages.createdAt}::text` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`(${clearedAt} is null or ${messages.createdAt} > ${clearedAt})`,
        options.after
          ? sql`(${messages.createdAt}, ${messages.id}) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit + 1)
    .offset(options.after ? 0 : options.offset);
}

export const findMessage = async (db: Database, id: string) =>
  (await db.select().from(messages).where(eq(messages.id, id)))[0];

/** Conversations this user opened since `since`: the new-account daily cap counts them. */
export async function countOpenedSince(db: Database, userId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(eq(conversations.createdBy, userId), gt(conversations.createdAt, since)));
  return row?.count ?? 0;
}

/** Opens a conversation unless its pair key exists already (then undefined: read that one). */
export async function insertConversation(
  db: Database,
  values: { listingId: string | null; createdBy: string; pairKey: string; userIds: string[] },
) {
  const [row] = await db
    .insert(conversations)
    .values({ listingId: values.listingId, createdBy: values.createdBy, pairKey: values.pairKey })
    .onConflictDoNothing({ target: conversations.pairKey })
    .returning();
  if (!row) return undefined;
  await db
    .insert(conversationParticipants)
    .values(values.userIds.map((userId) => ({ conversationId: row.id, userId })));
  return row;
}

/**
 * Stores a message with what it changes: the thread's last activity, the others' unread counts,
 * and the thread back in the list of whoever had hidden it. Call it inside a transaction.
 */
export async function insertMessage(
  db: Database,
  values: {
    conversationId: string;
    senderId: string;
    content: string;
    safetyHints: string[];
    offer?: { amount: number; currency: 'SYP' | 'USD' };
  },
) {
  const { offer, ...columns } = values;
  const [message] = await db
    .insert(messages)
    .values({
      ...columns,
      ...(offer && {
        kind: 'offer' as const,
        offerAmount: offer.amount,
        offerCurrency: offer.currency,
        offerStatus: 'pending' as const,
      }),
    })
    .returning();
  const [conversation] = await db
    .update(conversations)
    .set({ lastMessageAt: message!.createdAt })
    .where(eq(conversations.id, values.conversationId))
    .returning();
  // The rows as the message left them: the send's answer and events are built from them, not
  // read again.
  const participants = await db
    .update(conversationParticipants)
    .set({
      deletedAt: null,
      unreadCount: sql`${conversationParticipants.unreadCount} + case when ${conversationParticipants.userId} = ${values.senderId} then 0 else 1 end`,
    })
    .where(eq(conversationParticipants.conversationId, values.conversationId))
    .returning();
  return { message: message!, conversation: conversation!, participants };
}

/** A message's thread as the transaction that stored it left it. */
export type StoredMessage = Omit<Awaited<ReturnType<typeof insertMessage>>, 'message'> & {
  message: MessageWithImages;
};

/**
 * Marks the thread read up to that message (never back in time) and recounts what stays unread
 * after it; answers the row as it is now. The message's time is read in SQL, to the microsecond.
 */
export async function markRead(db: Database, conversationId: string, userId: string, messageId: string) {
  const upTo = sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${messageId})`;
  const readAt = sql`greatest(coalesce(${conversationParticipants.lastReadAt}, ${upTo}), ${upTo})`;
  const [row] = await db
    .update(conversationParticipants)
    .set({
      lastReadAt: readAt,
      unreadCount: sql`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversationId} and ${messages.senderId} <> ${userId} and ${messages.deletedAt} is null and ${messages.createdAt} > ${readAt})`,
    })
    .where(rowOf(conversationId, userId))
    .returning();
  return row!;
}

/** Hides the thread for this participant only, history included; a new message brings it back. */
export async function hideConversation(db: Database, conversationId: string, userId: string) {
  // The database's clock, as the messages' own times: the hiding falls after every message it hides.
  const now = sql`now()`;
  await db
    .update(conversationParticipants)
    .set({ deletedAt: now, clearedAt: now, lastReadAt: now, unreadCount: 0 })
    .where(rowOf(conversationId, userId));
}

/** Brings a hidden thread back for this participant (they wrote or opened it again). */
export const unhideConversation = (db: Database, conversationId: string, userId: string) =>
  db.update(conversationParticipants).set({ deletedAt: null }).where(rowOf(conversationId, userId));

/**
 * Empties a message its sender deleted, and takes it off the unread counts of those who had not
 * read it yet. Call it inside a transaction.
 */
export async function deleteMessage(db: Database, message: MessageRow) {
  await db
    .update(messages)
    .set({ deletedAt: new Date(), content: '', safetyHints: [] })
    .where(eq(messages.id, message.id));
  await db
    .update(conversationParticipants)
    .set({ unreadCount: sql`greatest(${conversationParticipants.unreadCount} - 1, 0)` })
    .where(
      and(
        eq(conversationParticipants.conversationId, message.conversationId),
        ne(conversationParticipants.userId, message.senderId),
        or(
          isNull(conversationParticipants.lastReadAt),
          sql`${conversationParticipants.lastReadAt} < (select ${messages.createdAt} from ${messages} where ${messages.id} = ${message.id})`,
        ),
      ),
    );
}

/** Whether either of the two blocked the other. */
export async function isBlockedPair(db: Database, a: string, b: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Of these people, the ones `userId` blocked or was blocked by. */
export async function blockedAmong(db: Database, userId: string, others: readonly string[]) {
  if (others.length === 0) return new Set<string>();
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, userId), inArray(userBlocks.blockedId, [...others])),
        and(eq(userBlocks.blockedId, userId), inArray(userBlocks.blockerId, [...others])),
      ),
    );
  return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
}

export const insertBlock = (db: Database, blockerId: string, blockedId: string) =>
  db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();

export const deleteBlock = (db: Database, blockerId: string, blockedId: string) =>
  db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));

export const blocksBy = (db: Database, blockerId: string) =>
  db.select().from(userBlocks).where(eq(userBlocks.blockerId, blockerId)).orderBy(desc(userBlocks.createdAt));

/** Files the report for the admin queue; undefined when this person's open one exists already. */
export async function insertConversationReport(
  db: Database,
  values: { reporterId: string; conversationId: string; reason: string; details: string | null },
) {
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: values.reporterId,
      targetType: 'CONVERSATION',
      targetId: values.conversationId,
      reason: values.reason,
      details: values.details,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row;
}

/** Settles a pending offer; undefined when it was answered already (or is no offer). */
export async function answerOffer(db: Database, messageId: string, status: 'accepted' | 'declined') {
  const [row] = await db
    .update(messages)
    .set({ offerStatus: status })
    .where(and(eq(messages.id, messageId), eq(messages.kind, 'offer'), eq(messages.offerStatus, 'pending')))
    .returning();
  return row;
}

/** The photos of these messages, in their order. */
export async function imagesOfMessages(db: Database, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(messageImages)
    .where(inArray(messageImages.messageId, [...messageIds]))
    .orderBy(messageImages.messageId, messageImages.position);
}

/** The rows given, each with its photos: one query for a whole page. */
export async function withImages<T extends MessageRow>(db: Database, rows: T[]) {
  const images = await imagesOfMessages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, images: images.filter((image) => image.messageId === row.id) }));
}

export async function insertMessageImages(db: Database, rows: (typeof messageImages.$inferInsert)[]) {
  return rows.length === 0 ? [] : db.insert(messageImages).values(rows).returning();
}

export const deleteMessageImages = (db: Database, messageId: string) =>
  db.delete(messageImages).where(eq(messageImages.messageId, messageId));

/** Which of these variant keys a message photo row names (the start-up sweep's question). */
export async function findMessageImageKeys(db: Database, messageIds: readonly string[]) {
  const rows = await imagesOfMessages(db, messageIds);
  return rows.flatMap((row) => row.variants.map((variant) => variant.key));
}

/**
 * What a NEW_MESSAGE mail tells a participant: the others' messages since they last read, newest
 * first (`limit` of them), the unread count and the listing's title; undefined when they take no
 * part or deleted the thread.
 */
export async function unreadForMail(db: Database, conversationId: string, userId: string, limit: number) {
  const [head] = await db
    .select({
      unread: conversationParticipants.unreadCount,
      listingTitle: listings.title,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        isNull(conversationParticipants.deletedAt),
      ),
    );
  if (!head) return undefined;
  const unreadMessages = await db
    .select({
      senderId: messages.senderId,
      content: messages.content,
      // A message may be photos alone: the mail then says how many instead of quoting no text.
      photos: sql<number>`count(${messageImages.id})::int`,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(messageImages, eq(messageImages.messageId, messages.id))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderId, userId),
        isNull(messages.deletedAt),
        // Compared in SQL: a JavaScript Date would drop PostgreSQL's microseconds and count the
        // message last read as unread.
        sql`${messages.createdAt} > coalesce((select ${conversationParticipants.lastReadAt} from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversationId} and ${conversationParticipants.userId} = ${userId}), '-infinity')`,
      ),
    )
    .groupBy(messages.id)
    .orderBy(desc(messages.createdAt))
    .limit(limit);
  return { ...head, messages: unreadMessages };
}
