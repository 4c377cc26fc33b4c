import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type PasswordResetConfirmRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/auth/password-reset/confirm`: the new password is set and every session ends. */
export const confirmPasswordReset = (input: PasswordResetConfirmRequest) =>
  apiRequest<{ message: string }>(API_PATHS.auth.passwordResetConfirm, {
    method: 'POST',
    body: input,
    retryOnRateLimit: false,
  });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
