// By path, not from the package index: see category-icons.tsx.
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { SelectHTMLAttributes } from 'react';

export const CONTROL =
  'h-10 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 transition-colors hover:border-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:hover:border-slate-500 dark:disabled:bg-slate-800 dark:disabled:text-slate-400';

/** An invalid control keeps its red border whatever the hover, focus or theme says. */
export const INVALID = 'border-red-600! focus:ring-red-600/30! dark:border-red-400!';

export const controlClasses = (invalid: unknown) =>
  invalid === true || invalid === 'true' ? `${CONTROL} ${INVALID}` : CONTROL;

/**
 * A native select (keyboard, screen readers and mobile pickers for free) with the site's look:
 * the arrow sits at the inline end, so it flips with the direction.
 */
export function Select({ className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className={`relative block min-w-0 ${className}`}>
      <select
        {...props}
        className={`${controlClasses(props['aria-invalid'])} cursor-pointer appearance-none pe-9`}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      />
    </span>
  );
}
