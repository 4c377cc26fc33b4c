import type { ContactRequest } from '@souqna/contracts';
import type { Database } from '../../db/client.js';
import { contactSubmissions } from '../../db/schema/index.js';

export async function insertContactSubmission(db: Database, input: ContactRequest & { ip?: string }) {
  const [row] = await db
    .insert(contactSubmissions)
    .values(input)
    .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
  return row!;
}
