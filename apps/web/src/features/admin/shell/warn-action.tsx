import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../shared/ui/field';
import { FormAction } from './form-action';

/**
 * A warning to a person in the admin's own words (an ACCOUNT_WARNING), from their record or from
 * a report about them: `send` gets the trimmed text; an empty one is refused before any call.
 */
export function WarnAction({
  testId,
  trigger,
  name,
  send,
}: {
  /** Names the dialog (`testId`) and its text box (`${testId}-message`). */
  testId: string;
  trigger: ReactNode;
  name: string;
  send: (message: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  return (
    <FormAction
      testId={testId}
      trigger={trigger}
      title={t('userDetail.warn.title', { name })}
      description={t('userDetail.warn.description')}
      submitLabel={t('userDetail.warn.submit')}
      done={t('userDetail.warn.done', { name })}
      run={() => {
        if (!message.trim()) {
          setError(t('userDetail.warn.required'));
          return false;
        }
        return send(message.trim());
      }}
      onClosed={() => {
        setMessage('');
        setError(undefined);
      }}
    >
      <TextArea
        label={t('userDetail.warn.message')}
        rows={4}
        maxLength={1000}
        required
        error={error}
        data-testid={`${testId}-message`}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(undefined);
        }}
      />
    </FormAction>
  );
}
