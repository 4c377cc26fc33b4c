import {
  SAFETY_HINT_KINDS,
  SAFETY_WARNING,
  type Conversation,
  type ConversationParticipant,
  type Language,
  type Message,
  type PublicProfile,
  type SafetyHintKind,
} from '@souqna/contracts';
import { presentMessageImage } from './messaging.photos.js';
import type { ConversationRow, MessageWithImages, ParticipantRow } from './messaging.repository.js';

export interface Person {
  profile: PublicProfile;
  allowMessaging: boolean;
  showOnlineStatus: boolean;
  language: string;
}

export type ListingSummary = NonNullable<Conversation['listing']>;

/** What presenting one thread needs besides its own rows, loaded once for a whole page. */
export interface ThreadContext {
  viewerId: string;
  language: Language;
  people: Map<string, Person>;
  listings: Map<string, ListingSummary>;
  blocked: Set<string>;
  /** Who of the participants has a socket open (their settings not yet applied). */
  online: Set<string>;
}

const isSafetyHint = (value: string): value is SafetyHintKind =>
  (SAFETY_HINT_KINDS as readonly string[]).includes(value);

/** Someone in a thread as others see them: their public profile's fields, privacy respected. */
export function presentParticipant(
  id: string,
  person: Person | undefined,
  /** Who is connected, where the answer shows it (threads, not the blocked list). */
  online?: Set<string>,
): ConversationParticipant {
  // A disabled account stays in its threads, but shows nothing of itself.
  if (!person) return { id, name: '', profilePicture: null, privateProfile: true };
  const { profile } = person;
  return {
    id,
    name: profile.name,
    ...(profile.username ? { username: profile.username } : {}),
    profilePicture: profile.profilePicture,
    privateProfile: profile.privateProfile,
    ...(profile.privateProfile ? {} : { allowMessaging: person.allowMessaging }),
    ...(profile.lastActiveAt !== undefined ? { lastActiveAt: profile.lastActiveAt } : {}),
    ...(online ? { online: person.showOnlineStatus ? online.has(id) : null } : {}),
  };
}

/**
 * One message as `language`'s reader sees it: `read` once every other participant has read up
 * to it, a deleted one emptied.
 */
export function presentMessage(
  row: MessageWithImages,
  participants: ParticipantRow[],
  language: Language,
): Message {
  const others = participants.filter((participant) => participant.userId !== row.senderId);
  const deleted = row.deletedAt !== null;
  const reasons = deleted ? [] : row.safetyHints.filter(isSafetyHint);
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    recipientId: others[0]?.userId ?? null,
    content: deleted ? '' : row.content,
    createdAt: row.createdAt.toISOString(),
    read:
      others.length > 0 &&
      others.every((other) => other.lastReadAt !== null && other.lastReadAt >= row.createdAt),
    deleted,
    safety: reasons.length > 0 ? { reasons, warning: SAFETY_WARNING[language] } : null,
    kind: row.kind,
    offer:
      row.kind === 'offer' && row.offerAmount !== null && row.offerCurrency && row.offerStatus
        ? { amount: row.offerAmount, currency: row.offerCurrency, status: row.offerStatus }
        : null,
    images: deleted ? [] : (row.images ?? []).map(presentMessageImage),
  };
}

/** A thread as its viewer sees it: the other person, the listing, the last message, what is unread. */
export function presentConversation(
  conversation: ConversationRow,
  participants: ParticipantRow[],
  lastMessage: MessageWithImages | undefined,
  context: ThreadContext,
): Conversation {
  const me = participants.find((participant) => participant.userId === context.viewerId);
  const people = participants.map((participant) =>
    presentParticipant(participant.userId, context.people.get(participant.userId), context.online),
  );
  const other = people.find((person) => person.id !== context.viewerId) ?? null;
  // What the viewer cleared with a delete-for-me stays cleared in the list too.
  const visibleLast =
    lastMessage && (!me?.clearedAt || lastMessage.createdAt > me.clearedAt) ? lastMessage : undefined;
  const listing = conversation.listingId ? (context.listings.get(conversation.listingId) ?? null) : null;
  const updatedAt = conversation.lastMessageAt ?? conversation.createdAt;
  return {
    id: conversation.id,
    listingId: conversation.listingId,
    listing,
    participants: people,
    otherParticipant: other,
    lastMessage: visibleLast ? presentMessage(visibleLast, participants, context.language) : null,
    lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
    createdAt: conversation.createdAt.toISOString(),
    unreadCount: me?.unreadCount ?? 0,
    blocked: other !== null && context.blocked.has(other.id),
  };
}
