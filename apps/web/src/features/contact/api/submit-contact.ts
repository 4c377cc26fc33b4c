import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

export const submitContact = (input: ContactRequest) =>
  apiRequest<{ id: string; createdAt: string }>('/contact', { method: 'POST', body: input });

export const useSubmitContact = () => useMutation({ mutationFn: submitContact });
