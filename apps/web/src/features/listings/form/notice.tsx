import AlertCircle from 'lucide-react/icons/circle-alert';
import Info from 'lucide-react/icons/info';
import type { ReactNode } from 'react';

const TONES = {
  error: {
    Icon: AlertCircle,
    className:
      'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
  },
  info: {
    Icon: Info,
    className:
      'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100',
  },
} as const;

/** A message above the form; errors are announced at once, the rest politely. */
export function Notice({
  tone,
  testId,
  children,
}: {
  tone: keyof typeof TONES;
  testId?: string;
  children: ReactNode;
}) {
  const { Icon, className } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed ${className}`}
    >
      <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">{children}</div>
    </div>
  );
}
