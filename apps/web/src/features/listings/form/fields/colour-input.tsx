import { controlClasses } from '../../../../shared/ui/select';
import { DEFAULT_COLOUR } from './detail-defaults';

type Control = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A colour as the seller says it: picked from a swatch (stored as #rrggbb, which the detail page
 * shows as a dot) or typed by name ("pearl white"), since both are what buyers search for.
 */
export function ColourInput({
  name,
  value,
  onChange,
  swatchLabel,
  ...control
}: Control & { name: string; value: unknown; onChange: (value: string) => void; swatchLabel: string }) {
  const text = typeof value === 'string' ? value : '';
  return (
    <span className="flex items-center gap-2">
      <input
        type="color"
        aria-label={swatchLabel}
        value={HEX.test(text) ? text.toLowerCase() : DEFAULT_COLOUR}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-12 shrink-0 cursor-pointer rounded-xl border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
      />
      <input
        {...control}
        name={name}
        type="text"
        autoComplete="off"
        maxLength={80}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClasses(control['aria-invalid'])} min-w-0`}
      />
    </span>
  );
}
