import { UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  AUTH_LIMITS,
  registerRequestSchema,
  usernameFromEmail,
  usernameSchema,
  type Language,
} from '@souqna/contracts';
import { FORM_NAMESPACES, apiFieldErrors, translateApiError } from '../../../shared/lib/field-errors';
import { translatedZodResolver } from '../../../shared/lib/form-resolver';
import { useSession } from '../../../shared/lib/session';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { TextInput } from '../../../shared/ui/field';
import { useRegister } from '../api/register';
import { AuthCard, AuthForm, LINK, OtherForm } from '../components/auth-card';
import { EmailInput } from '../components/email-input';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../../../shared/password/new-password-fields';
import { RateLimitNotice } from '../components/rate-limit-notice';
import { useRateLimitLock } from '../hooks/use-rate-limit-lock';
import { errorCode, errorDetail } from '../lib/error-details';
import { redirectTarget, withQuery } from '../lib/redirect';

const NAMESPACES = ['auth', ...FORM_NAMESPACES] as const;

/** The API's own rules, plus the username the form always shows and the confirmation. */
const registerFormSchema = registerRequestSchema
  .omit({ language: true })
  .extend({ username: usernameSchema, confirmPassword: z.string().min(1, 'required') })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsMismatch',
    when: (payload) => typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === 'string',
  });
type RegisterForm = z.infer<typeof registerFormSchema>;
const FIELDS = ['email', 'password', 'name', 'username', 'confirmPassword'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

function RegisterProblem({ error, email }: { error: unknown; email: string }) {
  const { t } = useTranslation(NAMESPACES);
  const code = errorCode(error);
  // Field problems show on their fields.
  if (code === 'VALIDATION_ERROR' || code === 'USERNAME_EXISTS') return null;
  if (code === 'EMAIL_EXISTS') {
    return (
      <FormAlert tone="error" testId="register-error">
        <p className="font-semibold">{t('errors:EMAIL_EXISTS')}</p>
        <p>{t('auth:register.emailExistsHelp')}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={withQuery('/login', { email })} className={LINK}>
            {t('auth:register.logIn')}
          </Link>
          <Link to={withQuery('/password-reset', { email })} className={LINK}>
            {t('auth:register.resetPassword')}
          </Link>
        </p>
      </FormAlert>
    );
  }
  return (
    <FormAlert tone="error" testId="register-error">
      {code === 'RATE_LIMIT' ? t('auth:register.rateLimited') : translateApiError(t, error)}
    </FormAlert>
  );
}

export default function RegisterPage() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const redirectParam = params.get('redirect');
  const registration = useRegister();
  const lock = useRateLimitLock();
  const resolver = useMemo(() => translatedZodResolver<RegisterForm>(registerFormSchema, t), [t]);
  const initialEmail = params.get('email') ?? '';
  const form = useForm<RegisterForm>({
    resolver,
    defaultValues: {
      email: initialEmail,
      name: '',
      username: initialEmail ? usernameFromEmail(initialEmail) : '',
      password: '',
      confirmPassword: '',
    },
  });
  // Read here so react-hook-form tracks which fields the person has typed in.
  const { errors, dirtyFields } = form.formState;

  if (status === 'authenticated') return <Navigate to={redirectTarget(redirectParam)} replace />;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    if (lock.locked) return;
    registration.mutate(
      { ...values, language: i18n.language as Language },
      {
        onSuccess: (answer) => {
          notify('success', t('auth:verify.codeSent'));
          void navigate(
            withQuery('/verify-code', { email: answer.email, reason: 'sent', redirect: redirectParam }),
          );
        },
        onError: (failure) => {
          if (lock.lockOn(failure)) return;
          if (errorCode(failure) === 'EMAIL_EXISTS') {
            form.setError('email', { message: t('errors:EMAIL_EXISTS') }, { shouldFocus: true });
          }
          if (errorCode(failure) === 'USERNAME_EXISTS') {
            form.setError('username', { message: t('errors:USERNAME_EXISTS') }, { shouldFocus: true });
          }
          for (const [path, message] of Object.entries(apiFieldErrors(t, failure))) {
            if (isField(path)) form.setError(path, { message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const suggestion = errorDetail<string>(registration.error, 'suggestion');
  const emailField = form.register('email', {
    onChange: (event: { target: { value: string } }) => {
      // The username follows the email until the person types one of their own.
      if (dirtyFields.username) return;
      const email = event.target.value.trim();
      form.setValue('username', email ? usernameFromEmail(email) : '');
    },
  });

  return (
    <AuthCard
      icon={UserPlus}
      title={t('auth:register.title')}
      subtitle={t('auth:register.subtitle')}
      testId="register-card"
      footer={
        <OtherForm
          question={t('auth:register.haveAccount')}
          to={withQuery('/login', { redirect: redirectParam })}
          label={t('auth:register.logIn')}
        />
      }
    >
      <AuthForm onSubmit={onSubmit} testId="register-form" busy={registration.isPending}>
        {registration.isError && (
          <RegisterProblem error={registration.error} email={registration.variables?.email ?? ''} />
        )}
        <TextInput
          label={t('auth:fields.name')}
          autoComplete="name"
          data-testid="register-name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <EmailInput data-testid="register-email" error={errors.email?.message} {...emailField} />
        <div className="flex flex-col gap-2">
          <TextInput
            label={t('auth:fields.username')}
            hint={t('auth:fields.usernameHint')}
            dir="ltr"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={AUTH_LIMITS.usernameMax}
            data-testid="register-username"
            error={errors.username?.message}
            {...form.register('username')}
          />
          {suggestion && errors.username && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              data-testid="username-suggestion"
              onClick={() => {
                form.setValue('username', suggestion, { shouldDirty: true });
                form.clearErrors('username');
              }}
            >
              {t('auth:register.useSuggestion', { suggestion })}
            </Button>
          )}
        </div>
        <NewPasswordFields
          form={form}
          names={['password', 'confirmPassword']}
          labels={[t('auth:fields.password'), t('auth:fields.confirmPassword')]}
          testIds={['register-password', 'register-confirm']}
          maxLength={AUTH_LIMITS.passwordMax}
        />
        <RateLimitNotice seconds={lock.seconds} />
        <Button
          type="submit"
          size="lg"
          disabled={registration.isPending || lock.locked}
          data-testid="register-submit"
          className="w-full"
        >
          {registration.isPending ? t('auth:register.submitting') : t('auth:register.submit')}
        </Button>
        <p className="text-center text-xs leading-relaxed text-slate-500 dark:text-slate-400">
          {t('auth:register.terms')}{' '}
          <Link to="/terms" className={LINK}>
            {t('auth:register.termsLink')}
          </Link>
          {' · '}
          <Link to="/privacy-policy" className={LINK}>
            {t('auth:register.privacyLink')}
          </Link>
        </p>
      </AuthForm>
    </AuthCard>
  );
}
