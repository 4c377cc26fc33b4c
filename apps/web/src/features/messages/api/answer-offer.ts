import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type AnswerOfferBody, type Message } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { addToThread } from '../lib/thread-cache';
import { messagingPath } from './message-keys';

interface AnswerOffer {
  conversationId: string;
  messageId: string;
  answer: AnswerOfferBody['answer'];
}

/** `PUT /api/messages/conversations/{id}/offers/{messageId}`: the listing owner's one tap. */
export const answerOffer = ({ conversationId, messageId, answer }: AnswerOffer) =>
  apiRequest<Message>(messagingPath(API_PATHS.messages.offer, conversationId, messageId), {
    method: 'PUT',
    body: { answer },
  });

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: answerOffer,
    // `message:updated` brings the same message too; whichever comes first takes its place.
    onSuccess: (message) => addToThread(queryClient, userId, message),
  });
}
