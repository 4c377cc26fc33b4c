import { Clock, Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../features/contact/components/contact-form';
import { PageShell } from './page-shell';

export default function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('contact.title')} lead={t('contact.lead')}>
      <div className="grid gap-8 md:grid-cols-[1fr_16rem]">
        <ContactForm />
        <aside className="flex flex-col gap-4 text-sm text-slate-600 dark:text-slate-400">
          <p className="flex items-start gap-2">
            <Mail aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
            <span dir="ltr">support@souqna.example</span>
          </p>
          <p className="flex items-start gap-2">
            <MapPin aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
            {t('contact.address')}
          </p>
          <p className="flex items-start gap-2">
            <Clock aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
            {t('contact.hours')}
          </p>
        </aside>
      </div>
    </PageShell>
  );
}
