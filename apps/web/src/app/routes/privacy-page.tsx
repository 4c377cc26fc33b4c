import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/lib/format';
import { PageShell, Sections, type TextSection } from './page-shell';

/** When the policy text last changed; shown in the reader's calendar words. */
export const PRIVACY_UPDATED = '2026-11-22';

export default function PrivacyPage() {
  const { t, i18n } = useTranslation('legal');
  return (
    <PageShell
      title={t('privacy.title')}
      lead={t('privacy.lead')}
      meta={t('updated', { date: formatDate(i18n.language, PRIVACY_UPDATED) })}
    >
      <Sections numbered sections={t('privacy.sections', { returnObjects: true }) as TextSection[]} />
    </PageShell>
  );
}
