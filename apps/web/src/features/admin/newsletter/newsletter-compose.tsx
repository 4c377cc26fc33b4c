import type { NewsletterDraft } from '@souqna/contracts';
import { useMutation } from '@tanstack/react-query';
import { Eye, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { TextArea, TextInput } from '../../../shared/ui/field';
import { previewNewsletter, sendNewsletter, type NewsletterPreview } from '../api/admin-desk-api';
import { ConfirmAction } from '../shell/confirm-action';

const EMPTY: NewsletterDraft = { subjectEn: '', bodyEn: '', subjectAr: '', bodyAr: '' };
const LANGUAGES = [
  { code: 'En', lang: 'en', dir: 'ltr' },
  { code: 'Ar', lang: 'ar', dir: 'rtl' },
] as const;

/**
 * The newsletter in English and Arabic (each reader gets their language), a preview of both mails
 * as the server renders them, and the send behind a confirmation naming how many it reaches.
 */
export function NewsletterCompose({ recipients }: { recipients: number | undefined }) {
  const { t } = useTranslation(['admin', 'errors']);
  const [draft, setDraft] = useState(EMPTY);
  const [preview, setPreview] = useState<NewsletterPreview>();
  const complete = Object.values(draft).every((value) => value.trim() !== '');
  const show = useMutation({ mutationFn: () => previewNewsletter(draft), onSuccess: setPreview });
  const edit = (key: keyof NewsletterDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setPreview(undefined);
  };
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="newsletter-compose">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">
          {t('admin:newsletter.compose.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin:newsletter.compose.hint')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {LANGUAGES.map(({ code, lang, dir }) => (
          <fieldset key={code} lang={lang} dir={dir} className="flex min-w-0 flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
              {t(`admin:newsletter.compose.language${code}`)}
            </legend>
            <TextInput
              label={t('admin:newsletter.compose.subject')}
              maxLength={200}
              data-testid={`newsletter-subject-${lang}`}
              value={draft[`subject${code}`]}
              onChange={(event) => edit(`subject${code}`, event.target.value)}
            />
            <TextArea
              label={t('admin:newsletter.compose.body')}
              rows={8}
              maxLength={20_000}
              data-testid={`newsletter-body-${lang}`}
              value={draft[`body${code}`]}
              onChange={(event) => edit(`body${code}`, event.target.value)}
            />
          </fieldset>
        ))}
      </div>
      {show.error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {translateApiError(t, show.error)}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {!complete && (
          <span className="me-auto text-sm text-slate-500 dark:text-slate-400">
            {t('admin:newsletter.compose.incomplete')}
          </span>
        )}
        <Button
          variant="secondary"
          data-testid="newsletter-preview"
          disabled={!complete || show.isPending}
          onClick={() => show.mutate()}
        >
          <Eye aria-hidden className="h-4 w-4" />
          {t('admin:newsletter.compose.preview')}
        </Button>
        <ConfirmAction
          testId="newsletter-send"
          trigger={
            <Button data-testid="newsletter-send-open" disabled={!complete}>
              <Send aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
              {t('admin:newsletter.compose.send')}
            </Button>
          }
          title={t('admin:newsletter.compose.confirmTitle')}
          description={t('admin:newsletter.compose.confirmBody', { count: recipients ?? 0 })}
          confirmLabel={t('admin:newsletter.compose.send')}
          done={t('admin:newsletter.compose.sending')}
          run={async () => {
            await sendNewsletter(draft);
            setDraft(EMPTY);
            setPreview(undefined);
          }}
        />
      </div>
      {preview && (
        <div data-testid="newsletter-preview-mails" className="grid gap-4 lg:grid-cols-2">
          {LANGUAGES.map(({ lang, dir }) => (
            <figure key={lang} className="flex min-w-0 flex-col gap-2">
              <figcaption
                lang={lang}
                dir={dir}
                className="text-sm font-semibold break-words text-slate-900 dark:text-white"
              >
                {preview[lang].subject}
              </figcaption>
              {/* The mail's own HTML, sandboxed: nothing in it runs or reaches the page. */}
              <iframe
                title={preview[lang].subject}
                sandbox=""
                srcDoc={preview[lang].html}
                data-testid={`newsletter-preview-${lang}`}
                className="h-96 w-full rounded-xl border border-slate-200 bg-white dark:border-slate-700"
              />
            </figure>
          ))}
        </div>
      )}
    </Card>
  );
}
