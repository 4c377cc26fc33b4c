import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
  icon?: ReactNode;
  testId?: string;
}

/**
 * A radio group drawn as cards: real radio buttons, so arrows, forms and screen readers work as
 * they always do, with the whole card to tap on a phone.
 */
export function ChoiceCards({
  legend,
  name,
  value,
  choices,
  onChange,
  error,
  disabled,
}: {
  legend: string;
  name: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const errorId = `${name}-choice-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              data-testid={choice.testId}
              className={`flex min-h-12 items-center gap-3 rounded-xl border px-3 py-2 text-sm font-medium transition-colors ${
                disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer'
              } ${
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-500 dark:bg-brand-950/50 dark:text-brand-100'
                  : error
                    ? 'border-red-600 text-slate-800 dark:border-red-400 dark:text-slate-100'
                    : 'border-slate-300 text-slate-800 hover:border-slate-400 dark:border-slate-600 dark:text-slate-100'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                disabled={disabled}
                aria-invalid={Boolean(error)}
                onChange={() => onChange(choice.value)}
                className="h-4 w-4 shrink-0 accent-brand-700"
              />
              {choice.icon}
              <span className="min-w-0">{choice.label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
