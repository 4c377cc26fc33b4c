import { API_PATHS, type SentMessage } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { messagingPath } from './message-keys';

/** `POST /api/messages/conversations/{id}/messages`; the thread's optimistic send wraps it. */
export const sendMessage = (conversationId: string, content: string) =>
  apiRequest<SentMessage>(messagingPath(API_PATHS.messages.conversationMessages, conversationId), {
    method: 'POST',
    body: { content },
    // A refused send is shown on the message with a retry, not waited out behind a spinner.
    retryOnRateLimit: false,
  });
