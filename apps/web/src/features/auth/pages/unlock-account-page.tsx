import { Loader2, LockKeyhole, LockKeyholeOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { buttonClasses } from '../../../shared/ui/button';
import { useUnlockAccount } from '../api/unlock-account';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';

/**
 * The link a lock mails (`/unlock-account?token=…`): one click lifts the lock. The token is sent
 * by this page, not by opening the link, so a mail scanner that fetches links unlocks nothing.
 */
export default function UnlockAccountPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unlock = useUnlockAccount();
  const { mutate } = unlock;
  // Strict mode runs effects twice; a link works once.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  if (unlock.isSuccess) {
    return (
      <AuthCard icon={LockKeyholeOpen} title={t('auth:unlock.doneTitle')} testId="unlock-account-card">
        <div className="flex flex-col gap-5">
          <FormAlert tone="info" testId="unlock-account-done">
            {t('auth:unlock.done')}
          </FormAlert>
          <Link to="/login" className={`${buttonClasses('primary', 'lg')} w-full`}>
            {t('auth:unlock.login')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (token && !unlock.isError) {
    return (
      <AuthCard icon={LockKeyhole} title={t('auth:unlock.title')} testId="unlock-account-card">
        <p
          role="status"
          className="flex items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
        >
          <Loader2 aria-hidden className="h-5 w-5 animate-spin text-brand-700 dark:text-brand-300" />
          {t('auth:unlock.working')}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={LockKeyhole} title={t('auth:unlock.failedTitle')} testId="unlock-account-card">
      <div className="flex flex-col gap-5">
        <FormAlert tone="error" testId="unlock-account-error">
          {token ? translateApiError(t, unlock.error) : t('auth:unlock.missingToken')}
        </FormAlert>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth:unlock.resetHint')}</p>
        <Link to="/password-reset" className={`${buttonClasses('primary', 'lg')} w-full`}>
          {t('auth:unlock.reset')}
        </Link>
      </div>
    </AuthCard>
  );
}
