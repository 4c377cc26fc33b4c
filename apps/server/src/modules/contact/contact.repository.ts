import type { ContactRequest } from '@souqna/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactSubmissions } from '../../db/schema/index.js';

export type ContactRow = typeof contactSubmissions.$inferSelect;

export async function insertContactSubmission(db: Database, input: ContactRequest & { ip?: string }) {
  const [row] = await db
    .insert(contactSubmissions)
    .values(input)
    .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
  return row!;
}

// `%` and `_` typed in a search box are letters, not wildcards.
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Unread first, then newest; the inbox or the archive; `q` over who wrote and what. */
export async function findSubmissions(
  db: Database,
  query: { q?: string; archived: boolean; page: number; limit: number },
) {
  const like = query.q ? containing(query.q) : undefined;
  const where = and(
    query.archived ? isNotNull(contactSubmissions.archivedAt) : isNull(contactSubmissions.archivedAt),
    like === undefined
      ? undefined
      : or(
          ilike(contactSubmissions.name, like),
          ilike(contactSubmissions.email, like),
          ilike(contactSubmissions.subject, like),
          ilike(contactSubmissions.message, like),
        ),
  );
  const unreadWhere = and(isNull(contactSubmissions.archivedAt), isNull(contactSubmissions.readAt));
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(where)
      .orderBy(
        asc(sql`${contactSubmissions.readAt} is not null`),
        desc(contactSubmissions.createdAt),
        desc(contactSubmissions.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(contactSubmissions).where(where),
    db.select({ value: count() }).from(contactSubmissions).where(unreadWhere),
  ]);
  return { rows, total: total?.value ?? 0, unread: unread?.value ?? 0 };
}

export const findSubmissionForUpdate = async (db: Database, id: string) =>
  (await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).for('update'))[0];

export const updateSubmission = async (db: Database, id: string, values: Partial<ContactRow>) =>
  (await db.update(contactSubmissions).set(values).where(eq(contactSubmissions.id, id)).returning())[0]!;
