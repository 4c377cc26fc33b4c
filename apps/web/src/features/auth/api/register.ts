import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type RegisterRequest, type RegisterResponse } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/auth/register`: the account waits for the 6-digit code the server mails. */
export const register = (input: RegisterRequest) =>
  apiRequest<RegisterResponse>(API_PATHS.auth.register, {
    method: 'POST',
    body: input,
    retryOnRateLimit: false,
  });

export const useRegister = () => useMutation({ mutationFn: register });
