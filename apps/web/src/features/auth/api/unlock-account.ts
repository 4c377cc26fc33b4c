import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type UnlockAccountRequest } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `POST /api/auth/unlock-account` with the token of the mail a lock sent; it works once. */
export const unlockAccount = (input: UnlockAccountRequest) =>
  apiRequest<{ message: string }>(API_PATHS.auth.unlockAccount, { method: 'POST', body: input });

export const useUnlockAccount = () => useMutation({ mutationFn: unlockAccount });
