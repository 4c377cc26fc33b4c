import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, type Settings, type SettingsUpdate } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { changeLanguage } from '../../../shared/lib/i18n';
import { getSessionUser, updateSessionUser } from '../../../shared/lib/session';
import { setTheme } from '../../../shared/lib/theme';
import { setUiPreferences } from '../../../shared/lib/ui-preferences';
import { accountKeys } from './account-keys';

/** `PATCH /api/users/settings` with only the fields that changed; answers every setting. */
export const updateSettings = (change: SettingsUpdate) =>
  apiRequest<Settings>(API_PATHS.users.settings, { method: 'PATCH', body: change });

const SECTIONS = ['preferences', 'notifications', 'privacy', 'security', 'ui'] as const;

/** `settings` with `change` laid over it, section by section. */
export function mergeSettings(settings: Settings, change: SettingsUpdate): Settings {
  const next = { ...settings };
  for (const section of SECTIONS) {
    if (change[section]) Object.assign(next, { [section]: { ...settings[section], ...change[section] } });
  }
  return next;
}

/** The values `change` replaces, as a change that puts them back. */
function previousValues(settings: Settings, change: SettingsUpdate): SettingsUpdate {
  const previous: Record<string, Record<string, unknown>> = {};
  for (const section of SECTIONS) {
    const fields = change[section];
    if (!fields) continue;
    const current = settings[section] as Record<string, unknown>;
    previous[section] = Object.fromEntries(Object.keys(fields).map((key) => [key, current[key]]));
  }
  return previous as SettingsUpdate;
}

/** What this device shows at once: language, theme and the UI preferences. */
function applyOnThisDevice(change: SettingsUpdate) {
  if (change.preferences?.language) void changeLanguage(change.preferences.language);
  if (change.preferences?.theme) setTheme(change.preferences.theme);
  if (change.ui) setUiPreferences(change.ui);
}

/** The signed-in user carries a few settings (language, theme, auto-logout, privacy): keep them in step. */
function syncSessionUser(settings: Settings) {
  const user = getSessionUser();
  if (!user) return;
  const next = {
    ...user,
    preferences: {
      language: settings.preferences.language,
      theme: settings.preferences.theme,
      latinDigits: settings.preferences.latinDigits,
    },
    autoLogoutMinutes: settings.security.autoLogoutMinutes,
    allowMessaging: settings.privacy.allowMessaging,
    privateProfile: settings.privacy.profileVisibility === 'private',
  };
  const changed =
    next.preferences.language !== user.preferences.language ||
    next.preferences.theme !== user.preferences.theme ||
    next.preferences.latinDigits !== user.preferences.latinDigits ||
    next.autoLogoutMinutes !== user.autoLogoutMinutes ||
    next.allowMessaging !== user.allowMessaging ||
    next.privateProfile !== user.privateProfile;
  if (changed) updateSessionUser(next);
}

const MUTATION_KEY = [...accountKeys.all, 'update-settings'] as const;

function settle(queryClient: QueryClient, key: readonly unknown[], settings: Settings) {
  // While another change is on its way, its optimistic value stays; the last answer sets all.
  if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) queryClient.setQueryData(key, settings);
  syncSessionUser(settings);
}

/**
 * Saves a change optimistically: the cache and this device change at once, and a failure puts
 * back exactly the fields this change touched (another change made meanwhile stays).
 */
export function useUpdateSettings(
  userId: string,
  events: { onSuccess?: (change: SettingsUpdate) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  const key = accountKeys.settings(userId);
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: updateSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<Settings>(key);
      if (current) queryClient.setQueryData(key, mergeSettings(current, change));
      applyOnThisDevice(change);
      return { rollback: current ? previousValues(current, change) : undefined };
    },
    onError: (_error, _change, context) => {
      const rollback = context?.rollback;
      if (!rollback) return;
      const current = queryClient.getQueryData<Settings>(key);
      if (current) queryClient.setQueryData(key, mergeSettings(current, rollback));
      applyOnThisDevice(rollback);
    },
    onSuccess: (settings) => settle(queryClient, key, settings),
    // Each change says how it went, even when several are on their way at once.
    onSettled: (_settings, error, change) => (error ? events.onError?.(error) : events.onSuccess?.(change)),
  });
}
