import { ShieldCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AUTH_LIMITS, passwordResetConfirmRequestSchema } from '@souqna/contracts';
import { FORM_NAMESPACES, apiFieldErrors, translateApiError } from '../../../shared/lib/field-errors';
import { translatedZodResolver } from '../../../shared/lib/form-resolver';
import { Button } from '../../../shared/ui/button';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard, AuthForm, BackToLogin } from '../components/auth-card';
import { CodeEntryFields } from '../components/code-entry-fields';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../../../shared/password/new-password-fields';
import { ResendCode } from '../components/resend-code';
import { errorCode } from '../lib/error-details';
import { withQuery } from '../lib/redirect';

const NAMESPACES = ['auth', ...FORM_NAMESPACES] as const;

const resetFormSchema = passwordResetConfirmRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'required') })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'passwordsMismatch',
    when: (payload) => typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === 'string',
  });
type ResetForm = z.infer<typeof resetFormSchema>;
const FIELDS = ['email', 'code', 'newPassword', 'confirmPassword'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

/** Step two: the mailed code and the new password; success goes to login with a confirmation. */
export default function PasswordResetVerificationPage() {
  const { t } = useTranslation(NAMESPACES);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const knownEmail = params.get('email') ?? '';
  const confirm = useConfirmPasswordReset();
  const resolver = useMemo(() => translatedZodResolver<ResetForm>(resetFormSchema, t), [t]);
  const form = useForm<ResetForm>({
    resolver,
    defaultValues: { email: knownEmail, code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) =>
    confirm.mutate(values, {
      onSuccess: () =>
        void navigate(withQuery('/login', { reset: 'success', email: values.email }), { replace: true }),
      onError: (failure) => {
        if (errorCode(failure) === 'INVALID_CODE') {
          form.setError('code', { message: t('errors:INVALID_CODE') }, { shouldFocus: true });
        }
        // The code was right (the server checks it first): only the password needs another go.
        if (errorCode(failure) === 'PASSWORD_REUSED') {
          form.setError('newPassword', { message: t('errors:PASSWORD_REUSED') }, { shouldFocus: true });
        }
        for (const [path, message] of Object.entries(apiFieldErrors(t, failure))) {
          if (isField(path)) form.setError(path, { message }, { shouldFocus: true });
        }
      },
    }),
  );

  const code = errorCode(confirm.error);
  const problem =
    confirm.isError && !['INVALID_CODE', 'PASSWORD_REUSED', 'VALIDATION_ERROR'].includes(code ?? '')
      ? translateApiError(t, confirm.error)
      : undefined;

  return (
    <AuthCard
      icon={ShieldCheck}
      title={t('auth:reset.verifyTitle')}
      subtitle={t('auth:reset.verifySubtitle')}
      testId="password-reset-verification-card"
      footer={<BackToLogin />}
    >
      <AuthForm onSubmit={onSubmit} testId="password-reset-verification-form" busy={confirm.isPending}>
        {problem && (
          <FormAlert tone="error" testId="password-reset-verification-error">
            {problem}
          </FormAlert>
        )}
        <CodeEntryFields
          knownEmail={knownEmail}
          changeTo="/password-reset"
          email={form.register('email')}
          code={form.register('code')}
          errors={errors}
          testIdPrefix="reset"
        />
        <NewPasswordFields
          form={form}
          names={['newPassword', 'confirmPassword']}
          labels={[t('auth:fields.newPassword'), t('auth:fields.confirmPassword')]}
          testIds={['reset-password', 'reset-confirm']}
          maxLength={AUTH_LIMITS.passwordMax}
        />
        <Button
          type="submit"
          size="lg"
          disabled={confirm.isPending}
          data-testid="reset-submit"
          className="w-full"
        >
          {confirm.isPending ? t('auth:reset.confirmSubmitting') : t('auth:reset.confirmSubmit')}
        </Button>
        <div className="flex justify-center border-t border-slate-200 pt-4 dark:border-slate-800">
          <ResendCode
            justSent={Boolean(knownEmail)}
            send={async () => {
              if (!(await form.trigger('email'))) return false;
              return requestPasswordReset({ email: form.getValues('email') });
            }}
          />
        </div>
      </AuthForm>
    </AuthCard>
  );
}
