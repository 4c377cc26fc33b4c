import type { Language, Theme } from '@souqna/contracts';
import { i18n } from '../../shared/lib/i18n';
import { getSessionUser, updateSessionUser } from '../../shared/lib/session';

// `API_PATHS.users.settingsSection` for the preferences section, spelled out: the top bar is in
// the first load, which does without the API client and the path table until someone signs in.
const PREFERENCES_PATH = '/users/settings/preferences';

/**
 * Signed in, a language or theme chosen in the top bar is saved to the account, so it follows
 * the person to their other devices. Fire and forget: a failure only says so in a toast.
 */
export function savePreference(change: { language: Language } | { theme: Theme }) {
  if (!getSessionUser()) return;
  import('../../shared/lib/api-client')
    .then(({ apiRequest }) => apiRequest(PREFERENCES_PATH, { method: 'PATCH', body: change }))
    .then(() => {
      const user = getSessionUser();
      if (user) updateSessionUser({ ...user, preferences: { ...user.preferences, ...change } });
    })
    .catch(async () => {
      const [{ notify }] = await Promise.all([import('../../shared/lib/toast'), i18n.loadNamespaces('auth')]);
      notify('error', i18n.t('auth:menu.preferenceNotSaved'));
    });
}
