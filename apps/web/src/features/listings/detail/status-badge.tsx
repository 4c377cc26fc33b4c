import type { ListingStatus } from '@souqna/contracts';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Sold and rented listings stay visible, so they say so loudly (DESIGN.md section 4). */
const CLOSED: Partial<Record<ListingStatus, string>> = {
  sold: 'bg-red-700 text-white dark:bg-red-600',
  rented: 'bg-amber-400 text-slate-950',
};

export function StatusBadge({
  status,
  className = '',
  testId,
}: {
  status: ListingStatus;
  className?: string;
  testId: string;
}) {
  const { t } = useTranslation('listing-detail');
  const colours = CLOSED[status];
  if (!colours) return null;
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold tracking-wide uppercase shadow-sm ${colours} ${className}`}
    >
      <BadgeCheck aria-hidden className="h-4 w-4" />
      {t(`status.${status}`)}
    </span>
  );
}
