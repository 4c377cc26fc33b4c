import { useState, type InputHTMLAttributes } from 'react';
import { controlClasses } from '../../../../shared/ui/select';
import { readNumber } from '../../../../shared/lib/number-text';

type Control = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

interface NumberInputProps extends Control {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  decimal?: boolean;
  /** The unit's text, shown at the inline end of the box. */
  unit?: string;
  placeholder?: string;
}

const display = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** Whether the box's text already says `value`, so a re-render must not rewrite what is typed. */
const says = (text: string, value: unknown) => text === display(value) || readNumber(text) === value;

/**
 * A number box that keeps what was typed (Arabic digits, "1,6", a trailing dot) while handing the
 * form the number it means; text that is no number is handed on as is, for the rules to flag.
 */
export function NumberInput({ value, onChange, decimal, unit, ...control }: NumberInputProps) {
  const [text, setText] = useState(() => display(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (a reset, a restored draft) replaces the text.
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!says(text, value)) setText(display(value));
  }
  const unitId = `${control.id}-unit`;
  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    ...control,
    type: 'text',
    inputMode: decimal ? 'decimal' : 'numeric',
    autoComplete: 'off',
    value: text,
    'aria-describedby': [control['aria-describedby'], unit && unitId].filter(Boolean).join(' ') || undefined,
    onChange: (event) => {
      const typed = event.target.value;
      setText(typed);
      const number = readNumber(typed);
      onChange(number === undefined ? '' : number === null ? typed : number);
    },
  };
  if (!unit)
    return <input {...inputProps} className={`${controlClasses(control['aria-invalid'])} text-start`} />;
  return (
    <span className="relative block">
      <input {...inputProps} className={`${controlClasses(control['aria-invalid'])} pe-20 text-start`} />
      <span
        id={unitId}
        className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-sm text-slate-500 dark:text-slate-400"
      >
        {unit}
      </span>
    </span>
  );
}
