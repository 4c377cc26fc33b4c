import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newsletterSubscribeSchema, type Language } from '@souqna/contracts';
import { apiFieldErrors, translateValidation } from '../../../shared/lib/field-errors';
import { Button } from '../../../shared/ui/button';
import { useSubscribeToNewsletter } from '../api/subscribe';

export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const subscription = useSubscribeToNewsletter(i18n.language as Language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterSubscribeSchema.shape.email.safeParse(email);
    if (!parsed.success) return setFieldError(translateValidation(t, parsed.error.issues[0]?.message));
    setFieldError(undefined);
    subscription.mutate(parsed.data, {
      onSuccess: () => setEmail(''),
      onError: (error) => setFieldError(apiFieldErrors(t, error).email),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="newsletter-form" className="flex flex-col gap-2">
      <label htmlFor="newsletter-email" className="text-sm font-semibold">
        {t('footer.newsletterTitle')}
      </label>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('footer.newsletterBody')}</p>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('footer.newsletterPlaceholder')}
          aria-invalid={Boolean(fieldError)}
          aria-describedby="newsletter-status"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <Button type="submit" disabled={subscription.isPending}>
          {t('footer.subscribe')}
        </Button>
      </div>
      <p id="newsletter-status" role="status" className="min-h-5 text-sm">
        {fieldError ? (
          <span className="text-red-600 dark:text-red-400">{fieldError}</span>
        ) : subscription.isSuccess ? (
          <span className="text-brand-700 dark:text-brand-500">{t('footer.subscribed')}</span>
        ) : subscription.isError ? (
          <span className="text-red-600 dark:text-red-400">{t('footer.subscribeFailed')}</span>
        ) : null}
      </p>
    </form>
  );
}
