import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  API_PATHS,
  type AdminUser,
  type AuditEntry,
  type exchangeRateHistorySchema,
  type ModerationItem,
  type Page,
  type RejectListingBody,
} from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';

/** Every admin query starts with this key: an admin action reloads them all (they are few). */
export const adminKey = (...parts: string[]) => ['admin', ...parts];

/** A list the admin pages read with its filters and page as a query string (`Extra`: what the page adds). */
export function useAdminList<Item, Extra = object>(path: string, query: string) {
  return useQuery({
    queryKey: adminKey(path, query),
    queryFn: () => apiRequest<Page<Item> & Extra>(`${path}?${query}`),
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

/** The queue's rows are its listings: a row's id is the listing's, for the table's selection. */
export type ModerationRow = ModerationItem & { id: string };

export function useModerationQueue(query: string) {
  const queue = useAdminList<ModerationItem>(API_PATHS.admin.moderation, query);
  const rows = queue.data?.items.map((item): ModerationRow => ({ ...item, id: item.listing.id }));
  return { ...queue, rows };
}

export const approveListing = (id: string) =>
  apiRequest<unknown>(pathWithId(API_PATHS.admin.approveListing, id), { method: 'POST' });

export const approveListings = (ids: string[]) =>
  apiRequest<{ approved: string[]; skipped: string[] }>(API_PATHS.admin.approveListings, {
    method: 'POST',
    body: { ids },
  });

export const rejectListing = (id: string, body: RejectListingBody) =>
  apiRequest<unknown>(pathWithId(API_PATHS.admin.rejectListing, id), { method: 'POST', body });
