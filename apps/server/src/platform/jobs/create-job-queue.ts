import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { InProcessJobQueue } from './in-process-queue.js';
import type { JobQueue } from './job-queue.js';
import { PgBossJobQueue } from './pg-boss-queue.js';

/** pg-boss on PostgreSQL, the in-process runner on the embedded database (DESIGN.md 1). */
export function createJobQueue(database: DatabaseHandle, log: FastifyBaseLogger, pollMs = 2_000): JobQueue {
  if (database.driver === 'postgres' && database.url) {
    return new PgBossJobQueue(database.url, log, Math.max(0.5, pollMs / 1000));
  }
  return new InProcessJobQueue(database.db, log, pollMs);
}
