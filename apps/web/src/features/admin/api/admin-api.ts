import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  API_PATHS,
  type AdminUser,
  type AuditEntry,
  type exchangeRateHistorySchema,
  type Page,
} from '@souqna/contracts';
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

export type ExchangeRateHistory = z.infer<typeof exchangeRateHistorySchema>;

export const useExchangeRates = () =>
  useQuery({
    queryKey: adminKey(API_PATHS.admin.exchangeRates),
    queryFn: () => apiRequest<ExchangeRateHistory>(API_PATHS.admin.exchangeRates),
  });

/** A new rate from now on; the public prices read it on their next request. */
export const setExchangeRate = (rate: number) =>
  apiRequest<unknown>(API_PATHS.admin.exchangeRates, { method: 'POST', body: { rate } });

export const useAuditLog = (query: string) => useAdminList<AuditEntry>(API_PATHS.admin.auditLog, query);
