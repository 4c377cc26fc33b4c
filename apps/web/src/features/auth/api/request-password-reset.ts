import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type CodeSentResponse, type EmailOnlyRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/auth/password-reset/request`: the same answer whether or not the email has an account. */
export const requestPasswordReset = (input: EmailOnlyRequest) =>
  apiRequest<CodeSentResponse>(API_PATHS.auth.passwordResetRequest, {
    method: 'POST',
    body: input,
    retryOnRateLimit: false,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
