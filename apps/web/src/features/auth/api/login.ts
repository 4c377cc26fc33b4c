import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type AuthSession, type LoginRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/auth/login`: the user and their tokens, or one of spec section 4's outcomes. */
export const login = (input: LoginRequest) =>
  apiRequest<AuthSession>(API_PATHS.auth.login, { method: 'POST', body: input, retryOnRateLimit: false });

export const useLogin = () => useMutation({ mutationFn: login });
