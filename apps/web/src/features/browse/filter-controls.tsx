import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/lib/format';
import { controlClasses } from '../../shared/ui/select';
import { SelectInput } from '../../shared/ui/field';
import { readNumber } from '../../shared/lib/number-text';
import { sameBand, type Band } from './filter-bands';

export function FilterGroup({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset data-testid={testId} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</legend>
      {children}
    </fieldset>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A native select whose empty choice means "any". */
export function OptionSelect({
  label,
  anyLabel,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: Option[];
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  return (
    <SelectInput
      label={label}
      data-testid={testId}
      value={value ?? ''}
      disabled={options.length === 0}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectInput>
  );
}

const PILL =
  'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const PILL_ON =
  'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-slate-950';
const PILL_OFF =
  'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** Quick choices as pressable pills; pressing the chosen one again lets it go. */
export function Pills<T>({
  label,
  options,
  isOn,
  onPick,
  testId,
}: {
  label: string;
  options: { value: T; label: string }[];
  isOn: (value: T) => boolean;
  onPick: (value: T | undefined) => void;
  testId: string;
}) {
  return (
    <div role="group" aria-label={label} data-testid={testId} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const on = isOn(option.value);
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={on}
            onClick={() => onPick(on ? undefined : option.value)}
            className={`${PILL} ${on ? PILL_ON : PILL_OFF}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** One of a few exclusive choices (the currency), as a joined control unlike the band pills. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onPick,
  testId,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onPick: (value: T) => void;
  testId: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      className="grid auto-cols-fr grid-flow-col rounded-xl border border-slate-300 p-0.5 dark:border-slate-600"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onPick(option.value)}
          className={`h-8 rounded-lg px-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
            option.value === value
              ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
              : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * A typed value, applied when the reader leaves the box or presses Enter rather than at every
 * keystroke, so typing "25000000" makes one request and one history entry, not eight. Text that
 * `read` refuses (`null`) puts the old value back.
 */
export function CommitBox<T extends string | number>({
  label,
  value,
  read,
  show,
  onCommit,
  testId,
  ...input
}: {
  label: string;
  value: T | undefined;
  read: (text: string) => T | undefined | null;
  show: (value: T) => string;
  onCommit: (value: T | undefined) => void;
  testId: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'type' | 'placeholder' | 'enterKeyHint'>) {
  const id = useId();
  const shown = value === undefined ? '' : show(value);
  const commit = (box: HTMLInputElement) => {
    const typed = read(box.value);
    if (typed === null) box.value = shown;
    else if (typed !== value) onCommit(typed);
  };
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <input
        {...input}
        // A new value from outside (a chip removed, back pressed) replaces what was typed.
        key={shown}
        id={id}
        data-testid={testId}
        defaultValue={shown}
        onBlur={(event) => commit(event.currentTarget)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') commit(event.currentTarget);
        }}
        className={controlClasses(false)}
      />
    </div>
  );
}

/** Whole non-negative amounts, in any digits the reader types. */
const readAmount = (text: string) => {
  const typed = readNumber(text);
  return typed === undefined ? undefined : typed === null || typed < 0 ? null : Math.round(typed);
};

function NumberBox(props: {
  label: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  testId: string;
}) {
  const { i18n } = useTranslation();
  return (
    <CommitBox
      {...props}
      inputMode="numeric"
      read={readAmount}
      show={(value) => formatNumber(i18n.language, value, { useGrouping: false })}
    />
  );
}

/** A range filter: the spec's bands as quick choices, and free minimum and maximum boxes. */
export function RangeFilter({
  title,
  bands,
  bandLabel,
  min,
  max,
  onChange,
  testId,
  extra,
}: {
  title: string;
  bands: Band[];
  bandLabel: (band: Band) => string;
  min: number | undefined;
  max: number | undefined;
  onChange: (range: Band) => void;
  testId: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('listing-browse');
  // A maximum typed below the minimum is taken as the range meant, swapped, and said so.
  const [swapped, setSwapped] = useState(false);
  const commit = (range: Band) => {
    const reversed = range.min !== undefined && range.max !== undefined && range.max < range.min;
    setSwapped(reversed);
    onChange(reversed ? { min: range.max, max: range.min } : range);
  };
  return (
    <FilterGroup title={title} testId={testId}>
      {extra}
      <Pills
        label={title}
        options={bands.map((band) => ({ value: band, label: bandLabel(band) }))}
        isOn={(band) => sameBand(band, { min, max })}
        onPick={(band) => commit(band ?? {})}
        testId={`${testId}-bands`}
      />
      <div className="flex gap-2">
        <NumberBox
          label={t('range.min')}
          value={min}
          onCommit={(next) => commit({ min: next, max })}
          testId={`${testId}-min`}
        />
        <NumberBox
          label={t('range.max')}
          value={max}
          onCommit={(next) => commit({ min, max: next })}
          testId={`${testId}-max`}
        />
      </div>
      <p
        role="status"
        data-testid={`${testId}-swapped`}
        className="text-xs text-amber-800 empty:hidden dark:text-amber-200"
      >
        {swapped ? t('range.swapped') : ''}
      </p>
    </FilterGroup>
  );
}
