import type { Listing } from '@souqna/contracts';
import { Clock, Pencil, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/button';
import { listingHref } from '../../../shared/listing/listing-card';

/**
 * What review says to the owner (issue 24): "Waiting for review", or why it was not approved, in
 * the owner's language with the admin's note, and the way to fix it (an edit sends it back).
 */
export function ModerationNotice({ listing }: { listing: Pick<Listing, 'id' | 'status' | 'rejection'> }) {
  const { t } = useTranslation('listings');
  if (listing.status === 'pending') {
    return (
      <p
        data-testid="moderation-waiting"
        className="flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950/60 dark:text-sky-100"
      >
        <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {t('mine.pendingNote')}
      </p>
    );
  }
  const { rejection } = listing;
  if (!rejection) return null;
  return (
    <div
      role="note"
      data-testid="moderation-rejected"
      className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" />
        {t('rejection.title')}
      </p>
      <p data-testid="moderation-rejected-reason">
        {t('rejection.reason', {
          reason: t(`rejection.reasons.${rejection.reason}`, { defaultValue: rejection.reason }),
        })}
      </p>
      {rejection.note && (
        <p dir="auto" className="text-start break-words" data-testid="moderation-rejected-note">
          {t('rejection.note', { note: rejection.note })}
        </p>
      )}
      <Link
        to={`${listingHref(listing.id)}/edit`}
        data-testid="moderation-resubmit"
        className={`${buttonClasses('primary', 'sm')} self-start`}
      >
        <Pencil aria-hidden className="h-4 w-4" />
        {t('rejection.resubmit')}
      </Link>
    </div>
  );
}
