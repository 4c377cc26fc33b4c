import type { Listing } from '@souqna/contracts';
import { MapPin, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';
import { placeName } from '../../../shared/listing/location-names';
import { SectionCard } from './section-card';

const coordinate = (language: string, value: number) =>
  formatNumber(language, value, { minimumFractionDigits: 5, maximumFractionDigits: 5 });

/**
 * Where the listing is. No map tiles (nothing is fetched from the internet): a pinned point opens
 * in the reader's own maps app through a `geo:` link instead.
 */
export function LocationSection({ listing }: { listing: Listing }) {
  const { t, i18n } = useTranslation('listing-detail');
  const { latitude, longitude } = listing;
  const pinned = latitude !== null && longitude !== null;
  return (
    <SectionCard title={t('sections.location')} testId="listing-location">
      <p className="flex items-center gap-2 text-slate-800 dark:text-slate-100">
        <MapPin aria-hidden className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400" />
        <bdi>{placeName(listing, i18n.language)}</bdi>
      </p>
      {pinned && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            className="text-sm text-slate-600 tabular-nums dark:text-slate-300"
            data-testid="listing-coordinates"
          >
            {t('location.coordinates', {
              latitude: coordinate(i18n.language, latitude),
              longitude: coordinate(i18n.language, longitude),
            })}
          </p>
          <a
            href={`geo:${latitude},${longitude}`}
            data-testid="listing-geo-link"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            <Navigation aria-hidden className="h-4 w-4" />
            {t('location.openInMaps')}
          </a>
        </div>
      )}
    </SectionCard>
  );
}
