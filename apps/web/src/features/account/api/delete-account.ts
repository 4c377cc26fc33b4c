import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** `DELETE /api/users/account`: the account, its listings, images and favourites, for good. */
export const deleteAccount = (password: string) =>
  apiRequest<{ message: string }>(API_PATHS.users.account, { method: 'DELETE', body: { password } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
