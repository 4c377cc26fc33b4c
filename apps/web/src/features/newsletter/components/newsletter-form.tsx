import { CheckCircle2, Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newsletterSubscribeSchema } from '@souqna/contracts';
import { FORM_NAMESPACES, apiFieldErrors, translateValidation } from '../../../shared/lib/field-errors';
import { isLanguage } from '../../../shared/lib/i18n';
import { Button } from '../../../shared/ui/button';
import { controlClasses } from '../../../shared/ui/select';
import { useSubscribeToNewsletter } from '../api/subscribe';

/** The footer's sign-up: checks the address first, then says plainly whether it worked. */
export function NewsletterForm() {
  const { t, i18n } = useTranslation([...FORM_NAMESPACES, 'pages']);
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const subscription = useSubscribeToNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterSubscribeSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      subscription.reset();
      setFieldError(translateValidation(t, parsed.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    subscription.mutate(
      { email: parsed.data, language: isLanguage(i18n.language) ? i18n.language : undefined },
      {
        onSuccess: () => setEmail(''),
        onError: (error) => setFieldError(apiFieldErrors(t, error).email),
      },
    );
  };

  const status = fieldError ? (
    <span className="text-red-700 dark:text-red-400">{fieldError}</span>
  ) : subscription.isSuccess ? (
    <span className="flex items-center gap-1.5 font-medium text-brand-700 dark:text-brand-300">
      <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0" />
      {/* Double opt-in: a new address is only on the list once its mailed link is opened. */}
      {subscription.data.confirmationSent ? t('pages:newsletter.checkMail') : t('footer.subscribed')}
    </span>
  ) : subscription.isError ? (
    <span className="text-red-700 dark:text-red-400">{t('footer.subscribeFailed')}</span>
  ) : null;

  return (
    <form onSubmit={submit} noValidate data-testid="newsletter-form" className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('footer.newsletterTitle')}
      </label>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('footer.newsletterBody')}</p>
      <div className="flex gap-2">
        <span dir="ltr" className="relative min-w-0 flex-1">
          <Mail
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={id}
            type="email"
            autoComplete="email"
            inputMode="email"
            data-testid="newsletter-email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('footer.newsletterPlaceholder')}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={`${id}-status`}
            className={`${controlClasses(Boolean(fieldError))} ps-9 text-start`}
          />
        </span>
        <Button type="submit" disabled={subscription.isPending} data-testid="newsletter-submit">
          {t('footer.subscribe')}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" data-testid="newsletter-status" className="min-h-5 text-sm">
        {status}
      </p>
    </form>
  );
}
