import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/lib/format';
import { PageShell, Sections, type TextSection } from './page-shell';

/** When the terms last changed; shown in the reader's calendar words. */
export const TERMS_UPDATED = '2026-11-22';

export default function TermsPage() {
  const { t, i18n } = useTranslation('legal');
  return (
    <PageShell
      title={t('terms.title')}
      lead={t('terms.lead')}
      meta={t('updated', { date: formatDate(i18n.language, TERMS_UPDATED) })}
    >
      <Sections numbered sections={t('terms.sections', { returnObjects: true }) as TextSection[]} />
    </PageShell>
  );
}
