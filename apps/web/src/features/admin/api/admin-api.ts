import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, type AdminUser, type Page } from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';

/** Every admin query starts with this key: an admin action reloads them all (they are few). */
export const adminKey = (...parts: string[]) => ['admin', ...parts];

/** A list the admin pages read with its filters and page as a query string. */
export function useAdminList<Item>(path: string, query: string) {
  return useQuery({
    queryKey: adminKey(path, query),
    queryFn: () => apiRequest<Page<Item>>(`${path}?${query}`),
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (query: string) => useAdminList<AdminUser>(API_PATHS.admin.users, query);

export const setUserDisabled = (id: string, disabled: boolean) =>
  apiRequest<AdminUser>(pathWithId(disabled ? API_PATHS.admin.disableUser : API_PATHS.admin.enableUser, id), {
    method: 'POST',
  });
