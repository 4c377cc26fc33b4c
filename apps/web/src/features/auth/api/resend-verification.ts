import { API_PATHS, type CodeSentResponse, type EmailOnlyRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/auth/resend-verification`: another sign-up code (429 within a minute of the last). */
export const resendVerification = (input: EmailOnlyRequest) =>
  apiRequest<CodeSentResponse>(API_PATHS.auth.resendVerification, {
    method: 'POST',
    body: input,
    retryOnRateLimit: false,
  });
