import { LogIn } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginRequestSchema, type LoginRequest } from '@souqna/contracts';
import { ApiError } from '../../../shared/lib/api-client';
import { FORM_NAMESPACES, apiFieldErrors, translateApiError } from '../../../shared/lib/field-errors';
import { translatedZodResolver } from '../../../shared/lib/form-resolver';
import { useSession } from '../../../shared/lib/session';
import { Button } from '../../../shared/ui/button';
import { useLogin } from '../api/login';
import { AuthCard, AuthForm, LINK, OtherForm } from '../components/auth-card';
import { EmailInput } from '../components/email-input';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../../../shared/password/password-input';
import { RateLimitNotice } from '../components/rate-limit-notice';
import { useRateLimitLock } from '../hooks/use-rate-limit-lock';
import { errorCode, errorDetail } from '../lib/error-details';
import { startSessionWithWelcome } from '../lib/welcome';
import { redirectTarget, withQuery } from '../lib/redirect';

const NAMESPACES = ['auth', ...FORM_NAMESPACES] as const;

/** What a failed login says (spec sections 4 and 8), with the way forward where there is one. */
function LoginProblem({
  error,
  email,
  redirect,
}: {
  error: unknown;
  email: string;
  redirect: string | null;
}) {
  const { t } = useTranslation(NAMESPACES);
  const code = errorCode(error);
  let text = t('auth:login.failed');
  let extra: ReactNode = null;
  if (code === 'INVALID_CREDENTIALS' || code === 'ACCOUNT_LOCKED') text = t(`errors:${code}`);
  else if (code === 'RATE_LIMIT') text = t('auth:login.rateLimited');
  else if (code === 'NETWORK_ERROR' || code === 'REQUEST_TIMEOUT') text = translateApiError(t, error);
  else if (code === 'USER_NOT_FOUND') {
    text = t('errors:USER_NOT_FOUND');
    extra = (
      <Link to={withQuery('/register', { email, redirect })} className={LINK}>
        {t('auth:login.createAccount')}
      </Link>
    );
  } else if (code === 'ACCOUNT_DISABLED') {
    text = t('errors:ACCOUNT_DISABLED');
    extra = (
      <Link to="/contact" className={LINK}>
        {t('auth:login.contactSupport')}
      </Link>
    );
  }
  const lockSeconds = code === 'ACCOUNT_LOCKED' ? (errorDetail<number>(error, 'retryAfterSeconds') ?? 0) : 0;
  return (
    <FormAlert tone="error" testId="login-error">
      <p>{text}</p>
      {lockSeconds > 0 && <p>{t('auth:login.lockedFor', { count: Math.ceil(lockSeconds / 60) })}</p>}
      {extra}
    </FormAlert>
  );
}

export default function LoginPage() {
  const { t } = useTranslation(NAMESPACES);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const redirectParam = params.get('redirect');
  const login = useLogin();
  const lock = useRateLimitLock();
  const resolver = useMemo(() => translatedZodResolver<LoginRequest>(loginRequestSchema, t), [t]);
  const form = useForm<LoginRequest>({
    resolver,
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });

  if (status === 'authenticated') return <Navigate to={redirectTarget(redirectParam)} replace />;

  const onSubmit = form.handleSubmit((values) => {
    if (lock.locked) return;
    login.mutate(values, {
      onSuccess: (session) => {
        startSessionWithWelcome(session, 'login.welcome');
      },
      onError: (failure) => {
        if (lock.lockOn(failure)) return;
        if (!(failure instanceof ApiError)) return;
        if (failure.code === 'EMAIL_NOT_VERIFIED' || failure.code === 'VERIFICATION_EXPIRED') {
          const email = errorDetail<string>(failure, 'email') ?? values.email;
          const reason = failure.code === 'VERIFICATION_EXPIRED' ? 'expired' : 'unverified';
          void navigate(withQuery('/verify-code', { email, reason, redirect: redirectParam }));
          return;
        }
        for (const [path, message] of Object.entries(apiFieldErrors(t, failure))) {
          if (path === 'email' || path === 'password')
            form.setError(path, { message }, { shouldFocus: true });
        }
      },
    });
  });

  const expired = params.get('expired') === 'true';
  const passwordChanged = params.get('reset') === 'success';
  const showProblem = login.isError && errorCode(login.error) !== 'VALIDATION_ERROR';

  return (
    <AuthCard
      icon={LogIn}
      title={t('auth:login.title')}
      subtitle={t('auth:login.subtitle')}
      testId="login-card"
      footer={
        <OtherForm
          question={t('auth:login.noAccount')}
          to={withQuery('/register', { redirect: redirectParam })}
          label={t('auth:login.createAccount')}
        />
      }
    >
      <AuthForm onSubmit={onSubmit} testId="login-form" busy={login.isPending}>
        {expired && !login.isError && (
          <FormAlert tone="info" testId="session-expired">
            {t('auth:login.expired')}
          </FormAlert>
        )}
        {passwordChanged && !login.isError && (
          <FormAlert tone="success" testId="password-changed">
            {t('auth:login.passwordChanged')}
          </FormAlert>
        )}
        {showProblem && (
          <LoginProblem error={login.error} email={login.variables?.email ?? ''} redirect={redirectParam} />
        )}
        <EmailInput data-testid="login-email" error={errors.email?.message} {...form.register('email')} />
        <div className="flex flex-col gap-2">
          <PasswordInput
            label={t('auth:fields.password')}
            autoComplete="current-password"
            data-testid="login-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Link to={withQuery('/password-reset', { email })} className={`${LINK} self-end text-sm`}>
            {t('auth:login.forgotPassword')}
          </Link>
        </div>
        <RateLimitNotice seconds={lock.seconds} />
        <Button
          type="submit"
          size="lg"
          disabled={login.isPending || lock.locked}
          data-testid="login-submit"
          className="w-full"
        >
          {login.isPending ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
