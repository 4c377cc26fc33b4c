import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type AuthSession, type VerifyEmailRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/auth/verify-email` with the mailed code or the link's token; a success signs in. */
export const verifyEmail = (input: VerifyEmailRequest) =>
  apiRequest<AuthSession>(API_PATHS.auth.verifyEmail, {
    method: 'POST',
    body: input,
    retryOnRateLimit: false,
  });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
