import { DEFAULT_LANGUAGE, type NewsletterSubscribeRequest } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { upsertSubscriber } from './newsletter.repository.js';

/** Subscribes an address; subscribing twice is not an error. */
export async function subscribe(deps: { db: Database; events: EventBus }, input: NewsletterSubscribeRequest) {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const row = await upsertSubscriber(deps.db, input.email, language);
  if (row.created) await deps.events.emit('newsletter.subscribed', { email: row.email, language });
  return { email: row.email, created: row.created };
}
