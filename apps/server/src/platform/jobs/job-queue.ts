import type { Database } from '../../db/client.js';

/**
 * Durable background work (DESIGN.md 1, docs/decisions/005-background-jobs.md): one interface,
 * pg-boss on PostgreSQL, an in-process runner over the `background_jobs` table on the embedded
 * database. Handlers run at least once; a job is claimed by one worker at a time, so with a
 * graceful stop nothing runs twice. A crash mid-handler hands the job out again, so handlers make
 * their effects idempotent (a unique key, a "done" mark in the same transaction).
 */

/** How a job is retried: `retryLimit` more attempts after the first, `delay · 2^(n-1)` with backoff. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
}

export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true };

export interface JobInfo {
  id: string;
  /** 1 on the first run. */
  attempt: number;
}

export type JobHandler = (data: Record<string, unknown>, job: JobInfo) => Promise<void>;

export interface EnqueueOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** At most one job of this name and key is queued; a second enqueue returns null. */
  singletonKey?: string;
}

/** A job that used up its attempts: what an admin reads to see what failed and why. */
export interface DeadJob {
  id: string;
  name: string;
  data: Record<string, unknown>;
  attempts: number;
  error: string | null;
  failedAt: Date | null;
  createdAt: Date;
}

/** One page of the dead letters, and how many there are in all. */
export interface DeadJobPage {
  items: DeadJob[];
  total: number;
}

export interface JobQueue {
  readonly kind: 'in-process' | 'pg-boss';
  /** Registers the handler of one job name; call before `start`. */
  work(name: string, handler: JobHandler, retry?: Partial<RetryPolicy>): void;
  /** Runs `name` at each time the cron expression (UTC, five fields) names; call before `start`. */
  schedule(name: string, cron: string): void;
  /** Stores a job; it survives a restart. Returns its id, or null when a singleton already exists. */
  enqueue(name: string, data?: Record<string, unknown>, options?: EnqueueOptions): Promise<string | null>;
  start(): Promise<void>;
  /** Takes no new job, waits for the running ones to finish; what is queued stays for the next start. */
  stop(): Promise<void>;
  /** The failed jobs, the latest failure first. */
  deadLetters(page?: { limit: number; offset: number }): Promise<DeadJobPage>;
  /**
   * Puts a failed job back in the queue with fresh attempts, due now; the job as it was, or null
   * when no failed job has that id. Runs on `db`, so a caller's transaction (an audit entry)
   * commits with it: both queues keep their jobs in the app's database.
   */
  retryDeadLetter(id: string, db: Database): Promise<DeadJob | null>;
}

/** Next delay after `attempts` failed runs. */
export const retryDelaySeconds = (policy: RetryPolicy, attempts: number) =>
  policy.retryBackoff ? policy.retryDelaySeconds * 2 ** Math.max(0, attempts - 1) : policy.retryDelaySeconds;

export const errorText = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
