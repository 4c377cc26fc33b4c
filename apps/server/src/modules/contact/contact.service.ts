import type { ContactRequest } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { insertContactSubmission } from './contact.repository.js';

/** Stores a contact-form submission for the admin inbox. */
export async function submitContact(
  deps: { db: Database; events: EventBus },
  input: ContactRequest,
  ip?: string,
) {
  const row = await insertContactSubmission(deps.db, { ...input, ip });
  await deps.events.emit('contact.submitted', { id: row.id, email: input.email, subject: input.subject });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
