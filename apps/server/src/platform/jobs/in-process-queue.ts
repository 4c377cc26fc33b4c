import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import cronParser from 'cron-parser';
import { selectRows, type Database } from '../../db/client.js';
import { backgroundJobs } from '../../db/schema/index.js';
import {
  DEFAULT_RETRY,
  errorText,
  retryDelaySeconds,
  type DeadJob,
  type DeadJobPage,
  type EnqueueOptions,
  type JobHandler,
  type JobQueue,
  type RetryPolicy,
} from './job-queue.js';

interface ClaimedJob extends Record<string, unknown> {
  id: string;
  name: string;
  data: Record<string, unknown>;
  attempts: number;
  retry_limit: number;
  retry_delay_seconds: number;
  retry_backoff: boolean;
}

const KEEP_COMPLETED_DAYS = 7;

const deadJobOf = (row: typeof backgroundJobs.$inferSelect): DeadJob => ({
  id: row.id,
  name: row.name,
  data: row.data,
  attempts: row.attempts,
  error: row.lastError,
  failedAt: row.completedAt,
  createdAt: row.createdAt,
});

/**
 * The embedded database's runner: jobs are rows of `background_jobs`, claimed one at a time by a
 * loop in this process. The data-dir lock (platform/process) lets one process open the embedded
 * database, so a job still `active` when the runner starts was cut off by a crash: it goes back to
 * the queue. The claim takes `FOR UPDATE SKIP LOCKED` all the same, so two runners on one
 * PostgreSQL database never take the same row (the tests run it there too).
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly handlers = new Map<string, { handler: JobHandler; retry: RetryPolicy }>();
  private readonly schedules: { name: string; cron: string; next: Date }[] = [];
  private loop: Promise<void> | undefined;
  private running = false;
  private wake: (() => void) | undefined;
  private lastCleanup = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1_000,
  ) {}

  work(name: string, handler: JobHandler, retry: Partial<RetryPolicy> = {}) {
    this.handlers.set(name, { handler, retry: { ...DEFAULT_RETRY, ...retry } });
  }

  schedule(name: string, cron: string) {
    this.schedules.push({ name, cron, next: new Date(0) });
  }

  async enqueue(name: string, data: Record<string, unknown> = {}, options: EnqueueOptions = {}) {
    const retry = this.handlers.get(name)?.retry ?? DEFAULT_RETRY;
    const rows = await this.db
      .insert(backgroundJobs)
      .values({
        name,
        data,
        singletonKey: options.singletonKey,
        startAfter: options.startAfter ?? new Date(),
        retryLimit: retry.retryLimit,
        retryDelaySeconds: retry.retryDelaySeconds,
        retryBackoff: retry.retryBackoff,
      })
      .onConflictDoNothing()
      .returning({ id: backgroundJobs.id });
    this.wake?.();
    return rows[0]?.id ?? null;
  }

  async start() {
    if (this.running) return;
    // Only this process has the embedded database open: whatever is active was cut off.
    await this.db
      .update(backgroundJobs)
      .set({ state: 'retry', startAfter: new Date() })
      .where(eq(backgroundJobs.state, 'active'));
    for (const schedule of this.schedules) {
      // The slot that last passed runs at start if it never ran (the process was down then).
      const slots = cronParser.parseExpression(schedule.cron, { tz: 'UTC' });
      await this.enqueueSlot(schedule.name, slots.prev().toDate());
      schedule.next = slots.next().toDate();
    }
    this.running = true;
    this.loop = this.run();
  }

  async stop() {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  async deadLetters({ limit, offset } = { limit: 100, offset: 0 }): Promise<DeadJobPage> {
    const failed = eq(backgroundJobs.state, 'failed');
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(backgroundJobs)
        .where(failed)
        .orderBy(desc(backgroundJobs.completedAt), desc(backgroundJobs.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(backgroundJobs).where(failed),
    ]);
    return { items: rows.map(deadJobOf), total: counted?.total ?? 0 };
  }

  async retryDeadLetter(id: string, db: Database): Promise<DeadJob | null> {
    const [before] = await db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, 'failed')))
      .for('update');
    if (!before) return null;
    await db
      .update(backgroundJobs)
      .set({ state: 'created', attempts: 0, startAfter: new Date(), startedAt: null, completedAt: null })
      .where(eq(backgroundJobs.id, id));
    return deadJobOf(before);
  }

  private enqueueSlot(name: string, slot: Date) {
    return this.enqueue(name, { slot: slot.toISOString() }, { singletonKey: `slot:${slot.toISOString()}` });
  }

  private async run() {
    while (this.running) {
      try {
        await this.housekeeping();
        const job = await this.claim();
        if (job) {
          await this.execute(job);
          continue;
        }
      } catch (error) {
        this.log.error({ err: error }, 'job runner failed; trying again');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, this.pollMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
      this.wake = undefined;
    }
  }

  private async housekeeping() {
    const now = new Date();
    for (const schedule of this.schedules) {
      if (schedule.next > now) continue;
      await this.enqueueSlot(schedule.name, schedule.next);
      schedule.next = cronParser
        .parseExpression(schedule.cron, { tz: 'UTC', currentDate: now })
        .next()
        .toDate();
    }
    if (now.getTime() - this.lastCleanup < 3_600_000) return;
    this.lastCleanup = now.getTime();
    await this.db
      .delete(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.state, 'completed'),
          lt(backgroundJobs.completedAt, new Date(now.getTime() - KEEP_COMPLETED_DAYS * 86_400_000)),
        ),
      );
  }

  private async claim(): Promise<ClaimedJob | undefined> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return undefined;
    const rows = await selectRows<ClaimedJob>(
      this.db,
      sql`update ${backgroundJobs}
          set state = 'active', started_at = now(), attempts = attempts + 1
          where id = (
            select id from ${backgroundJobs}
            where state in ('created', 'retry') and start_after <= now()
              and name in ${sql`(${sql.join(
                names.map((name) => sql`${name}`),
                sql`, `,
              )})`}
            order by start_after, created_at
            limit 1
            for update skip locked)
          returning id, name, data, attempts, retry_limit, retry_delay_seconds, retry_backoff`,
    );
    return rows[0];
  }

  private async execute(job: ClaimedJob) {
    const entry = this.handlers.get(job.name)!;
    // The policy the job was queued with, not whatever the handler says today.
    const retry = {
      retryLimit: job.retry_limit,
      retryDelaySeconds: job.retry_delay_seconds,
      retryBackoff: job.retry_backoff,
    };
    try {
      await entry.handler(job.data, { id: job.id, attempt: job.attempts });
      await this.db
        .update(backgroundJobs)
        .set({ state: 'completed', completedAt: new Date(), lastError: null })
        .where(eq(backgroundJobs.id, job.id));
    } catch (error) {
      const dead = job.attempts > retry.retryLimit;
      this.log.warn({ err: error, job: job.name, id: job.id, dead }, 'job failed');
      const delayMs = retryDelaySeconds(retry, job.attempts) * 1000;
      await this.db
        .update(backgroundJobs)
        .set(
          dead
            ? { state: 'failed', completedAt: new Date(), lastError: errorText(error) }
            : { state: 'retry', startAfter: new Date(Date.now() + delayMs), lastError: errorText(error) },
        )
        .where(and(eq(backgroundJobs.id, job.id), inArray(backgroundJobs.state, ['active'])));
    }
  }
}
