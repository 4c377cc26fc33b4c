import type { AuthSession } from '@souqna/contracts';
import { i18n } from '../../../shared/lib/i18n';
import { languageSwitched, startSession } from '../../../shared/lib/session';
import { notify } from '../../../shared/lib/toast';

/**
 * Signs in and greets by name in the account's own language: the toast waits for the interface
 * to switch to it, or an Arabic account would be welcomed in the English it signed in from.
 */
export function startSessionWithWelcome(session: AuthSession, text: 'login.welcome' | 'verify.welcome') {
  startSession(session);
  const { language } = session.user.preferences;
  void languageSwitched().then(() =>
    notify('success', i18n.getFixedT(language, 'auth')(text, { name: session.user.name })),
  );
}
