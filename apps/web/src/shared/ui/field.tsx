import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { controlClasses, Select } from './select';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
  className?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and error message wired for screen readers. */
export function Field({ label, error, hint, hideLabel, className = '', children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-700 dark:text-slate-200'}
      >
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type WithField<T> = T & { label: string; error?: string; hint?: string; hideLabel?: boolean };

export function TextInput({
  label,
  error,
  hint,
  hideLabel,
  className,
  ...props
}: WithField<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      {(control) => <input {...control} {...props} className={controlClasses(Boolean(error))} />}
    </Field>
  );
}

export function TextArea({
  label,
  error,
  hint,
  hideLabel,
  className,
  ...props
}: WithField<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      {(control) => (
        <textarea
          rows={6}
          {...control}
          {...props}
          className={`${controlClasses(Boolean(error))} h-auto py-2.5`}
        />
      )}
    </Field>
  );
}

export function SelectInput({
  label,
  error,
  hint,
  hideLabel,
  className,
  ...props
}: WithField<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      {(control) => <Select {...control} {...props} />}
    </Field>
  );
}
