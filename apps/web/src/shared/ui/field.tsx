import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const CONTROL =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 aria-invalid:border-red-500';

interface FieldProps {
  label: string;
  error?: string;
  hideLabel?: boolean;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}

/** A labelled control with its error message wired for screen readers. */
export function Field({ label, error, hideLabel, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-700 dark:text-slate-300'}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        className: CONTROL,
      })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type WithField<T> = T & { label: string; error?: string; hideLabel?: boolean };

export function TextInput({
  label,
  error,
  hideLabel,
  ...props
}: WithField<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field label={label} error={error} hideLabel={hideLabel}>
      {(control) => <input {...control} {...props} />}
    </Field>
  );
}

export function TextArea({
  label,
  error,
  hideLabel,
  ...props
}: WithField<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field label={label} error={error} hideLabel={hideLabel}>
      {(control) => <textarea rows={5} {...control} {...props} />}
    </Field>
  );
}

export function SelectInput({
  label,
  error,
  hideLabel,
  ...props
}: WithField<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field label={label} error={error} hideLabel={hideLabel}>
      {(control) => <select {...control} {...props} />}
    </Field>
  );
}
