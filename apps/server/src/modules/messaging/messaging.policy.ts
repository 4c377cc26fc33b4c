import { conversationPairKey } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ListingSummary, Person } from './messaging.presenter.js';

/** The key that makes one conversation per listing and pair of people (DESIGN.md 4). */
export const pairKeyOf = conversationPairKey;

/** Whether an account is young enough for the daily cap on new conversations. */
export const isNewAccount = (createdAt: Date, newAccountDays: number, now = Date.now()) =>
  now - createdAt.getTime() < newAccountDays * 86_400_000;

/**
 * Who may open a new conversation with whom, about what: never with oneself, a listing the thread
 * is about belongs to one of the two and is still on offer, and the other side takes messages.
 */
export function assertMayOpen(
  senderId: string,
  other: Person,
  listing: ListingSummary | null,
  otherId: string,
) {
  if (listing && listing.userId !== senderId && listing.userId !== otherId) {
    throw new AppError('BAD_REQUEST', 'The listing belongs to neither participant');
  }
  if (listing && listing.status !== 'active') throw new AppError('LISTING_NOT_ACTIVE');
  if (!other.allowMessaging) throw new AppError('MESSAGING_NOT_ALLOWED');
}

/** The one other person of a one-to-one thread the spec's `participantIds` names. */
export function otherParticipantOf(callerId: string, participantIds: readonly string[]) {
  const others = [...new Set(participantIds)].filter((id) => id !== callerId);
  if (others.length === 0) throw new AppError('MESSAGE_TO_SELF');
  if (others.length > 1) throw new AppError('BAD_REQUEST', 'A conversation has two participants');
  return others[0]!;
}
