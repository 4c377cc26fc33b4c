import {
  safetyHintsOf,
  type ConversationPage,
  type ConversationsQuery,
  type CreateConversationBody,
  type MessagePage,
  type MessagesQuery,
  type ReadMark,
  type ReportConversationBody,
  type SendDirectMessageBody,
  type SentMessage,
  type UnreadCount,
} from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { UploadedFile } from '../../platform/http/multipart.js';
import { processPhotos } from '../../platform/media/image-upload.js';
import type { ProcessedImage } from '../../platform/media/image-variants.js';
import { withMediaChanges, type MediaChanges } from '../../platform/media/media-changes.js';
import type { UserBudget } from '../../platform/rate-limit/user-budget.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as listings from '../listings/listings.service.js';
import * as users from '../users/users.service.js';
import type { UserRow } from '../users/users.types.js';
import { decodeCursor, encodeCursor } from './messaging.cursor.js';
import { assertMayOpen, isNewAccount, otherParticipantOf, pairKeyOf } from './messaging.policy.js';
import { messageMediaPrefix, storeMessagePhotos } from './messaging.photos.js';
import { presentMessage } from './messaging.presenter.js';
import {
  languageOf,
  membershipOf,
  presentSentThread,
  presentThread,
  presentThreads,
} from './messaging.views.js';
import {
  unreadForMail as findUnreadForMail,
  countOpenedSince,
  findConversationByPairKey,
  findMembership,
  findMessage,
  insertConversation,
  insertMessage,
  isBlockedPair,
  listConversationIds,
  listMessages,
  markRead,
  participantsOf,
  unhideConversation,
  hideConversation,
  deleteMessage,
  deleteMessageImages,
  imagesOfMessages,
  withImages,
  insertConversationReport,
  unreadTotalOf,
  threadFor,
  type ConversationRow,
  type MessageRow,
  type StoredMessage,
} from './messaging.repository.js';

/** What the messaging services need beyond every module's dependencies. */
export interface MessagingDeps extends ServiceDeps {
  messaging: {
    /** Issue 22: a burst of 20 messages, then about one a second, per sender. */
    sendBudget: UserBudget;
    newConversationsPerDay: number;
    newAccountDays: number;
  };
}

/** A page of the caller's conversations, newest activity first (spec section 7, both readings). */
export async function listConversations(
  deps: ServiceDeps,
  user: UserRow,
  query: ConversationsQuery,
): Promise<ConversationPage> {
  const after = decodeCursor(query.cursor);
  const { rows, total } = await listConversationIds(deps.db, user.id, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    after,
  });
  const pageRows = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  const last = pageRows.at(-1);
  const page = {
    items: await presentThreads(
      deps,
      user,
      pageRows.map((row) => row.id),
    ),
    total,
    page: query.page,
    limit: query.limit,
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
  return { ...page, data: page };
}

/** The top bar's badge: every unread message, not only those of the newest page of threads. */
export const unreadCount = (deps: ServiceDeps, user: UserRow): Promise<UnreadCount> =>
  unreadTotalOf(deps.db, user.id);

export async function spendSendBudget(deps: MessagingDeps, user: UserRow) {
  const wait = await deps.messaging.sendBudget.take(`send:${user.id}`);
  if (wait > 0) {
    throw new AppError('RATE_LIMIT', undefined, { retryAfterSeconds: wait }, { 'retry-after': String(wait) });
  }
}

/**
 * Runs a message's writes in one transaction; its photos' files are staged beside it and go live
 * only once the rows commit. Most messages have no photo: they skip the staging folder altogether.
 */
function messageTransaction<T>(
  deps: ServiceDeps,
  photos: readonly ProcessedImage[],
  write: (tx: Database, media?: MediaChanges) => Promise<T>,
): Promise<T> {
  return photos.length > 0
    ? withMediaChanges(deps.storage, deps.log, (media) => deps.db.transaction((tx) => write(tx, media)))
    : deps.db.transaction((tx) => write(tx));
}

/** Inserts a message with its thread's changes and its photos' rows, inside `messageTransaction`. */
async function insertWithPhotos(
  tx: Database,
  media: MediaChanges | undefined,
  message: { conversationId: string; senderId: string; content: string; offer?: MessageOffer },
  photos: readonly ProcessedImage[],
): Promise<StoredMessage> {
  const stored = await insertMessage(tx, { ...message, safetyHints: safetyHintsOf(message.content) });
  const images = media ? await storeMessagePhotos(tx, media, stored.message, photos) : [];
  return { ...stored, message: { ...stored.message, images } };
}

type MessageOffer = { amount: number; currency: 'SYP' | 'USD' };

/** Stores a message in one transaction with its thread's changes and its photos, then tells the event bus. */
export async function storeMessage(
  deps: MessagingDeps,
  sender: UserRow,
  conversation: ConversationRow,
  content: string,
  offer?: MessageOffer,
  photos: readonly ProcessedImage[] = [],
): Promise<StoredMessage> {
  const message = { conversationId: conversation.id, senderId: sender.id, content, ...(offer && { offer }) };
  const stored = await messageTransaction(deps, photos, (tx, media) =>
    insertWithPhotos(tx, media, message, photos),
  );
  await emitSent(deps, stored, false);
  return stored;
}

/** The send's answer, from the rows its transaction returned. */
export async function sentMessageOf(
  deps: ServiceDeps,
  sender: UserRow,
  stored: StoredMessage,
): Promise<SentMessage> {
  const { conversation, context } = await presentSentThread(deps, sender, stored);
  const presented = presentMessage(stored.message, stored.participants, context.language);
  return { ...presented, message: presented, conversation };
}

/**
 * Finds the thread about `listingId` between the caller and `otherId`, or opens it, and stores
 * `content` (with `files`, its photos) in it when given. Every refusal comes before any write and
 * before any photo is decoded.
 */
async function openThread(
  deps: MessagingDeps,
  user: UserRow,
  otherId: string,
  listingId: string | null,
  content: string | undefined,
  files: readonly UploadedFile[] = [],
) {
  if (otherId === user.id) throw new AppError('MESSAGE_TO_SELF');
  const other = (await users.peopleByIds(deps, [otherId])).get(otherId);
  if (!other) throw new AppError('NOT_FOUND', 'User not found');
  const listing = listingId ? (await listings.listingSummaries(deps, [listingId])).get(listingId) : null;
  if (listingId && !listing) throw new AppError('LISTING_NOT_FOUND');
  if (await isBlockedPair(deps.db, user.id, otherId)) throw new AppError('MESSAGING_BLOCKED');

  const pairKey = pairKeyOf(user.id, otherId, listingId);
  let conversation = await findConversationByPairKey(deps.db, pairKey);
  let created = false;
  if (!conversation) {
    assertMayOpen(user.id, other, listing ?? null, otherId);
    const { newConversationsPerDay, newAccountDays } = deps.messaging;
    if (
      isNewAccount(user.createdAt, newAccountDays) &&
      (await countOpenedSince(deps.db, user.id, new Date(Date.now() - 86_400_000))) >= newConversationsPerDay
    ) {
      throw new AppError('CONVERSATION_LIMIT');
    }
  }
  if (content !== undefined) await spendSendBudget(deps, user);
  const photos = content === undefined ? [] : await processPhotos(deps, files);
  if (!conversation) {
    const inserted = await messageTransaction(deps, photos, async (tx, media) => {
      const row = await insertConversation(tx, {
        listingId,
        createdBy: user.id,
        pairKey,
        userIds: [user.id, otherId],
      });
      const stored =
        row && content !== undefined
          ? await insertWithPhotos(tx, media, { conversationId: row.id, senderId: user.id, content }, photos)
          : undefined;
      return row && { row, stored };
    });
    if (inserted) {
      created = true;
      if (inserted.stored) await emitSent(deps, inserted.stored, true);
      return {
        conversation: inserted.stored?.conversation ?? inserted.row,
        created,
        stored: inserted.stored,
      };
    }
    // Both sides opened it at the same moment: the other request's row is the thread.
    conversation = (await findConversationByPairKey(deps.db, pairKey))!;
  }
  const existing = conversation;
  if (content === undefined) {
    await unhideConversation(deps.db, existing.id, user.id);
    return { conversation: existing, created, stored: undefined };
  }
  const stored = await storeMessage(deps, user, existing, content, undefined, photos);
  return { conversation: existing, created, stored };
}

async function emitSent(deps: ServiceDeps, stored: StoredMessage, newConversation: boolean) {
  const { conversation, message } = stored;
  const recipientIds = stored.participants.map((row) => row.userId).filter((id) => id !== message.senderId);
  await deps.events.emit('message.sent', {
    messageId: message.id,
    conversationId: conversation.id,
    senderId: message.senderId,
    recipientIds,
    listingId: conversation.listingId,
    content: message.content,
    photos: message.images?.length ?? 0,
    createdAt: message.createdAt.toISOString(),
    newConversation,
  });
}

/** `POST /messages/conversations`: the thread with its id, the same one when it exists already. */
export async function createConversation(deps: MessagingDeps, user: UserRow, body: CreateConversationBody) {
  const otherId = otherParticipantOf(user.id, body.participantIds ?? [body.receiverId!]);
  const { conversation, created } = await openThread(
    deps,
    user,
    otherId,
    body.listingId ?? null,
    body.initialMessage,
  );
  return { conversation: await presentThread(deps, user, conversation.id), created };
}

/** What a send carries: its text, and photos when it came as multipart. */
export interface MessageForm {
  content: string;
  files?: readonly UploadedFile[];
}

/**
 * `POST /messages`: a message to a person (about a listing), in the thread it belongs to; with
 * photos when it came as multipart, as in `sendMessage`.
 */
export async function sendDirectMessage(
  deps: MessagingDeps,
  user: UserRow,
  body: SendDirectMessageBody & MessageForm,
) {
  const { stored, created } = await openThread(
    deps,
    user,
    body.recipientId,
    body.listingId ?? null,
    body.content,
    body.files,
  );
  return { sent: await sentMessageOf(deps, user, stored!), created };
}

/**
 * `POST /messages/conversations/{id}/messages`. Every refusal (membership, blocks, the sender's
 * budget) comes before any photo is decoded, so a refused send costs no image work.
 */
export async function sendMessage(
  deps: MessagingDeps,
  user: UserRow,
  conversationId: string,
  form: MessageForm,
) {
  // Membership and blocks in one statement: a send is the hottest write there is.
  const thread = await threadFor(deps.db, conversationId, user.id);
  const conversation = thread.find((row) => row.participant.userId === user.id)?.conversation;
  if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
  if (thread.some((row) => row.blocked)) throw new AppError('MESSAGING_BLOCKED');
  await spendSendBudget(deps, user);
  const photos = await processPhotos(deps, form.files ?? []);
  return sentMessageOf(
    deps,
    user,
    await storeMessage(deps, user, conversation, form.content, undefined, photos),
  );
}

/** A page of a thread, newest first; `markAsRead` for the old reading that marked on open. */
export async function conversationMessages(
  deps: ServiceDeps,
  user: UserRow,
  conversationId: string,
  query: MessagesQuery,
  options: { markAsRead?: boolean } = {},
): Promise<MessagePage> {
  await membershipOf(deps, user, conversationId);
  const rows = await listMessages(deps.db, conversationId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    after: decodeCursor(query.cursor),
    readerId: user.id,
  });
  const pageRows = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  if (options.markAsRead && pageRows[0]) await readUpTo(deps, user, conversationId, pageRows[0].message);
  const conversation = await presentThread(deps, user, conversationId);
  const [participants, language] = await Promise.all([
    participantsOf(deps.db, [conversationId]),
    languageOf(deps, user.id),
  ]);
  const last = pageRows.at(-1);
  const shown = await withImages(
    deps.db,
    pageRows.map((row) => row.message),
  );
  return {
    items: shown.map((message) => presentMessage(message, participants, language)),
    page: query.page,
    limit: query.limit,
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.cursorAt, last.message.id) : null,
    conversation,
  };
}

async function readUpTo(deps: ServiceDeps, user: UserRow, conversationId: string, message: MessageRow) {
  const row = await markRead(deps.db, conversationId, user.id, message.id);
  const participants = await participantsOf(deps.db, [conversationId]);
  await deps.events.emit('message.read', {
    conversationId,
    readerId: user.id,
    participantIds: participants.map((participant) => participant.userId),
    readerUnreadCount: row.unreadCount,
    messageId: message.id,
    readAt: (row.lastReadAt ?? message.createdAt).toISOString(),
  });
  return row;
}

/** Marks a message and every older one of the thread read for the caller. */
export async function markMessageRead(
  deps: ServiceDeps,
  user: UserRow,
  conversationId: string,
  messageId: string,
): Promise<ReadMark> {
  await membershipOf(deps, user, conversationId);
  const message = await findMessage(deps.db, messageId);
  if (!message || message.conversationId !== conversationId) throw new AppError('MESSAGE_NOT_FOUND');
  const row = await readUpTo(deps, user, conversationId, message);
  return {
    conversationId,
    messageId,
    readAt: (row.lastReadAt ?? message.createdAt).toISOString(),
    unreadCount: row.unreadCount,
  };
}

/** Hides the thread for the caller only; the other side keeps it, and a new message brings it back. */
export async function hideConversationForMe(deps: ServiceDeps, user: UserRow, conversationId: string) {
  await membershipOf(deps, user, conversationId);
  await hideConversation(deps.db, conversationId, user.id);
  await deps.events.emit('conversation.changed', { conversationId, userIds: [user.id] });
  return { id: conversationId, message: 'Conversation deleted' };
}

/** A participant takes back their own message; it stays in the thread as deleted. */
export async function deleteOwnMessage(deps: ServiceDeps, user: UserRow, messageId: string) {
  const message = await findMessage(deps.db, messageId);
  // Someone outside the thread learns nothing of the message; a participant learns it is not theirs.
  const membership = message && (await findMembership(deps.db, message.conversationId, user.id));
  if (!message || !membership) throw new AppError('MESSAGE_NOT_FOUND');
  if (message.senderId !== user.id) throw new AppError('FORBIDDEN', 'You can only delete your own messages');
  if (!message.deletedAt) {
    const photos = await imagesOfMessages(deps.db, [message.id]);
    // Its photos' files go with it, once the emptied row has committed.
    await withMediaChanges(deps.storage, deps.log, async (media) => {
      if (photos.length > 0) await media.remove(messageMediaPrefix(message));
      await deps.db.transaction(async (tx) => {
        await deleteMessage(tx, message);
        await deleteMessageImages(tx, message.id);
      });
    });
  }
  // Both sides' open threads show it deleted in place (`message:updated`), their lists after it.
  await deps.events.emit('message.updated', { messageId, conversationId: message.conversationId });
  return { id: messageId, message: 'Message deleted' };
}

/** Files the thread for the admin queue: one open report per person and conversation. */
export async function reportConversation(
  deps: ServiceDeps,
  user: UserRow,
  conversationId: string,
  body: ReportConversationBody,
) {
  await membershipOf(deps, user, conversationId);
  const row = await insertConversationReport(deps.db, {
    reporterId: user.id,
    conversationId,
    reason: body.reason,
    details: body.details || null,
  });
  if (!row) throw new AppError('DUPLICATE_CONVERSATION_REPORT');
  return { id: row.id, message: 'Thank you. Our team will review this conversation.' };
}

/**
 * The unread messages a mail quotes (the latest three), or null when nothing is unread any more:
 * the NEW_MESSAGE mail's check, made when its job runs, not when the message was sent.
 */
export async function unreadForMail(deps: Pick<ServiceDeps, 'db'>, conversationId: string, userId: string) {
  const found = await findUnreadForMail(deps.db, conversationId, userId, 3);
  return found && found.unread > 0 && found.messages.length > 0 ? found : null;
}
