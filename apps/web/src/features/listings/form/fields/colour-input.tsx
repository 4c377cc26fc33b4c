import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOUR_SWATCHES } from '../../detail/colour-names';
import { DEFAULT_COLOUR } from './detail-defaults';

const HEX = /^#[0-9a-f]{6}$/i;

const swatchOf = (value: string) => COLOUR_SWATCHES.find((swatch) => swatch.hex === value.toLowerCase());

const CHIP =
  'flex h-10 cursor-pointer items-center gap-2 rounded-xl border px-2.5 text-sm text-slate-800 transition-colors hover:border-slate-400 has-checked:border-brand-600 has-checked:ring-1 has-checked:ring-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:text-slate-100 dark:hover:border-slate-400 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950/60 dark:has-checked:ring-brand-400';

/** Whether black reads better than white on `hex` (relative luminance, roughly). */
function isLight(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 140;
}

function Dot({ hex, checked }: { hex: string; checked: boolean }) {
  return (
    <span
      aria-hidden
      style={{ backgroundColor: hex }}
      className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full border border-slate-400/70 dark:border-slate-500"
    >
      {checked && (
        <Check className={`h-3.5 w-3.5 ${isLight(hex) ? 'text-black' : 'text-white'}`} strokeWidth={3} />
      )}
    </span>
  );
}

/**
 * A colour as buyers name it: a radio group of named, translated swatches (stored as the spec's
 * `#rrggbb`, which the detail page names again), and "another colour" with the browser's picker
 * for a shade the palette lacks. Real radio buttons, so arrows move between them in either
 * direction and a screen reader reads each name.
 */
export function ColourInput({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: unknown;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['listing-fields', 'listing-detail']);
  const id = useId();
  const text = typeof value === 'string' ? value.trim() : '';
  const [custom, setCustom] = useState(() => text !== '' && !swatchOf(text));
  const picked = custom ? undefined : swatchOf(text);
  const errorId = `${id}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={Boolean(error)}
      className="flex min-w-0 flex-col gap-1.5 md:col-span-2"
      data-testid={`colour-${name}`}
    >
      <legend id={`${id}-legend`} className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </legend>
      <div className="flex flex-wrap gap-2">
        {COLOUR_SWATCHES.map((swatch) => (
          <label
            key={swatch.name}
            className={`${CHIP} ${error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`}
          >
            <input
              type="radio"
              name={name}
              value={swatch.hex}
              checked={picked === swatch}
              onChange={() => {
                setCustom(false);
                onChange(swatch.hex);
              }}
              className="sr-only"
            />
            <Dot hex={swatch.hex} checked={picked === swatch} />
            {t(`listing-detail:colours.${swatch.name}`)}
          </label>
        ))}
        <label
          className={`${CHIP} ${error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`}
        >
          <input
            type="radio"
            name={name}
            value=""
            checked={custom}
            onChange={() => setCustom(true)}
            className="sr-only"
          />
          <span
            aria-hidden
            className="h-5 w-5 shrink-0 rounded-full border border-slate-400/70 bg-[conic-gradient(#e53935,#fdd835,#43a047,#1e88e5,#8e24aa,#e53935)]"
          />
          {t('picker.otherColour')}
          {custom && text !== '' && !HEX.test(text) && <span dir="auto">({text})</span>}
        </label>
      </div>
      {custom && (
        <label className="mt-1 flex w-fit cursor-pointer items-center gap-3 text-sm text-slate-700 dark:text-slate-200">
          <input
            type="color"
            value={HEX.test(text) ? text.toLowerCase() : DEFAULT_COLOUR}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 w-16 cursor-pointer rounded-xl border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900"
          />
          {t('picker.chooseColour', { field: label })}
        </label>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
