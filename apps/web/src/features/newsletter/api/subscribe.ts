import { useMutation } from '@tanstack/react-query';
import type { Language, NewsletterSubscribeRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

export const subscribeToNewsletter = (input: NewsletterSubscribeRequest) =>
  apiRequest<{ email: string; created: boolean }>('/newsletter/subscribe', { method: 'POST', body: input });

export const useSubscribeToNewsletter = (language: Language) =>
  useMutation({ mutationFn: (email: string) => subscribeToNewsletter({ email, language }) });
