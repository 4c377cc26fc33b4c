import { Switch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { Select } from '../../../shared/ui/select';

function RowText({ id, label, description }: { id: string; label: string; description?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {description && (
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      )}
    </div>
  );
}

const ROW = 'flex items-center justify-between gap-x-6 gap-y-3 py-4';
// Rows whose control is wide wrap it under the text on a phone.
const WIDE_ROW = `${ROW} flex-wrap`;

/** A setting that is on or off: a switch named by its label, explained by its description. */
export function ToggleRow({
  label,
  description,
  checked,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={ROW}>
      <RowText id={id} label={label} description={description} />
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        data-testid={testId}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-700 dark:bg-slate-600 dark:data-[state=checked]:bg-brand-500"
      >
        <Switch.Thumb className="pointer-events-none block h-5 w-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Root>
    </div>
  );
}

/** A setting with a few named values, as a native select. */
export function SelectRow<T extends string>({
  label,
  description,
  value,
  options,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  description?: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={WIDE_ROW}>
      <RowText id={id} label={label} description={description} />
      <Select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value as T)}
        className="w-full sm:w-64"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A few values side by side (theme, text size): radio buttons that look like a segmented control. */
export function ChoiceRow<T extends string>({
  label,
  description,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  description?: string;
  value: T;
  options: readonly { value: T; label: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  const name = useId();
  const describedBy = description ? `${name}-description` : undefined;
  return (
    <div className={WIDE_ROW}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span id={`${name}-label`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {label}
        </span>
        {description && (
          <p id={describedBy} className="text-sm text-slate-600 dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${name}-label`}
        aria-describedby={describedBy}
        data-testid={testId}
        className="grid w-full auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1 sm:w-auto dark:bg-slate-800"
      >
        {options.map((option) => (
          <label
            key={option.value}
            className="flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:text-slate-900 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm dark:text-slate-300 dark:hover:text-white dark:has-checked:bg-slate-950 dark:has-checked:text-brand-200"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}

/** A titled block of settings, the target of the settings page's section links. */
export function SettingsSection({
  id,
  title,
  description,
  icon,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`settings-${id}`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white px-5 pt-5 pb-1 shadow-sm sm:px-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex items-start gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          {icon}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2
            id={`${id}-title`}
            tabIndex={-1}
            className="text-lg font-bold tracking-tight text-slate-900 focus:outline-none dark:text-white"
          >
            {title}
          </h2>
          {description && <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
      </header>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">{children}</div>
    </section>
  );
}
