import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Settings } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { setUiPreferences } from '../../../shared/lib/ui-preferences';
import { accountKeys } from './account-keys';

/** `GET /api/users/settings`. The `ui` section is this device's look, so it is applied on arrival. */
export async function getSettings(): Promise<Settings> {
  const settings = await apiRequest<Settings>(API_PATHS.users.settings);
  setUiPreferences(settings.ui);
  return settings;
}

export const settingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.settings(userId), queryFn: getSettings });

export const useSettings = (userId: string) => useQuery(settingsQueryOptions(userId));
