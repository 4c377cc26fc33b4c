import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type CodeSentResponse } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/auth/send-password-change-verification`: mails a 6-digit code to the user. */
export const sendPasswordCode = () =>
  apiRequest<CodeSentResponse>(API_PATHS.auth.sendPasswordChangeVerification, {
    method: 'POST',
    body: {},
    retryOnRateLimit: false,
  });

export const useSendPasswordCode = () => useMutation({ mutationFn: sendPasswordCode });
