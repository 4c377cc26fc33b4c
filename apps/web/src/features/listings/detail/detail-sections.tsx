import type { Listing } from '@souqna/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { filledGroups, type FilledGroup } from './detail-groups';
import { useDetailValue } from './detail-values';
import { SectionCard } from './section-card';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function Rows({ group, details }: { group: FilledGroup; details: Record<string, unknown> }) {
  const { t } = useTranslation('listing-fields');
  const format = useDetailValue(details);
  return (
    <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
      {group.entries.map(({ field, value }) => (
        <div
          key={field}
          data-testid={`detail-${field}`}
          className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2 dark:border-slate-800"
        >
          <dt className="text-sm text-slate-500 dark:text-slate-400">{t(`fields.${field}`)}</dt>
          <dd
            dir="auto"
            className="flex items-center gap-2 text-end text-sm font-medium whitespace-pre-line text-slate-900 dark:text-white"
          >
            {typeof value === 'string' && HEX_COLOUR.test(value) && (
              <span
                aria-hidden
                className="h-4 w-4 shrink-0 rounded-full border border-slate-300 dark:border-slate-600"
                style={{ backgroundColor: value }}
              />
            )}
            {format(field, value, details)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Equipment the listing has, or the seller's own list of features. */
function Items({ labels, testId }: { labels: string[]; testId: string }) {
  return (
    <ul data-testid={testId} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {labels.map((label) => (
        <li key={label} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
          <Check aria-hidden className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400" />
          <span dir="auto">{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every filled detail, grouped and translated; booleans as yes or no, equipment as a list. */
export function DetailSections({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listing-fields');
  const details = listing.details.vehicles ?? listing.details.realEstate ?? {};
  const format = useDetailValue(details);
  return filledGroups(listing).map((group) => (
    <SectionCard key={group.name} title={t(`groups.${group.name}`)} testId={`detail-group-${group.name}`}>
      {group.kind === 'rows' ? (
        <Rows group={group} details={details} />
      ) : (
        <Items
          testId={`detail-items-${group.name}`}
          labels={group.entries.flatMap(({ field, value }) =>
            group.kind === 'flags'
              ? [t(`fields.${field}`)]
              : (value as unknown[]).map((item) => format(field, String(item))),
          )}
        />
      )}
    </SectionCard>
  ));
}
