import { get, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The new password's field, then its confirmation's. */
  names: [Path<T>, Path<T>];
  labels: [string, string];
  testIds: [string, string];
  maxLength?: number;
}

/** A new password with its strength meter, then the same again to confirm it (sign-up, reset, change). */
export function NewPasswordFields<T extends FieldValues>({
  form,
  names: [name, confirmName],
  labels: [label, confirmLabel],
  testIds: [testId, confirmTestId],
  maxLength,
}: NewPasswordFieldsProps<T>) {
  // Every form here starts its passwords as ''.
  const password = useWatch({ control: form.control, name }) as string;
  const errorOf = (field: Path<T>) =>
    (get(form.formState.errors, field) as { message?: string } | undefined)?.message;
  return (
    <>
      <div className="flex flex-col gap-3">
        <PasswordInput
          label={label}
          autoComplete="new-password"
          maxLength={maxLength}
          data-testid={testId}
          error={errorOf(name)}
          {...form.register(name)}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        maxLength={maxLength}
        data-testid={confirmTestId}
        error={errorOf(confirmName)}
        {...form.register(confirmName)}
      />
    </>
  );
}
