import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type NewsletterSubscribeRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/newsletter/subscribe`; subscribing twice is not an error (`created: false`). */
export const subscribeToNewsletter = (input: NewsletterSubscribeRequest) =>
  apiRequest<{ email: string; created: boolean }>(API_PATHS.newsletterSubscribe, {
    method: 'POST',
    body: input,
  });

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });
