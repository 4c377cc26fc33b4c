import { useTranslation } from 'react-i18next';
import { PageShell, Sections, type TextSection } from './page-shell';

export default function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <PageShell title={t('terms.title')} lead={t('terms.updated')}>
      <Sections sections={t('terms.sections', { returnObjects: true }) as TextSection[]} />
    </PageShell>
  );
}
