import { Clock, Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../../features/contact/components/contact-form';
import { BusinessHours } from '../../shared/ui/business-hours';
import { Card } from '../../shared/ui/card';
import { PageHeader } from './page-shell';

const SUPPORT_EMAIL = 'support@souqna.example';

function Detail({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Mail;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        <Icon aria-hidden className="h-5 w-5" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-sm font-semibold">{title}</h2>
        {children}
      </div>
    </div>
  );
}

export default function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:py-14">
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <Card className="p-5 sm:p-8">
          <ContactForm />
        </Card>
        <Card className="flex flex-col gap-6 p-6">
          <Detail icon={Mail} title={t('contact.emailUs')}>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              dir="ltr"
              className="text-start text-sm break-all text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            >
              {SUPPORT_EMAIL}
            </a>
          </Detail>
          <Detail icon={MapPin} title={t('contact.office')}>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('contact.address')}</p>
          </Detail>
          <Detail icon={Clock} title={t('common:hours.title')}>
            <BusinessHours />
          </Detail>
        </Card>
      </div>
    </div>
  );
}
