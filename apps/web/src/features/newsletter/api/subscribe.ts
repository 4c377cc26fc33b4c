import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type NewsletterSubscribeRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * `POST /api/newsletter/subscribe`; subscribing twice is not an error (`created: false`).
 * `confirmationSent`: a link was mailed, and the address gets nothing until it is opened.
 */
export const subscribeToNewsletter = (input: NewsletterSubscribeRequest) =>
  apiRequest<{ email: string; created: boolean; confirmationSent: boolean }>(API_PATHS.newsletterSubscribe, {
    method: 'POST',
    body: input,
  });

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });

/** `POST /api/newsletter/confirm`: the token of the mailed link, good once. */
export const confirmNewsletter = (token: string) =>
  apiRequest<{ email: string }>(API_PATHS.newsletterConfirm, { method: 'POST', body: { token } });

export const useConfirmNewsletter = () => useMutation({ mutationFn: confirmNewsletter });
