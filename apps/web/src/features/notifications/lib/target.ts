import type { Notification } from '@souqna/contracts';

/**
 * Where a click on a notification goes, by type (spec section 2); null: it stays in place. A system
 * notice about a listing (the lifecycle's: it expires soon, it expired) is about one of the
 * reader's own, so it goes to that listing's row of My listings, where its Renew button is.
 */
export function targetOf(notification: Pick<Notification, 'type' | 'targetId' | 'listingId'>): string | null {
  switch (notification.type) {
    case 'NEW_MESSAGE':
      return notification.targetId ? `/messages/${notification.targetId}` : '/messages';
    case 'PRICE_UPDATE':
    case 'LISTING_SOLD':
    case 'LISTING_INTEREST':
    case 'LISTING_CREATED':
      return notification.listingId ? `/listings/${notification.listingId}` : '/listings';
    case 'NEW_LISTING_MATCH':
      return '/listings?match=true';
    case 'ACCOUNT_WARNING':
      return '/account/settings';
    case 'SYSTEM_NOTICE':
      return notification.listingId ? `/profile/listings?listing=${notification.listingId}` : null;
    case 'SYSTEM_ANNOUNCEMENT':
      return null;
  }
}

/** Spec section 9: notification text cut to 50 characters with an ellipsis. */
export const preview = (text: string, max = 50) => {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
};
