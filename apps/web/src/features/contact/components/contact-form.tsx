import { CheckCircle2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactFieldsSchema, type ContactRequest } from '@souqna/contracts';
import { apiFieldErrors, translateApiError } from '../../../shared/lib/field-errors';
import { translatedZodResolver } from '../../../shared/lib/form-resolver';
import { Button } from '../../../shared/ui/button';
import { TextArea, TextInput } from '../../../shared/ui/field';
import { useSubmitContact } from '../api/submit-contact';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export function ContactForm() {
  const { t } = useTranslation();
  const submission = useSubmitContact();
  const resolver = useMemo(() => translatedZodResolver(contactFieldsSchema, t), [t]);
  const form = useForm<ContactRequest>({
    resolver,
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const errors = form.formState.errors;
  const error = (field: (typeof FIELDS)[number]) => errors[field]?.message;

  const onSubmit = form.handleSubmit((values: ContactRequest) =>
    submission.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (failure) => {
        for (const [path, message] of Object.entries(apiFieldErrors(t, failure))) {
          if ((FIELDS as readonly string[]).includes(path))
            form.setError(path as (typeof FIELDS)[number], { message });
        }
      },
    }),
  );

  if (submission.isSuccess) {
    return (
      <div
        role="status"
        data-testid="contact-success"
        className="flex flex-col items-center gap-3 rounded-xl bg-brand-50 p-8 text-center dark:bg-brand-900/30"
      >
        <CheckCircle2 aria-hidden className="h-10 w-10 text-brand-700" />
        <p className="text-lg font-semibold">{t('pages:contact.successTitle')}</p>
        <p className="text-slate-600 dark:text-slate-300">{t('pages:contact.successBody')}</p>
        <Button variant="secondary" onClick={() => submission.reset()}>
          {t('pages:contact.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="contact-form"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('pages:contact.name')}
          autoComplete="name"
          error={error('name')}
          {...form.register('name')}
        />
        <TextInput
          label={t('pages:contact.email')}
          type="email"
          autoComplete="email"
          error={error('email')}
          {...form.register('email')}
        />
      </div>
      <TextInput label={t('pages:contact.subject')} error={error('subject')} {...form.register('subject')} />
      <TextArea label={t('pages:contact.message')} error={error('message')} {...form.register('message')} />
      {submission.isError && !Object.keys(errors).length && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {translateApiError(t, submission.error)}
        </p>
      )}
      <Button type="submit" disabled={submission.isPending} className="self-start">
        {submission.isPending ? t('pages:contact.sending') : t('pages:contact.send')}
      </Button>
    </form>
  );
}
