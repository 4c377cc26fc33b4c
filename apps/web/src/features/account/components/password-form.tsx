import { MailCheck, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AUTH_LIMITS,
  loginPasswordSchema,
  newPasswordSchema,
  verificationCodeSchema,
  type CurrentUser,
} from '@souqna/contracts';
import { z } from 'zod';
import { ApiError } from '../../../shared/lib/api-client';
import { FORM_NAMESPACES, apiFieldErrors, translateApiError } from '../../../shared/lib/field-errors';
import { translatedZodResolver } from '../../../shared/lib/form-resolver';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { TextInput } from '../../../shared/ui/field';
import { useChangePassword } from '../api/change-password';
import { useSendPasswordCode } from '../api/send-password-code';
import { PasswordInput } from '../../../shared/password/password-input';
import { NewPasswordFields } from '../../../shared/password/new-password-fields';

const schema = z
  .object({
    currentPassword: loginPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
    verificationCode: verificationCodeSchema,
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsMismatch',
  });
type PasswordValues = z.infer<typeof schema>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword', 'verificationCode'] as const;
const EMPTY: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  verificationCode: '',
};

/** Which field a refusal of the server belongs to. */
const FIELD_OF_CODE: Partial<Record<string, (typeof FIELDS)[number]>> = {
  WRONG_PASSWORD: 'currentPassword',
  PASSWORD_REUSED: 'newPassword',
  INVALID_CODE: 'verificationCode',
};

const ALERT =
  'rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200';

/**
 * Changing the password in two steps: a code is mailed, then the current password, the new one
 * twice and the code. Every refusal lands on the field it concerns.
 */
export function PasswordForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['account', ...FORM_NAMESPACES]);
  const sendCode = useSendPasswordCode();
  const change = useChangePassword();
  const [codeSent, setCodeSent] = useState(false);
  const [formError, setFormError] = useState<string>();
  const resolver = useMemo(() => translatedZodResolver<PasswordValues>(schema, t), [t]);
  const form = useForm<PasswordValues>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  const requestCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => {
        setCodeSent(true);
        notify('success', t('account:password.codeSent'));
      },
    });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    if (values.newPassword === values.currentPassword) {
      return form.setError('newPassword', { message: t('errors:PASSWORD_REUSED') }, { shouldFocus: true });
    }
    const { confirmPassword: _confirm, ...input } = values;
    change.mutate(input, {
      onSuccess: () => {
        notify('success', t('account:password.changed'));
        form.reset(EMPTY);
        setCodeSent(false);
        sendCode.reset();
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? FIELD_OF_CODE[failure.code] : undefined;
        if (field)
          return form.setError(field, { message: translateApiError(t, failure) }, { shouldFocus: true });
        const fields = Object.entries(apiFieldErrors(t, failure)).filter(([path]) =>
          (FIELDS as readonly string[]).includes(path),
        );
        for (const [path, message] of fields)
          form.setError(path as (typeof FIELDS)[number], { message }, { shouldFocus: true });
        if (!fields.length) setFormError(translateApiError(t, failure));
      },
    });
  });

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <Card className="flex flex-col gap-4 p-6" data-testid="password-step-code">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
            {codeSent ? (
              <MailCheck aria-hidden className="h-5 w-5" />
            ) : (
              <Send aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
            )}
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-lg font-bold text-slate-900 dark:text-white">
              {t('account:password.step1')}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {codeSent
                ? t('account:password.step1Sent', { email: user.email, minutes: AUTH_LIMITS.codeTtlMinutes })
                : t('account:password.step1Body', { email: user.email, minutes: AUTH_LIMITS.codeTtlMinutes })}
            </p>
          </div>
        </div>
        {sendCode.isError && (
          <p role="alert" className={ALERT} data-testid="password-code-error">
            {translateApiError(t, sendCode.error)}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={codeSent ? 'secondary' : 'primary'}
            onClick={requestCode}
            disabled={sendCode.isPending}
            data-testid="password-send-code"
          >
            {sendCode.isPending
              ? t('account:password.sending')
              : codeSent
                ? t('account:password.resend')
                : t('account:password.sendCode')}
          </Button>
          {!codeSent && (
            <Button variant="ghost" onClick={() => setCodeSent(true)} data-testid="password-have-code">
              {t('account:password.haveCode')}
            </Button>
          )}
        </div>
      </Card>

      {codeSent && (
        <Card className="p-6">
          <form
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            aria-busy={change.isPending}
            data-testid="password-form"
            className="flex flex-col gap-5"
          >
            <h2 className="text-lg font-bold text-slate-900 dark:text-white">
              {t('account:password.step2')}
            </h2>
            <PasswordInput
              label={t('account:password.current')}
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              data-testid="password-current"
              {...form.register('currentPassword')}
            />
            <NewPasswordFields
              form={form}
              names={['newPassword', 'confirmPassword']}
              labels={[t('account:password.new'), t('account:password.confirm')]}
              testIds={['password-new', 'password-confirm']}
            />
            <TextInput
              label={t('account:password.code')}
              hint={t('account:password.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={AUTH_LIMITS.codeLength + 2}
              dir="ltr"
              error={errors.verificationCode?.message}
              data-testid="password-code"
              className="sm:max-w-48"
              {...form.register('verificationCode')}
            />
            {formError && (
              <p role="alert" className={ALERT} data-testid="password-error">
                {formError}
              </p>
            )}
            <Button
              type="submit"
              disabled={change.isPending}
              data-testid="password-submit"
              className="self-start"
            >
              {change.isPending ? t('account:password.submitting') : t('account:password.submit')}
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
