import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.js';
import { users } from './users.js';

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_submissions_created_idx').on(table.createdAt.desc())],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    unsubscribedAt: timestampTz('unsubscribed_at'),
    createdAt: createdAt(),
  },
  // Addresses are stored lower-cased (contracts' emailSchema), so a plain unique index is exact.
  (table) => [uniqueIndex('newsletter_subscribers_email_key').on(table.email)],
);

/** Premium is paid offline in the target market: a request an admin approves for a period. */
export const subscriptionRequests = pgTable(
  'subscription_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull().default('premium'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    periodDays: integer('period_days'),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [index('subscription_requests_status_idx').on(table.status, table.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc()),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);
