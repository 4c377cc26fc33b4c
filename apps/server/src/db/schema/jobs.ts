import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, timestampTz } from './columns.js';

/**
 * The embedded database's job queue (platform/jobs/in-process-queue.ts): on PostgreSQL, pg-boss
 * keeps its own tables in the `pgboss` schema and this one stays empty. A job is `created`, then
 * `active` while a handler runs, `retry` after a failure with attempts left, and ends `completed`
 * or `failed` (the dead letters an admin reads, kept with their last error).
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: ['created', 'active', 'retry', 'completed', 'failed'] })
      .notNull()
      .default('created'),
    /**
     * At most one job per name and key while the row is kept (completed rows go after a week): a
     * recurring slot, or work that must not be queued twice.
     */
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    retryLimit: integer('retry_limit').notNull(),
    retryDelaySeconds: integer('retry_delay_seconds').notNull(),
    retryBackoff: boolean('retry_backoff').notNull().default(true),
    startAfter: timestampTz('start_after').notNull().defaultNow(),
    startedAt: timestampTz('started_at'),
    completedAt: timestampTz('completed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    // What the runner claims next: due jobs, oldest first.
    index('background_jobs_due_idx')
      .on(table.startAfter)
      .where(sql`${table.state} in ('created', 'retry')`),
    index('background_jobs_state_idx').on(table.state, table.completedAt),
    uniqueIndex('background_jobs_singleton_idx')
      .on(table.name, table.singletonKey)
      .where(sql`${table.singletonKey} is not null`),
  ],
);
