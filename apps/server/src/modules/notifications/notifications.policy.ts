import type { NotificationType } from '@souqna/contracts';

/** The notification toggles of a recipient's settings (spec section 3, users' settings). */
export interface NotificationToggles {
  listingUpdates: boolean;
  newInboxMessages: boolean;
  generalUpdates: boolean;
}

/**
 * Which toggle lets each type through. Listing activity (one's own listings and the ones one
 * saved or searched for) is "listing updates", messages "new messages", announcements to everyone
 * "general updates". What an admin tells one person (a notice, a warning) always arrives.
 */
export const TOGGLE_OF: Record<NotificationType, keyof NotificationToggles | null> = {
  NEW_MESSAGE: 'newInboxMessages',
  LISTING_INTEREST: 'listingUpdates',
  PRICE_UPDATE: 'listingUpdates',
  LISTING_SOLD: 'listingUpdates',
  LISTING_CREATED: 'listingUpdates',
  NEW_LISTING_MATCH: 'listingUpdates',
  SYSTEM_ANNOUNCEMENT: 'generalUpdates',
  SYSTEM_NOTICE: null,
  ACCOUNT_WARNING: null,
};

/** Whether a person with these settings hears of this type of notification at all. */
export const wantsNotification = (type: NotificationType, toggles: NotificationToggles) => {
  const toggle = TOGGLE_OF[type];
  return toggle === null || toggles[toggle];
};

/** Only admins send notices and announcements. */
export const canAnnounce = (user: { role: string }) => user.role === 'ADMIN';
