import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Conversation } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { messageKeys } from './message-keys';

export interface StartConversation {
  sellerId: string;
  listingId: string;
}

/**
 * `POST /api/messages/conversations` without a first message: the one about this listing if it
 * exists (200), else a new one the seller sees only once it has a message (201).
 */
export const startConversation = ({ sellerId, listingId }: StartConversation) =>
  apiRequest<Conversation>(API_PATHS.messages.conversations, {
    method: 'POST',
    body: { participantIds: [sellerId], listingId },
  });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.conversationsAll() }),
  });
}
