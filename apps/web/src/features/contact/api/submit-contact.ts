import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ContactRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/contact`: the answer is the submission's id and time, nothing else. */
export const submitContact = (input: ContactRequest) =>
  apiRequest<{ id: string; createdAt: string }>(API_PATHS.contact, { method: 'POST', body: input });

export const useSubmitContact = () => useMutation({ mutationFn: submitContact });
