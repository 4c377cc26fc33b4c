import { MailCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { verifyEmailRequestSchema } from '@souqna/contracts';
import { FORM_NAMESPACES, apiFieldErrors, translateApiError } from '../../../shared/lib/field-errors';
import { translatedZodResolver } from '../../../shared/lib/form-resolver';
import { Button } from '../../../shared/ui/button';
import { resendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, AuthForm, BackToLogin, LINK } from '../components/auth-card';
import { CodeEntryFields } from '../components/code-entry-fields';
import { FormAlert } from '../components/form-alert';
import { ResendCode } from '../components/resend-code';
import { errorCode, errorDetail } from '../lib/error-details';
import { startSessionWithWelcome } from '../lib/welcome';
import { redirectTarget, withQuery } from '../lib/redirect';

const NAMESPACES = ['auth', ...FORM_NAMESPACES] as const;
/** `{ email, code }`: the code reading of the verify-email call. */
const codeSchema = verifyEmailRequestSchema.options[0];
type CodeForm = { email: string; code: string };

/** Why the person is here: they just registered, tried to log in unverified, or the code expired. */
const REASONS = {
  sent: 'auth:verify.codeSent',
  unverified: 'errors:EMAIL_NOT_VERIFIED',
  expired: 'errors:VERIFICATION_EXPIRED',
};

/**
 * The 6-digit code of spec section 4, after registering or after a login that needs verification.
 * A correct code signs the person in and takes them where they were heading.
 */
export default function VerifyCodePage() {
  const { t } = useTranslation(NAMESPACES);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const knownEmail = params.get('email') ?? '';
  const reason = params.get('reason');
  const verify = useVerifyEmail();
  // Each new code mailed restarts the resend countdown.
  const [codesMailed, setCodesMailed] = useState(0);
  const resolver = useMemo(() => translatedZodResolver<CodeForm>(codeSchema, t), [t]);
  const form = useForm<CodeForm>({ resolver, defaultValues: { email: knownEmail, code: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: (session) => {
        startSessionWithWelcome(session, 'verify.welcome');
        void navigate(redirectTarget(params.get('redirect')), { replace: true });
      },
      onError: (failure) => {
        const code = errorCode(failure);
        if (code === 'INVALID_CODE') {
          const left = errorDetail<number>(failure, 'attemptsLeft');
          const message = [
            t('errors:INVALID_CODE'),
            left !== undefined ? t('auth:verify.attemptsLeft', { count: left }) : '',
          ].join(' ');
          form.setError('code', { message: message.trim() }, { shouldFocus: true });
        } else if (code === 'VERIFICATION_EXPIRED') {
          form.setValue('code', '');
          setCodesMailed((count) => count + 1);
        }
        for (const [path, message] of Object.entries(apiFieldErrors(t, failure))) {
          if (path === 'email' || path === 'code') form.setError(path, { message }, { shouldFocus: true });
        }
      },
    }),
  );

  const failure = verify.error;
  const failureCode = errorCode(failure);
  const notice =
    failureCode === 'VERIFICATION_EXPIRED'
      ? t('errors:VERIFICATION_EXPIRED')
      : reason && reason in REASONS
        ? t(REASONS[reason as keyof typeof REASONS])
        : undefined;
  const problem =
    verify.isError &&
    !['INVALID_CODE', 'VERIFICATION_EXPIRED', 'VALIDATION_ERROR'].includes(failureCode ?? '')
      ? translateApiError(t, failure)
      : undefined;

  return (
    <AuthCard
      icon={MailCheck}
      title={t('auth:verify.title')}
      subtitle={t('auth:verify.subtitle')}
      testId="verify-code-card"
      footer={<BackToLogin />}
    >
      <AuthForm onSubmit={onSubmit} testId="verify-code-form" busy={verify.isPending}>
        {notice && (
          <FormAlert
            tone={failureCode === 'VERIFICATION_EXPIRED' ? 'info' : 'success'}
            testId="verify-notice"
          >
            {notice}
          </FormAlert>
        )}
        {problem && (
          <FormAlert tone="error" testId="verify-error">
            <p>{problem}</p>
            {failureCode === 'USER_NOT_FOUND' && (
              <Link
                to={withQuery('/register', {
                  email: verify.variables && 'email' in verify.variables ? verify.variables.email : '',
                })}
                className={LINK}
              >
                {t('auth:login.createAccount')}
              </Link>
            )}
          </FormAlert>
        )}
        <CodeEntryFields
          knownEmail={knownEmail}
          changeTo={withQuery('/register', { redirect: params.get('redirect') })}
          email={form.register('email')}
          code={form.register('code')}
          errors={errors}
          testIdPrefix="verify"
        />
        <Button
          type="submit"
          size="lg"
          disabled={verify.isPending}
          data-testid="verify-submit"
          className="w-full"
        >
          {verify.isPending ? t('auth:verify.submitting') : t('auth:verify.submit')}
        </Button>
        <div className="flex flex-col items-center gap-1 border-t border-slate-200 pt-4 dark:border-slate-800">
          <p className="text-center text-xs text-slate-500 dark:text-slate-400">{t('auth:verify.noCode')}</p>
          <ResendCode
            key={codesMailed}
            justSent={Boolean(reason) || codesMailed > 0}
            send={async () => {
              if (!(await form.trigger('email'))) return false;
              return resendVerification({ email: form.getValues('email') });
            }}
          />
        </div>
      </AuthForm>
    </AuthCard>
  );
}
