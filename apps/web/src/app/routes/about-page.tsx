import { Languages, MapPinned, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../shared/ui/card';
import { PageShell, Sections, type TextSection } from './page-shell';

const VALUES = [
  ['clarity', MapPinned],
  ['trust', ShieldCheck],
  ['language', Languages],
] as const;

export default function AboutPage() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('about.title')} lead={t('about.lead')}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {VALUES.map(([key, Icon]) => (
          <li key={key}>
            <Card className="flex h-full flex-col gap-2 p-5">
              <Icon aria-hidden className="h-6 w-6 text-brand-700 dark:text-brand-300" />
              <p className="font-semibold">{t(`about.values.${key}.title`)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t(`about.values.${key}.body`)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Sections sections={t('about.sections', { returnObjects: true }) as TextSection[]} />
    </PageShell>
  );
}
