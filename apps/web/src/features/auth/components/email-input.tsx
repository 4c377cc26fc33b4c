import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../shared/ui/field';

/** The email field of every auth form: left to right, no capitals or spelling fixes forced on it. */
export function EmailInput(props: Omit<ComponentProps<typeof TextInput>, 'label'>) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('auth:fields.email')}
      type="email"
      dir="ltr"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
