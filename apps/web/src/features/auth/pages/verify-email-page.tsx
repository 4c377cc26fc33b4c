import { Loader2, MailCheck, MailWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { buttonClasses } from '../../../shared/ui/button';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { errorCode, errorDetail } from '../lib/error-details';
import { startSessionWithWelcome } from '../lib/welcome';
import { withQuery } from '../lib/redirect';

/**
 * The mail's link (`/verify-email?token=…`): the token is sent once, a success signs the person
 * in and goes home. Whatever session this browser had is left alone until then (spec section 2).
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // Strict mode runs effects twice; a token works once.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(
      { token },
      {
        onSuccess: (session) => {
          startSessionWithWelcome(session, 'verify.welcome');
          void navigate('/', { replace: true });
        },
      },
    );
  }, [token, mutate, navigate, t]);

  const code = errorCode(verify.error);
  const failed = !token || verify.isError;
  if (!failed) {
    return (
      <AuthCard icon={MailCheck} title={t('auth:verifyEmail.title')} testId="verify-email-card">
        <p
          role="status"
          className="flex items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
        >
          <Loader2 aria-hidden className="h-5 w-5 animate-spin text-brand-700 dark:text-brand-300" />
          {t('auth:verifyEmail.working')}
        </p>
      </AuthCard>
    );
  }

  const expired = code === 'VERIFICATION_EXPIRED';
  const message = !token
    ? t('auth:verifyEmail.missingToken')
    : expired
      ? t('errors:VERIFICATION_EXPIRED')
      : code === 'INVALID_CODE'
        ? t('auth:verifyEmail.invalidLink')
        : translateApiError(t, verify.error);
  const knownEmail = errorDetail<string>(verify.error, 'email') ?? email;
  return (
    <AuthCard icon={MailWarning} title={t('auth:verifyEmail.failedTitle')} testId="verify-email-card">
      <div className="flex flex-col gap-5">
        <FormAlert tone={expired ? 'info' : 'error'} testId="verify-email-error">
          {message}
        </FormAlert>
        <Link
          to={withQuery('/verify-code', { email: knownEmail, reason: expired ? 'expired' : undefined })}
          className={`${buttonClasses('primary', 'lg')} w-full`}
        >
          {t('auth:verifyEmail.enterCode')}
        </Link>
      </div>
    </AuthCard>
  );
}
