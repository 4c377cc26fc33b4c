import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../shared/ui/card';
import { directionClass } from '../../../shared/ui/direction';

/**
 * The frame of every sign-in page: a centred card with an icon, a title and a lead, and an
 * optional line below it (the way to the other form).
 */
export function AuthCard({
  icon: Icon,
  title,
  subtitle,
  children,
  footer,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="relative isolate flex flex-col items-center gap-6 overflow-hidden px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-100/70 to-transparent dark:from-brand-950/60"
      />
      <Card className="w-full max-w-md p-6 sm:p-8" data-testid={testId}>
        <header className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800/60">
            <Icon aria-hidden className={`h-7 w-7 ${directionClass(Icon)}`} />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
          {subtitle && (
            <p className="text-sm leading-relaxed text-slate-600 dark:text-slate-300">{subtitle}</p>
          )}
        </header>
        {children}
      </Card>
      {footer && <p className="text-center text-sm text-slate-600 dark:text-slate-300">{footer}</p>}
    </div>
  );
}

/** A link in the brand colour for the lines under and inside the forms. */
export const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/** The form inside an AuthCard. `noValidate`: the schema's messages speak the reader's language. */
export function AuthForm({
  onSubmit,
  testId,
  busy,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  testId: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid={testId}
      aria-busy={busy}
      className="flex flex-col gap-5"
    >
      {children}
    </form>
  );
}

/** The way back from the code and reset pages. */
export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Link to="/login" className={LINK}>
      {t('auth:reset.backToLogin')}
    </Link>
  );
}

/** The line under login and sign-up: the question, then the way to the other form. */
export function OtherForm({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <>
      {question}{' '}
      <Link to={to} className={LINK}>
        {label}
      </Link>
    </>
  );
}
