import { KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { emailOnlyRequestSchema, type EmailOnlyRequest } from '@souqna/contracts';
import { FORM_NAMESPACES, apiFieldErrors, translateApiError } from '../../../shared/lib/field-errors';
import { translatedZodResolver } from '../../../shared/lib/form-resolver';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, AuthForm, LINK } from '../components/auth-card';
import { EmailInput } from '../components/email-input';
import { FormAlert } from '../components/form-alert';
import { errorCode } from '../lib/error-details';
import { withQuery } from '../lib/redirect';

const NAMESPACES = ['auth', ...FORM_NAMESPACES] as const;

/** Step one of a password reset: the email; the server mails a code whether or not it knows it. */
export default function PasswordResetPage() {
  const { t } = useTranslation(NAMESPACES);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const resolver = useMemo(() => translatedZodResolver<EmailOnlyRequest>(emailOnlyRequestSchema, t), [t]);
  const form = useForm<EmailOnlyRequest>({ resolver, defaultValues: { email: params.get('email') ?? '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        notify('success', t('auth:reset.codeSent'));
        void navigate(withQuery('/password-reset-verification', { email: values.email }));
      },
      onError: (failure) => {
        const message = apiFieldErrors(t, failure).email;
        if (message) form.setError('email', { message }, { shouldFocus: true });
      },
    }),
  );

  const problem =
    request.isError && errorCode(request.error) !== 'VALIDATION_ERROR'
      ? translateApiError(t, request.error)
      : undefined;

  return (
    <AuthCard
      icon={KeyRound}
      title={t('auth:reset.title')}
      subtitle={t('auth:reset.subtitle')}
      testId="password-reset-card"
      footer={
        <>
          {t('auth:reset.rememberPassword')}{' '}
          <Link to="/login" className={LINK}>
            {t('auth:reset.backToLogin')}
          </Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} testId="password-reset-form" busy={request.isPending}>
        {problem && (
          <FormAlert tone="error" testId="password-reset-error">
            {problem}
          </FormAlert>
        )}
        <EmailInput
          data-testid="password-reset-email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button
          type="submit"
          size="lg"
          disabled={request.isPending}
          data-testid="password-reset-submit"
          className="w-full"
        >
          {request.isPending ? t('auth:reset.submitting') : t('auth:reset.submit')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
