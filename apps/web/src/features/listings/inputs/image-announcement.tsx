import { LISTING_IMAGE_LIMITS } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import type { Announcement } from './use-image-list';

const MAX_MB = LISTING_IMAGE_LIMITS.maxBytes / 1024 / 1024;

/**
 * What the last action did, in a live region so screen readers hear it too: each refused file by
 * name and why, or the move, cover change or removal that just happened.
 */
export function ImageAnnouncement({
  announcement,
  checking,
}: {
  announcement?: Announcement;
  checking: boolean;
}) {
  const { t } = useTranslation('listing-inputs');
  const refusals = announcement?.kind === 'refused' ? announcement.refusals : [];
  const status = () => {
    if (checking) return t('images.checking');
    switch (announcement?.kind) {
      case undefined:
      case 'refused':
        return '';
      case 'added':
        return t('images.added', { count: announcement.count });
      case 'moved':
        return t('images.moved', { index: announcement.index + 1 });
      case 'cover':
        return t('images.coverChanged');
      case 'removed':
        return t('images.removed');
    }
  };
  return (
    <div role="status" aria-live="polite" data-testid="image-messages">
      {refusals.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          {refusals.map((refusal, at) => (
            <li key={at} data-testid="image-refusal">
              {t(`images.refused.${refusal.reason}`, {
                name: refusal.name,
                size: MAX_MB,
                max: LISTING_IMAGE_LIMITS.maxFiles,
              })}
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only">{status()}</p>
    </div>
  );
}
