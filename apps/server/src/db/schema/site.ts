import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The admin's answer, mailed to the submitter and kept with what they asked. */
    replyMessage: text('reply_message'),
    repliedAt: timestampTz('replied_at'),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestampTz('archived_at'),
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
    /** Double opt-in: null until the mailed link is opened; an unconfirmed address gets nothing. */
    confirmedAt: timestampTz('confirmed_at'),
    /** SHA-256 of the confirmation link's token: a leaked table confirms nobody. */
    confirmTokenHash: text('confirm_token_hash'),
    createdAt: createdAt(),
  },
  // Addresses are stored lower-cased (contracts' emailSchema), so a plain unique index is exact.
  (table) => [
    uniqueIndex('newsletter_subscribers_email_key').on(table.email),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(table.confirmTokenHash),
  ],
);

/** One newsletter an admin sent, in English and Arabic. */
export const newsletterCampaigns = pgTable('newsletter_campaigns', {
  id: id(),
  subjectEn: text('subject_en').notNull(),
  bodyEn: text('body_en').notNull(),
  subjectAr: text('subject_ar').notNull(),
  bodyAr: text('body_ar').notNull(),
  status: text('status', { enum: ['sending', 'sent'] })
    .notNull()
    .default('sending'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  finishedAt: timestampTz('finished_at'),
});

/**
 * A campaign's recipients, fixed when it is sent. `claimedAt` is committed before the mail goes
 * out, so a send job that restarts never mails a claimed address again: at most once per person.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    language: text('language').notNull(),
    claimedAt: timestampTz('claimed_at'),
    sentAt: timestampTz('sent_at'),
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.email] })],
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
    /** The admin's note when declining, shown to the requester. */
    decisionNote: text('decision_note'),
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
