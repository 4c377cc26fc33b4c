import { useTranslation } from 'react-i18next';
import { PageShell, Sections, type TextSection } from './page-shell';

export default function AboutPage() {
  const { t } = useTranslation('pages');
  return (
    <PageShell title={t('about.title')} lead={t('about.lead')}>
      <Sections sections={t('about.sections', { returnObjects: true }) as TextSection[]} />
    </PageShell>
  );
}
