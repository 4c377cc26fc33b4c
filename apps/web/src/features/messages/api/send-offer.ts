import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Currency, type SentMessage } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { addToThread } from '../lib/thread-cache';
import { messageKeys, messagingPath } from './message-keys';

interface SendOffer {
  conversationId: string;
  /** As typed: the server reads Eastern Arabic digits and separators too. */
  amount: string;
  currency: Currency;
}

/** `POST /api/messages/conversations/{id}/offers`: the buyer's price for the thread's listing. */
export const sendOffer = ({ conversationId, amount, currency }: SendOffer) =>
  apiRequest<SentMessage>(messagingPath(API_PATHS.messages.offers, conversationId), {
    method: 'POST',
    body: { amount, currency },
    retryOnRateLimit: false,
  });

export function useSendOffer() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: sendOffer,
    onSuccess: ({ message }) => {
      addToThread(queryClient, userId, message);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversationsAll() });
    },
  });
}
