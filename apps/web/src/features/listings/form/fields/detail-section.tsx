import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SectionProps {
  name: string;
  /** Filled fields, counted in the closed section's summary. */
  filled: number;
  /** A section holding an error is opened, so the message is never hidden. */
  hasError: boolean;
  children: ReactNode;
}

const BOX = 'rounded-2xl border border-slate-200 dark:border-slate-800';
const TITLE = 'text-base font-semibold text-slate-900 dark:text-white';

/** The always-open section of required fields. */
export function EssentialsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('listing-fields');
  return (
    <section
      aria-labelledby="detail-section-essentials"
      data-testid="detail-section-essentials"
      className={`${BOX} p-4 sm:p-5`}
    >
      <h3 id="detail-section-essentials" className={`${TITLE} mb-1`}>
        {t('groups.essentials')}
      </h3>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('sections.essentialsHint')}</p>
      {children}
    </section>
  );
}

/** An optional group of fields, closed until the seller wants it. */
export function CollapsibleSection({ name, filled, hasError, children }: SectionProps) {
  const { t } = useTranslation('listing-fields');
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open || hasError}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid={`detail-section-${name}`}
      className={`group ${BOX}`}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 hover:bg-slate-50 sm:px-5 dark:hover:bg-slate-800/50 [&::-webkit-details-marker]:hidden">
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className={TITLE}>{t(`groups.${name}`)}</span>
          {filled > 0 && (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {t('sections.filled', { count: filled })}
            </span>
          )}
        </span>
        <ChevronDown
          aria-hidden
          className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400"
        />
      </summary>
      <div className="px-4 pt-1 pb-4 sm:px-5 sm:pb-5">{children}</div>
    </details>
  );
}
