import type { AnswerOfferBody, Message, SendOfferBody } from '@souqna/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as listings from '../listings/listings.service.js';
import type { UserRow } from '../users/users.types.js';
import { presentMessage } from './messaging.presenter.js';
import { answerOffer, blockedAmong, findMessage, participantsOf } from './messaging.repository.js';
import { sentMessageOf, spendSendBudget, storeMessage, type MessagingDeps } from './messaging.service.js';
import { languageOf, membershipOf } from './messaging.views.js';

/** The listing a thread is about, as it is now; undefined for a direct conversation. */
async function listingOf(deps: ServiceDeps, listingId: string | null) {
  return listingId ? (await listings.listingSummaries(deps, [listingId])).get(listingId) : undefined;
}

/**
 * A buyer's offer for the thread's listing, sent as a message the seller answers in one tap.
 * Only the one who does not own the listing offers, and only while it is active.
 */
export async function sendOffer(
  deps: MessagingDeps,
  user: UserRow,
  conversationId: string,
  body: SendOfferBody,
) {
  const { conversation } = await membershipOf(deps, user, conversationId);
  const listing = await listingOf(deps, conversation.listingId);
  if (!listing || listing.userId === user.id || listing.status !== 'active') {
    throw new AppError('OFFER_NOT_ALLOWED');
  }
  const others = (await participantsOf(deps.db, [conversationId])).map((row) => row.userId);
  if ((await blockedAmong(deps.db, user.id, others)).size > 0) throw new AppError('MESSAGING_BLOCKED');
  await spendSendBudget(deps, user);
  const stored = await storeMessage(deps, user, conversation, body.content ?? '', {
    amount: body.amount,
    currency: body.currency,
  });
  return sentMessageOf(deps, user, stored);
}

/** The seller accepts or declines a pending offer; an answered one stays as it was answered. */
export async function answerOfferMessage(
  deps: ServiceDeps,
  user: UserRow,
  conversationId: string,
  messageId: string,
  body: AnswerOfferBody,
): Promise<Message> {
  const { conversation } = await membershipOf(deps, user, conversationId);
  const message = await findMessage(deps.db, messageId);
  if (!message || message.conversationId !== conversationId || message.kind !== 'offer') {
    throw new AppError('MESSAGE_NOT_FOUND');
  }
  const listing = await listingOf(deps, conversation.listingId);
  if (!listing || listing.userId !== user.id) throw new AppError('OFFER_NOT_ANSWERABLE');
  const answered = await answerOffer(deps.db, messageId, body.answer === 'accept' ? 'accepted' : 'declined');
  if (!answered) throw new AppError('OFFER_ALREADY_ANSWERED');
  await deps.events.emit('message.updated', { messageId, conversationId });
  const [participants, language] = await Promise.all([
    participantsOf(deps.db, [conversationId]),
    languageOf(deps, user.id),
  ]);
  return presentMessage(answered, participants, language);
}
