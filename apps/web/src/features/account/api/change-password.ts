import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ChangePasswordRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/auth/change-password`: other sessions are revoked, this one is kept. */
export const changePassword = (input: ChangePasswordRequest) =>
  apiRequest<{ message: string }>(API_PATHS.auth.changePassword, {
    method: 'POST',
    body: input,
    retryOnRateLimit: false,
  });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
