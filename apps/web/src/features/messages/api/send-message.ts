import { API_PATHS, type SentMessage } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { messagingPath } from './message-keys';

/**
 * `POST /api/messages/conversations/{id}/messages`: JSON for text, multipart when photos go with
 * it (the text may then be empty). The thread's optimistic send wraps it.
 */
export function sendMessage(conversationId: string, content: string, photos: readonly File[] = []) {
  let body: { content: string } | FormData = { content };
  if (photos.length > 0) {
    body = new FormData();
    body.append('content', content);
    for (const photo of photos) body.append('images', photo, photo.name);
  }
  return apiRequest<SentMessage>(messagingPath(API_PATHS.messages.conversationMessages, conversationId), {
    method: 'POST',
    body,
    // A refused send is shown on the message with a retry, not waited out behind a spinner.
    retryOnRateLimit: false,
  });
}
