import { Loader2, MailCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { kindOfToken, useUnsubscribe } from '../api/unsubscribe';

/**
 * A mail's unsubscribe link (`/unsubscribe?token=…`), signed in or not. Opening it changes nothing
 * (mail scanners open links); the button does. Mail clients that speak RFC 8058 skip this page and
 * post to the API themselves.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation(['account', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = kindOfToken(token);
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.data?.kind;
  const failed = !token || !kind || unsubscribe.isError;

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card
        className="flex w-full max-w-md flex-col items-center gap-5 p-6 text-center sm:p-8"
        data-testid="unsubscribe-card"
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800/60">
          {done ? <MailCheck aria-hidden className="h-7 w-7" /> : <MailX aria-hidden className="h-7 w-7" />}
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t(done ? 'unsubscribe.doneTitle' : failed ? 'unsubscribe.failedTitle' : 'unsubscribe.title')}
        </h1>
        {done ? (
          <p role="status" className="text-slate-700 dark:text-slate-200" data-testid="unsubscribe-done">
            {t(`unsubscribe.done.${done}`)}
          </p>
        ) : failed ? (
          <p role="alert" className="text-red-700 dark:text-red-300" data-testid="unsubscribe-error">
            {unsubscribe.isError
              ? translateApiError(t, unsubscribe.error)
              : t('errors:UNSUBSCRIBE_LINK_INVALID')}
          </p>
        ) : (
          <>
            <p className="text-slate-700 dark:text-slate-200">{t(`unsubscribe.question.${kind}`)}</p>
            <Button
              size="lg"
              className="w-full"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
              data-testid="unsubscribe-confirm"
            >
              {unsubscribe.isPending && <Loader2 aria-hidden className="h-5 w-5 animate-spin" />}
              {t('unsubscribe.confirm')}
            </Button>
          </>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('unsubscribe.settingsHint')}</p>
        <Link to="/settings#notifications" className={buttonClasses('secondary', 'md')}>
          {t('unsubscribe.settings')}
        </Link>
      </Card>
    </div>
  );
}
