import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { selectRows, type Database } from '../../db/client.js';
import {
  DEFAULT_RETRY,
  type DeadJob,
  type DeadJobPage,
  type EnqueueOptions,
  type JobHandler,
  type JobQueue,
  type RetryPolicy,
} from './job-queue.js';

const SCHEMA = 'pgboss';
/** Failed jobs stay in the job table, readable as dead letters, for a month. */
const KEEP_FAILED_SECONDS = 30 * 86_400;

/** A stable job id for a name and key: pg-boss inserts with ON CONFLICT DO NOTHING on the id. */
function singletonId(name: string, key: string) {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * PostgreSQL's queue: pg-boss (docs/decisions/005-background-jobs.md), in its own schema on the
 * app's database, with a small pool of its own. Its fetch takes `FOR UPDATE SKIP LOCKED`, so a job
 * goes to one worker of one instance; its cron monitor sends each scheduled slot once across
 * instances; a job active past its expiry (its process died) is retried.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, { handler: JobHandler; retry: RetryPolicy }>();
  private readonly schedules = new Map<string, string>();
  private started = false;

  constructor(
    databaseUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly pollSeconds = 2,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      max: 3,
      application_name: 'souqna-jobs',
      archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  work(name: string, handler: JobHandler, retry: Partial<RetryPolicy> = {}) {
    this.handlers.set(name, { handler, retry: { ...DEFAULT_RETRY, ...retry } });
  }

  schedule(name: string, cron: string) {
    this.schedules.set(name, cron);
  }

  async enqueue(name: string, data: Record<string, unknown> = {}, options: EnqueueOptions = {}) {
    return this.boss.send(name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { id: singletonId(name, options.singletonKey) } : {}),
    });
  }

  async start() {
    if (this.started) return;
    await this.boss.start();
    for (const [name, { handler, retry }] of this.handlers) {
      const queue = {
        name,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: retry.retryBackoff,
      };
      await this.ensureQueue(queue);
      const worker: { id?: string } = {};
      worker.id = await this.boss.work<Record<string, unknown>>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.pollSeconds },
        async ([job]) => {
          try {
            if (job) await handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
          } finally {
            // pg-boss waits a polling interval after every job; a worker that just found one
            // looks again at once, so a backlog drains back to back.
            if (worker.id) this.boss.notifyWorker(worker.id);
          }
        },
      );
    }
    for (const [name, cron] of this.schedules) await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
    this.started = true;
  }

  /**
   * Instances starting together race to create the same queue, and PostgreSQL may answer one of
   * them with a deadlock: the loser finds the queue made and only updates it.
   */
  private async ensureQueue(queue: PgBoss.Queue, attempts = 3): Promise<void> {
    try {
      if (await this.boss.getQueue(queue.name)) await this.boss.updateQueue(queue.name, queue);
      else await this.boss.createQueue(queue.name, queue);
    } catch (error) {
      if (attempts <= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      await this.ensureQueue(queue, attempts - 1);
    }
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    // Under main.ts's close deadline: running handlers finish, nothing new is fetched.
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 8_000 });
  }

  /** Needs the queue started (its pool is open only then). */
  async deadLetters({ limit, offset } = { limit: 100, offset: 0 }): Promise<DeadJobPage> {
    const db = this.boss.getDb();
    const [page, counted] = await Promise.all([
      db.executeSql(
        `select ${DEAD_COLUMNS} from (${FAILED_JOBS}) failed
         order by completed_on desc nulls last, id desc limit $1 offset $2`,
        [limit, offset],
      ),
      db.executeSql(`select count(*)::int as total from (${FAILED_JOBS}) failed`, []),
    ]);
    return {
      items: (page.rows as DeadRow[]).map(deadJobOf),
      total: (counted.rows[0] as { total: number }).total,
    };
  }

  /**
   * pg-boss's own `retry` adds one attempt to the spent ones; a dead letter an admin retries gets
   * all of them again: no retries counted, never started (its fetch counts a retry only for a
   * started job), kept for pg-boss's default 14 days from now. A failed job already archived
   * goes back to the job table.
   */
  async retryDeadLetter(id: string, db: Database): Promise<DeadJob | null> {
    const [row] = await selectRows<DeadRow>(
      db,
      sql`with failed as (
            select ${sql.raw(DEAD_COLUMNS)} from ${sql.raw(SCHEMA)}.job where id = ${id} and state = 'failed' for update
          ), revived as (
            update ${sql.raw(SCHEMA)}.job job set ${sql.raw(FRESH)}
            from failed where job.id = failed.id and job.name = failed.name
            returning job.id
          ), unarchived as (
            delete from ${sql.raw(SCHEMA)}.archive
            where id = ${id} and state = 'failed' and not exists (select 1 from failed)
            returning *
          ), restored as (
            insert into ${sql.raw(SCHEMA)}.job (id, name, priority, data, retry_limit, retry_delay, retry_backoff,
              singleton_key, singleton_on, expire_in, created_on, dead_letter, policy, keep_until)
            select id, name, priority, data, retry_limit, retry_delay, retry_backoff,
              singleton_key, singleton_on, expire_in, created_on, dead_letter, policy, now() + interval '14 days'
            from unarchived
            returning id
          )
          select ${sql.raw(DEAD_COLUMNS)} from failed where exists (select 1 from revived)
          union all
          select ${sql.raw(DEAD_COLUMNS)} from unarchived where exists (select 1 from restored)`,
    );
    return row ? deadJobOf(row) : null;
  }
}

const DEAD_COLUMNS = 'id, name, data, retry_count, output, completed_on, created_on';
const FAILED_JOBS = `select ${DEAD_COLUMNS} from ${SCHEMA}.job where state = 'failed'
  union all select ${DEAD_COLUMNS} from ${SCHEMA}.archive where state = 'failed'`;
const FRESH = `state = 'created', retry_count = 0, started_on = null, completed_on = null, output = null,
  start_after = now(), keep_until = now() + interval '14 days'`;

interface DeadRow extends Record<string, unknown> {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  retry_count: number;
  output: { name?: string; message?: string } | null;
  completed_on: Date | string | null;
  created_on: Date | string;
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function deadJobOf(row: DeadRow): DeadJob {
  const output = row.output;
  return {
    id: String(row.id),
    name: String(row.name),
    data: row.data ?? {},
    attempts: Number(row.retry_count) + 1,
    error: output?.message ? `${output.name ?? 'Error'}: ${output.message}` : null,
    failedAt: row.completed_on ? dateOf(row.completed_on) : null,
    createdAt: dateOf(row.created_on),
  };
}
