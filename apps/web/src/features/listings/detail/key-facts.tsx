import type { Listing } from '@souqna/contracts';
import {
  Bath,
  BedDouble,
  Building2,
  CalendarRange,
  Cog,
  Fuel,
  Gauge,
  Ruler,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDetailValue } from './detail-values';

const VEHICLE_FACTS: [string, LucideIcon][] = [
  ['year', CalendarRange],
  ['mileage', Gauge],
  ['fuelType', Fuel],
  ['transmissionType', Cog],
];
const REAL_ESTATE_FACTS: [string, LucideIcon][] = [
  ['size', Ruler],
  ['bedrooms', BedDouble],
  ['bathrooms', Bath],
  ['floor', Building2],
];

/** The four facts a buyer looks at first, for the listing's kind; the ones not given are left out. */
export function KeyFacts({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listing-fields');
  const details = listing.details.vehicles ?? listing.details.realEstate ?? {};
  const format = useDetailValue(details);
  const facts = (listing.details.vehicles ? VEHICLE_FACTS : REAL_ESTATE_FACTS).filter(
    ([field]) => details[field] !== undefined && details[field] !== null && details[field] !== '',
  );
  if (facts.length === 0) return null;
  return (
    <dl data-testid="listing-key-facts" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map(([field, Icon]) => (
        <div
          key={field}
          className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 dark:text-slate-400">
            <Icon aria-hidden className="h-4 w-4" />
            {t(`fields.${field}`)}
          </dt>
          <dd className="font-semibold text-slate-900 dark:text-white" dir="auto">
            {format(field, details[field], details)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
