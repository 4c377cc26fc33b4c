import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';
import { STEPS, type StepNumber } from './wizard-rules';

/**
 * Where the seller is: three numbered steps, done ones ticked. On a phone only the current step
 * keeps its name beside the numbers, under a "Step 2 of 3" line, so the row never wraps.
 */
export function StepIndicator({ current }: { current: StepNumber }) {
  const { t, i18n } = useTranslation('listing-form');
  return (
    <nav aria-label={t('steps.label')} data-testid="wizard-steps" className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t('steps.progress', { current, total: STEPS.length })}
      </p>
      <ol className="flex items-center gap-2">
        {STEPS.map(({ number, name }, index) => {
          const done = number < current;
          const active = number === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              data-testid={`wizard-step-indicator-${number}`}
              className={`flex min-w-0 items-center gap-2 ${active ? 'flex-1 sm:flex-none' : ''}`}
            >
              <span
                aria-hidden
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  active
                    ? 'bg-brand-700 text-white'
                    : done
                      ? 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
                      : 'bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
                }`}
              >
                {done ? <Check className="h-4 w-4" /> : formatNumber(i18n.language, number)}
              </span>
              <span
                className={`truncate text-sm ${
                  active
                    ? 'font-semibold text-slate-900 dark:text-white'
                    : 'sr-only text-slate-600 sm:not-sr-only dark:text-slate-300'
                }`}
              >
                {t(`steps.${name}`)}
                {done && <span className="sr-only"> ({t('steps.done')})</span>}
              </span>
              {index < STEPS.length - 1 && (
                <span aria-hidden className="hidden h-px w-8 bg-slate-300 sm:block dark:bg-slate-700" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
