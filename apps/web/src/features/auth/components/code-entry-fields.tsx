import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeInput } from './code-input';
import { EmailInput } from './email-input';
import { SentTo } from './sent-to';

interface CodeEntryFieldsProps {
  /** The address the code went to, when the link says so: then it is shown, not asked for. */
  knownEmail: string;
  /** Where "change" on the shown address leads. */
  changeTo: string;
  email: UseFormRegisterReturn<'email'>;
  code: UseFormRegisterReturn<'code'>;
  errors: { email?: { message?: string }; code?: { message?: string } };
  /** `reset` gives `reset-email` and `reset-code`. */
  testIdPrefix: string;
}

/** The address a mailed code went to (or a field for it), then the code (verify email, reset password). */
export function CodeEntryFields({
  knownEmail,
  changeTo,
  email,
  code,
  errors,
  testIdPrefix,
}: CodeEntryFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      {knownEmail ? (
        <SentTo email={knownEmail} changeTo={changeTo} />
      ) : (
        <EmailInput data-testid={`${testIdPrefix}-email`} error={errors.email?.message} {...email} />
      )}
      <CodeInput
        label={t('auth:fields.code')}
        hint={t('auth:fields.codeHint')}
        autoFocus={Boolean(knownEmail)}
        data-testid={`${testIdPrefix}-code`}
        error={errors.code?.message}
        {...code}
      />
    </>
  );
}
