import type { ServiceDeps } from '../../platform/service-deps.js';
import * as favorites from '../favorites/favorites.service.js';
import * as users from '../users/users.service.js';
import { registerDigestMail } from './notifications.digest.js';
import { notify } from './notifications.fanout.js';
import { queueMessageMails, registerMessageMail } from './notifications.message-mail.js';
import {
  interestText,
  newMessageText,
  priceText,
  publishedText,
  soldText,
  type PriceFacts,
} from './notifications.texts.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A thread's messages grow one unread notification for a day, then a new one starts. */
export const MESSAGE_GROUP_MS = DAY;
/** Price edits within this time of the last one are one burst: one notification, the latest price. */
export const PRICE_BURST_MS = 10 * MINUTE;

/** A notification about a listing: caused by it, and a click opens it. */
const aboutListing = (listingId: string) => ({
  listingId,
  targetId: listingId,
  targetType: 'listing',
  relatedId: listingId,
});

const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * The events that make notifications (issue 23), each after its commit. The recipient's
 * settings, their language and grouping are the fan-out's; here is who hears of what.
 */
export function registerNotificationListeners(deps: ServiceDeps) {
  registerMessageMail(deps);
  registerDigestMail(deps);
  // The receiver, unless a socket of theirs has the thread on screen.
  deps.events.on('message.sent', async (event) => {
    const recipients = event.recipientIds.filter((id) => id !== event.senderId);
    if (recipients.length === 0) return;
    const viewing = (await deps.realtime?.viewersOf(recipients, event.conversationId)) ?? new Set();
    const sender = (await users.peopleByIds(deps, [event.senderId])).get(event.senderId);
    const senderName = sender?.profile.name || sender?.profile.username || '';
    const made = await notify(
      deps,
      recipients.filter((id) => !viewing.has(id)),
      {
        type: 'NEW_MESSAGE',
        actorId: event.senderId,
        group: { key: `message:${event.conversationId}`, withinMs: MESSAGE_GROUP_MS },
      },
      (reader, previous) => ({
        ...newMessageText(reader, senderName, event, (previous?.count ?? 0) + 1),
        targetId: event.conversationId,
        targetType: 'conversation',
        relatedId: event.conversationId,
        listingId: event.listingId,
      }),
    );
    // Whether each wants a mail is the job's question, asked when it runs (settings may change).
    await queueMessageMails(
      deps,
      made.map((notification) => notification.userId),
      event.conversationId,
    );
  });

  // The owner, once a day per listing: later saves that day grow the same notification.
  deps.events.on('listing.saved', async (event) => {
    await notify(
      deps,
      [event.ownerId],
      {
        type: 'LISTING_INTEREST',
        actorId: event.userId,
        group: { key: `interest:${event.listingId}:${utcDay()}`, withinMs: DAY },
      },
      (reader, previous) => ({
        ...interestText(reader, event.title, (previous?.count ?? 0) + 1),
        ...aboutListing(event.listingId),
      }),
    );
  });

  // Everyone who saved it; a burst of edits is one notification from the first old price to the last.
  deps.events.on('listing.priceChanged', async (event) => {
    await notify(
      deps,
      await favorites.saversOf(deps, event.listingId),
      {
        type: 'PRICE_UPDATE',
        actorId: event.ownerId,
        group: { key: `price:${event.listingId}`, withinMs: PRICE_BURST_MS },
      },
      (reader, previous) => {
        const first = previous?.facts as PriceFacts | undefined;
        const facts: PriceFacts = {
          title: event.title,
          oldPrice: first?.oldPrice ?? event.oldPrice,
          oldCurrency: first?.oldCurrency ?? event.oldCurrency,
          newPrice: event.newPrice,
          currency: event.currency,
        };
        return {
          ...priceText(reader, facts),
          facts: { ...facts },
          ...aboutListing(event.listingId),
        };
      },
    );
  });

  deps.events.on('listing.closed', async (event) => {
    await notify(
      deps,
      await favorites.saversOf(deps, event.listingId),
      {
        type: 'LISTING_SOLD',
        actorId: event.ownerId,
        group: { key: `closed:${event.listingId}`, withinMs: DAY },
      },
      (reader) => ({
        ...soldText(reader, event.title, event.status),
        ...aboutListing(event.listingId),
      }),
    );
  });

  deps.events.on('listing.published', async (event) => {
    await notify(deps, [event.ownerId], { type: 'LISTING_CREATED' }, (reader) => ({
      ...publishedText(reader, event.title, event.approved),
      ...aboutListing(event.listingId),
    }));
  });
}
