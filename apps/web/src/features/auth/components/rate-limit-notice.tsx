import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Please wait {n} seconds before trying again', counting down while the forms are locked. */
export function RateLimitNotice({ seconds }: { seconds: number }) {
  const { t } = useTranslation('auth');
  if (seconds <= 0) return null;
  return (
    <p
      role="status"
      data-testid="rate-limit-wait"
      className="flex items-center justify-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <Timer aria-hidden className="h-4 w-4 shrink-0" />
      {t('rateLimit.wait', { count: seconds })}
    </p>
  );
}
