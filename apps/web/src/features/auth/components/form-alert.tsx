import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  error: {
    Icon: AlertCircle,
    className:
      'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
  },
  success: {
    Icon: CheckCircle2,
    className:
      'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100',
  },
  info: {
    Icon: Info,
    className:
      'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100',
  },
} as const;

/** A message above or inside a form; errors are announced at once, the rest politely. */
export function FormAlert({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  testId?: string;
}) {
  const { Icon, className } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      data-tone={tone}
      className={`flex gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed ${className}`}
    >
      <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">{children}</div>
    </div>
  );
}
