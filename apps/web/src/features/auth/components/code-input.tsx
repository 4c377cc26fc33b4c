import type { InputHTMLAttributes, Ref } from 'react';
import { AUTH_LIMITS } from '@souqna/contracts';
import { Field } from '../../../shared/ui/field';
import { controlClasses } from '../../../shared/ui/select';

/**
 * The 6-digit code: one field, so pasting and the phone's one-time-code suggestion both work.
 * Digits in either script and spaces are fine: the contracts' schema normalises them.
 */
export function CodeInput({
  label,
  error,
  hint,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...props}
          ref={ref}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={AUTH_LIMITS.codeLength + 4}
          dir="ltr"
          placeholder="••••••"
          className={`${controlClasses(Boolean(error))} h-14! text-center font-mono text-2xl! font-semibold tracking-[0.5em] placeholder:tracking-[0.5em]`}
        />
      )}
    </Field>
  );
}
