import { LANGUAGES, type Conversation, type Language } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as listings from '../listings/listings.service.js';
import * as users from '../users/users.service.js';
import type { UserRow } from '../users/users.types.js';
import { presentConversation, type ThreadContext } from './messaging.presenter.js';
import {
  blockedAmong,
  conversationsByIds,
  findMembership,
  lastMessagesOf,
  withImages,
  participantsOf,
  type ConversationRow,
  type StoredMessage,
} from './messaging.repository.js';

// How the messaging services read threads for their viewer: what every answer is built from.

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Everything a page of threads needs for its viewer, in a fixed number of queries. */
async function threadContext(
  deps: ServiceDeps,
  viewer: Pick<UserRow, 'id'>,
  rows: ConversationRow[],
  participantIds: string[],
  /** Who is blocked, when the caller knows already (a send is refused otherwise). */
  knownBlocked?: Set<string>,
): Promise<ThreadContext> {
  const listingIds = rows.flatMap((row) => (row.listingId ? [row.listingId] : []));
  const others = participantIds.filter((id) => id !== viewer.id);
  const [people, listingMap, blocked, online] = await Promise.all([
    users.peopleByIds(deps, [viewer.id, ...participantIds]),
    listings.listingSummaries(deps, listingIds),
    knownBlocked ?? blockedAmong(deps.db, viewer.id, others),
    deps.presence?.onlineAmong([...new Set(participantIds)]) ?? new Set<string>(),
  ]);
  const language = people.get(viewer.id)?.language ?? 'en';
  return {
    viewerId: viewer.id,
    language: isLanguage(language) ? language : 'en',
    people,
    listings: listingMap,
    blocked,
    online,
  };
}

/** These threads as the viewer sees them, in the order given. */
export async function presentThreads(
  deps: ServiceDeps,
  viewer: Pick<UserRow, 'id'>,
  ids: string[],
): Promise<Conversation[]> {
  const [rows, participants, lastMessages] = await Promise.all([
    conversationsByIds(deps.db, ids),
    participantsOf(deps.db, ids),
    lastMessagesOf(deps.db, ids).then((rows) => withImages(deps.db, rows)),
  ]);
  const context = await threadContext(
    deps,
    viewer,
    rows,
    participants.map((row) => row.userId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      presentConversation(
        row,
        participants.filter((participant) => participant.conversationId === id),
        lastMessages.find((message) => message.conversationId === id),
        context,
      ),
    ];
  });
}

/**
 * A thread as its sender sees it right after a send, from the rows the send's transaction
 * returned: only the people and the listing are read.
 */
export async function presentSentThread(
  deps: ServiceDeps,
  sender: Pick<UserRow, 'id'>,
  stored: StoredMessage,
) {
  const { conversation, participants, message } = stored;
  const context = await threadContext(
    deps,
    sender,
    [conversation],
    participants.map((row) => row.userId),
    new Set(),
  );
  return { conversation: presentConversation(conversation, participants, message, context), context };
}

export const presentThread = async (deps: ServiceDeps, viewer: Pick<UserRow, 'id'>, id: string) =>
  (await presentThreads(deps, viewer, [id]))[0]!;

/** The caller's place in a thread; 404 for anyone else, with no hint that it exists. */
export async function membershipOf(deps: ServiceDeps, user: UserRow, conversationId: string) {
  const found = await findMembership(deps.db, conversationId, user.id);
  if (!found) throw new AppError('CONVERSATION_NOT_FOUND');
  return found;
}

export async function languageOf(deps: ServiceDeps, userId: string): Promise<Language> {
  const language = (await users.peopleByIds(deps, [userId])).get(userId)?.language ?? 'en';
  return isLanguage(language) ? language : 'en';
}
