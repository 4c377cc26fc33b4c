import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { messageKeys, messagingPath } from './message-keys';

/** `DELETE /api/messages/{id}`: one's own message stays in the thread as deleted, for both sides. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiRequest<{ id: string }>(messagingPath(API_PATHS.messages.one, messageId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** `DELETE /api/messages/conversations/{id}`: gone from the caller's list; the other side keeps it. */
export function useHideConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      apiRequest<{ id: string }>(messagingPath(API_PATHS.messages.conversation, conversationId), {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.conversationsAll() }),
  });
}
