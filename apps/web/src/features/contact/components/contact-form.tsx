import { CheckCircle2, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, contactRequestSchema, type ContactRequest } from '@souqna/contracts';
import { FORM_NAMESPACES, apiFieldErrors, translateApiError } from '../../../shared/lib/field-errors';
import { translatedZodResolver } from '../../../shared/lib/form-resolver';
import { Button } from '../../../shared/ui/button';
import { TextArea, TextInput } from '../../../shared/ui/field';
import { useSubmitContact } from '../api/submit-contact';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type ContactField = (typeof FIELDS)[number];
const isField = (path: string): path is ContactField => (FIELDS as readonly string[]).includes(path);

/** The contact form: validated with the API's own schema, errors and states in the reader's language. */
export function ContactForm() {
  const { t } = useTranslation([...FORM_NAMESPACES, 'pages']);
  const submission = useSubmitContact();
  const resolver = useMemo(() => translatedZodResolver<ContactRequest>(contactRequestSchema, t), [t]);
  const form = useForm<ContactRequest>({
    resolver,
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submission.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (failure) => {
        for (const [path, message] of Object.entries(apiFieldErrors(t, failure))) {
          if (isField(path)) form.setError(path, { message }, { shouldFocus: true });
        }
      },
    }),
  );

  if (submission.isSuccess) {
    return (
      <div
        role="status"
        data-testid="contact-success"
        className="flex flex-col items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-8 text-center dark:border-brand-800 dark:bg-brand-950/60"
      >
        <CheckCircle2 aria-hidden className="h-12 w-12 text-brand-700 dark:text-brand-300" />
        <p className="text-lg font-semibold">{t('pages:contact.successTitle')}</p>
        <p className="text-slate-600 dark:text-slate-300">{t('pages:contact.successBody')}</p>
        <Button variant="secondary" onClick={() => submission.reset()}>
          {t('pages:contact.sendAnother')}
        </Button>
      </div>
    );
  }

  const serverError =
    submission.isError && !Object.keys(errors).length ? translateApiError(t, submission.error) : undefined;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="contact-form"
      aria-busy={submission.isPending}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label={t('pages:contact.name')}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          data-testid="contact-name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label={t('pages:contact.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          data-testid="contact-email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextInput
        label={t('pages:contact.subject')}
        maxLength={CONTACT_LIMITS.subject}
        data-testid="contact-subject"
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextArea
        label={t('pages:contact.message')}
        hint={t('pages:contact.messageHint', { count: CONTACT_LIMITS.messageMin })}
        maxLength={CONTACT_LIMITS.message}
        data-testid="contact-message"
        error={errors.message?.message}
        {...form.register('message')}
      />
      {serverError && (
        <p
          role="alert"
          data-testid="contact-error"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
        >
          {serverError}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={submission.isPending}
        data-testid="contact-submit"
        className="self-start"
      >
        <Send aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
        {submission.isPending ? t('pages:contact.sending') : t('pages:contact.send')}
      </Button>
    </form>
  );
}
