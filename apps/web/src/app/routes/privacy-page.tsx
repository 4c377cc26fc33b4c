import { useTranslation } from 'react-i18next';
import { PageShell, Sections, type TextSection } from './page-shell';

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  return (
    <PageShell title={t('privacy.title')} lead={t('privacy.updated')}>
      <Sections sections={t('privacy.sections', { returnObjects: true }) as TextSection[]} />
    </PageShell>
  );
}
