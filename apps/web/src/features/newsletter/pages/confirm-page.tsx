import { Loader2, MailCheck, MailWarning } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isolated } from '../../../shared/lib/bidi';
import { translateApiError } from '../../../shared/lib/field-errors';
import { buttonClasses } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { useConfirmNewsletter } from '../api/subscribe';

/**
 * The double opt-in mail's link (`/newsletter/confirm?token=…`): no sign-in, the token is sent
 * once, and the page says plainly whether the address is now on the list.
 */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation(['pages', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmNewsletter();
  const { mutate } = confirm;
  // Strict mode runs effects twice; a token works once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  const Icon = failed ? MailWarning : MailCheck;
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card
        className="flex w-full max-w-md flex-col items-center gap-5 p-6 text-center sm:p-8"
        data-testid="newsletter-confirm"
      >
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800/60">
          <Icon aria-hidden className="h-7 w-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('newsletter.title')}
        </h1>
        <p
          role="status"
          data-testid="newsletter-confirm-status"
          className="flex items-center gap-3 text-slate-700 dark:text-slate-200"
        >
          {!token ? (
            t('newsletter.missing')
          ) : confirm.isError ? (
            translateApiError(t, confirm.error)
          ) : confirm.isSuccess ? (
            <span>
              {/* An address is left to right inside an Arabic sentence. */}
              {t('newsletter.done', { email: isolated(confirm.data.email) })}
            </span>
          ) : (
            <>
              <Loader2 aria-hidden className="h-5 w-5 animate-spin text-brand-700 dark:text-brand-300" />
              {t('newsletter.working')}
            </>
          )}
        </p>
        {(failed || confirm.isSuccess) && (
          <Link to="/" className={buttonClasses('secondary', 'md')}>
            {t('newsletter.home')}
          </Link>
        )}
      </Card>
    </div>
  );
}
