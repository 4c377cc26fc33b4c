import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';

/** The seller's description as written: line breaks kept, each line in its own script's direction. */
export function DescriptionSection({ description }: { description: string }) {
  const { t } = useTranslation('listing-detail');
  return (
    <SectionCard title={t('sections.description')} testId="listing-description">
      <p
        dir="auto"
        className="leading-relaxed break-words whitespace-pre-line text-user text-slate-700 dark:text-slate-200"
      >
        {description}
      </p>
    </SectionCard>
  );
}
