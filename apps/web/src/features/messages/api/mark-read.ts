import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type ReadMark } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { messageKeys, messagingPath } from './message-keys';

/** `PUT …/messages/{messageId}/read`: that message and every older one read for the caller. */
export const markRead = ({ conversationId, messageId }: { conversationId: string; messageId: string }) =>
  apiRequest<ReadMark>(messagingPath(API_PATHS.messages.read, conversationId, messageId), { method: 'PUT' });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.conversationsAll() }),
  });
}
